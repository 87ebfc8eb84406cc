// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapOptions, MapsApi } from '../../runtime/map/maps-api';
import { markerIcon } from '../../runtime/map/marker-icon';
import { mapsStandInScript } from './maps-stand-in';

// The stand-in draws every option the widget gives it (docs/map.md): each is a data attribute on its surface and
// changes what is drawn, at creation and through setOptions.

let maps: MapsApi;
beforeAll(() => {
  window.eval(mapsStandInScript);
  maps = (window as unknown as { visitorMaps: MapsApi }).visitorMaps;
});

const options = (overrides: Partial<MapOptions> = {}, markerDraggable = false): MapOptions => ({
  centre: { lat: 51.5072, lng: -0.1276 },
  zoom: 15,
  style: 'Grayscale',
  showLabels: true,
  showTerrain: false,
  draggable: true,
  scrollwheel: false,
  showControls: true,
  disableDefaultUI: false,
  marker: { position: { lat: 51.5079, lng: -0.1281 }, title: 'Demo Bakery', draggable: markerDraggable, icon: markerIcon, onClick: vi.fn() },
  ...overrides,
});

function draw(given: MapOptions) {
  const container = document.createElement('div');
  document.body.append(container);
  const handle = maps.createMap(container, given);
  const surface = container.querySelector<HTMLElement>('.maps-stand-in')!;
  const shown = (selector: string) => !surface.querySelector<HTMLElement>(selector)!.hidden;
  return { container, handle, surface, shown, marker: surface.querySelector<HTMLButtonElement>('.maps-stand-in-marker')! };
}

const pointer = (type: string, target: EventTarget, x: number, y: number) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, clientX: x, clientY: y }));

describe('the maps stand-in draws every option', () => {
  it('writes each option as a data attribute on its surface', () => {
    const { surface } = draw(options({ showTerrain: true, showLabels: false }, true));
    expect(Object.fromEntries(['style', 'show-labels', 'show-terrain', 'draggable', 'scrollwheel', 'show-controls', 'disable-default-ui', 'marker-draggable'].map((name) => [name, surface.getAttribute(`data-${name}`)]))).toEqual({
      style: 'Grayscale',
      'show-labels': 'false',
      'show-terrain': 'true',
      draggable: 'true',
      scrollwheel: 'false',
      'show-controls': 'true',
      'disable-default-ui': 'false',
      'marker-draggable': 'true',
    });
  });

  it('labels and terrain are layers shown or hidden by their options, at creation and by setOptions', () => {
    const { handle, shown } = draw(options());
    expect([shown('.maps-stand-in-labels'), shown('.maps-stand-in-terrain')]).toEqual([true, false]);
    handle.setOptions({ showLabels: false, showTerrain: true });
    expect([shown('.maps-stand-in-labels'), shown('.maps-stand-in-terrain')]).toEqual([false, true]);
  });

  it('zoom controls show only with showControls and without disableDefaultUI', () => {
    expect(draw(options()).shown('.maps-stand-in-controls')).toBe(true);
    expect(draw(options({ showControls: false })).shown('.maps-stand-in-controls')).toBe(false);
    const { handle, shown } = draw(options({ disableDefaultUI: true }));
    expect(shown('.maps-stand-in-controls')).toBe(false);
    handle.setOptions({ disableDefaultUI: false });
    expect(shown('.maps-stand-in-controls')).toBe(true);
  });

  it('each style has its own tint; a style change redraws once and counts it', () => {
    const tints = new Set((['Original', 'Grayscale', 'Satellite', 'MinimalDark', 'MinimalLight', 'MinimalBlue'] as const).map((style) => draw(options({ style })).surface.style.background));
    expect(tints.size).toBe(6);
    const { handle, surface } = draw(options());
    handle.setOptions({ scrollwheel: true });
    expect(surface.hasAttribute('data-redraws')).toBe(false);
    handle.setOptions({ style: 'MinimalBlue', showLabels: false });
    expect([surface.getAttribute('data-style'), surface.getAttribute('data-redraws')]).toEqual(['MinimalBlue', '1']);
  });

  it('a draggable map pans under the pointer; one that is not stays put', () => {
    const { surface } = draw(options());
    const before = surface.getAttribute('data-centre');
    pointer('pointerdown', surface, 100, 100);
    pointer('pointermove', window, 160, 100);
    pointer('pointerup', window, 160, 100);
    expect(surface.getAttribute('data-centre')).not.toBe(before);
    expect(surface.getAttribute('data-dragged')).toBe('map');
    const fixed = draw(options({ draggable: false })).surface;
    const still = fixed.getAttribute('data-centre');
    pointer('pointerdown', fixed, 100, 100);
    pointer('pointermove', window, 160, 100);
    pointer('pointerup', window, 160, 100);
    expect(fixed.getAttribute('data-centre')).toBe(still);
  });

  it('the marker moves only when markerDraggable, and a drag is not a click', () => {
    const given = options({}, false);
    const { handle, marker } = draw(given);
    const at = marker.getAttribute('data-position');
    pointer('pointerdown', marker, 10, 10);
    pointer('pointermove', window, 40, 40);
    pointer('pointerup', window, 40, 40);
    expect(marker.getAttribute('data-position')).toBe(at);
    handle.setOptions({ markerDraggable: true });
    pointer('pointerdown', marker, 10, 10);
    pointer('pointermove', window, 40, 40);
    pointer('pointerup', window, 40, 40);
    marker.click();
    expect(marker.getAttribute('data-position')).not.toBe(at);
    expect(given.marker.onClick).not.toHaveBeenCalled();
    pointer('pointerdown', marker, 10, 10);
    pointer('pointerup', window, 10, 10);
    marker.click();
    expect(given.marker.onClick).toHaveBeenCalledTimes(1);
  });

  it('the wheel zooms only while scrollwheel is on', () => {
    const { handle, surface } = draw(options());
    surface.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, cancelable: true }));
    expect(surface.getAttribute('data-zoom')).toBe('15');
    handle.setOptions({ scrollwheel: true });
    surface.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, cancelable: true }));
    expect(surface.getAttribute('data-zoom')).toBe('16');
  });

  it('destroy takes its surface away', () => {
    const { handle, container } = draw(options());
    handle.destroy();
    expect(container.childElementCount).toBe(0);
  });
});
