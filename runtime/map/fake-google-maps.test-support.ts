import type { GoogleMapOptions, GoogleMapsNamespace, LatLngLiteral, MapsEventListener } from './google-maps';

// A stand-in for the google.maps namespace in unit tests (no network here): the classes and members the adapter
// uses, behaving as the Maps JavaScript API reference documents them, recording what they were given.
// https://developers.google.com/maps/documentation/javascript/reference/map (Map, MapOptions, MapTypeId),
// …/reference/marker (Marker, MarkerOptions, Icon.scaledSize), …/reference/advanced-markers (AdvancedMarkerElement),
// …/reference/event (MapsEventListener), …/reference/coordinates (Size).

type Handler = () => void;

class Listeners {
  private handlers = new Map<string, Set<Handler>>();
  addListener(eventName: string, handler: Handler): MapsEventListener {
    const set = this.handlers.get(eventName) ?? new Set();
    this.handlers.set(eventName, set);
    set.add(handler);
    return { remove: () => void set.delete(handler) };
  }
  /** What google.maps.event.trigger(instance, eventName) does. */
  trigger(eventName: string) {
    this.handlers.get(eventName)?.forEach((handler) => handler());
  }
  count(eventName: string) {
    return this.handlers.get(eventName)?.size ?? 0;
  }
}

export class FakeMap extends Listeners {
  static made: FakeMap[] = [];
  options: GoogleMapOptions;
  constructor(
    readonly div: HTMLElement,
    options: GoogleMapOptions = {},
  ) {
    super();
    if (!(div instanceof HTMLElement)) throw new TypeError('Map: mapDiv is not an HTMLElement');
    this.options = { ...options };
    // The API draws into the div it is given.
    div.append(Object.assign(document.createElement('div'), { className: 'gm-style' }));
    FakeMap.made.push(this);
  }
  setOptions(options: GoogleMapOptions | null) {
    Object.assign(this.options, options ?? {});
  }
  getMapTypeId() {
    return this.options.mapTypeId;
  }
}

export class FakeSize {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
}

export class FakeMarker extends Listeners {
  static made: FakeMarker[] = [];
  map: FakeMap | null;
  draggable: boolean;
  constructor(readonly options: { position: LatLngLiteral; map: FakeMap; title: string; draggable: boolean; icon: { url: string; scaledSize: unknown } }) {
    super();
    this.map = options.map;
    this.draggable = options.draggable;
    FakeMarker.made.push(this);
  }
  setMap(map: FakeMap | null) {
    this.map = map;
  }
  getMap() {
    return this.map;
  }
  setDraggable(draggable: boolean | null) {
    this.draggable = !!draggable;
  }
}

export class FakeAdvancedMarker extends Listeners {
  static made: FakeAdvancedMarker[] = [];
  map: FakeMap | null;
  gmpDraggable: boolean | null;
  constructor(readonly options: { position: LatLngLiteral; map: FakeMap; title: string; gmpDraggable: boolean; content: Node }) {
    super();
    this.map = options.map;
    this.gmpDraggable = options.gmpDraggable;
    FakeAdvancedMarker.made.push(this);
  }
}

/** A fresh namespace; `marker` (the marker library) only when asked, as `libraries=marker` would load it. */
export function fakeGoogleMaps({ markerLibrary = false } = {}) {
  FakeMap.made = [];
  FakeMarker.made = [];
  FakeAdvancedMarker.made = [];
  const namespace = {
    Map: FakeMap,
    Marker: FakeMarker,
    Size: FakeSize,
    MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' },
    ...(markerLibrary ? { marker: { AdvancedMarkerElement: FakeAdvancedMarker } } : {}),
  };
  return namespace as typeof namespace & GoogleMapsNamespace;
}
