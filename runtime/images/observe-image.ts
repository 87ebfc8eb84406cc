import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { imageLoaderMachine, INVALID_SOURCE } from '../../machines/image-loader/machine';
import { advancedPosition, backgroundStyle, fixedAspectRatio, objectPosition, parseImageConfig, type ImageConfig } from '../../machines/image-loader/rules';
import { startActor, stopActor } from '../actors';
import { logError } from '../log';
import { imageActors, loadDetached, type ImageEnvironment, type ImageWindow } from './image-actors';
import { imageQueue } from './queue';
import { watchResize } from './shared-observers';

export type ImageLoaderRef = ActorRefFrom<typeof imageLoaderMachine>;

export const NOT_AN_IMAGE = 'Element is not a valid image element.';
export const NO_PARENT_NODE = 'Image element has no parentNode.';

export interface ObserveImageOptions {
  /** The block's actor id prefix: the chart is registered as `${idPrefix}:image:<n>`. */
  idPrefix: string;
  /** Defaults: the image's window, the page's queue, a detached <img> download. */
  environment?: Partial<ImageEnvironment>;
  /** Data attributes read as if the image had them (camelCase, as in `dataset`): a block's reading of its markup. */
  attributes?: Readonly<Record<string, string>>;
}

let started = 0;

/** The images being observed, by their chart's id: how the shared actors find theirs. */
const images = new Map<string, HTMLImageElement>();
const imageAt = (imageId: string) => images.get(imageId);

/** What the runtime does for the image loader chart beside its actors: the failure in the console. */
export const imageLoaderActions = {
  reportFailure: (_: unknown, { source }: { source: string }) => logError(INVALID_SOURCE, source),
};

/** The chart with the page's actors, made once per document: providing it per image cost ~0.5 ms and 20 KB each. */
const pageLogic = new WeakMap<Document, ReturnType<typeof imageLoaderMachine.provide>>();
function logicFor(doc: Document, environment?: Partial<ImageEnvironment>) {
  const made = !environment && pageLogic.get(doc);
  if (made) return made;
  const env: ImageEnvironment = {
    window: doc.defaultView as unknown as ImageEnvironment['window'],
    queue: imageQueue(),
    loadImage: loadDetached(doc),
    ...environment,
  };
  const logic = imageLoaderMachine.provide({ actors: imageActors(env, imageAt), actions: imageLoaderActions });
  if (!environment) pageLogic.set(doc, logic);
  return logic;
}

/**
 * Loads `img` by its data attributes (display-widgets §3, §4): validates it (§8), starts its image loader chart with
 * the real actors, writes object-fit and object-position and, once a size step loads, its src. The answer stops it all.
 */
export function observeImage(img: HTMLImageElement, options: ObserveImageOptions): () => void {
  if (img?.nodeType !== 1 || img.tagName !== 'IMG') {
    logError(NOT_AN_IMAGE, img);
    return () => {};
  }
  if (!img.parentNode) {
    logError(NO_PARENT_NODE, img);
    return () => {};
  }
  const id = `${options.idPrefix}:image:${started++}`;
  images.set(id, img);
  const logic = logicFor(img.ownerDocument, options.environment);
  const actor = startActor(id, logic, { input: { config: parseImageConfig({ ...img.dataset, ...options.attributes }), imageId: id } });
  const unbind = bindImage(img, actor, options.environment?.window);
  return () => {
    unbind();
    stopActor(id, actor);
    images.delete(id);
  };
}

/** The chart's state without the `fetching` parent: waiting, queued, loading, loaded, failed or kept. */
export function imageState(snapshot: SnapshotFrom<typeof imageLoaderMachine>): string {
  const { value } = snapshot;
  return typeof value === 'string' ? value : Object.values(value)[0]!;
}

/** Style properties written on an element, each put back as it was when `restore` runs. */
function styleWriter(element: HTMLElement) {
  const before = new Map<string, string>();
  return {
    set(properties: Record<string, string>) {
      for (const [name, value] of Object.entries(properties)) {
        const property = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        if (!before.has(property)) before.set(property, element.style.getPropertyValue(property));
        element.style.setProperty(property, value);
      }
    },
    restore() {
      before.forEach((value, property) => (value ? element.style.setProperty(property, value) : element.style.removeProperty(property)));
      before.clear();
    },
  };
}

/**
 * Places an image by advanced positioning: absolutely inside its parent, by the box `advancedPosition` gives for the
 * parent's size, again whenever the parent's size changes.
 */
function placeByFocalPoint(parent: HTMLElement, config: ImageConfig, win: ImageWindow | null, write: (properties: Record<string, string>) => void) {
  const place = () => {
    const { width, height } = parent.getBoundingClientRect();
    const box = advancedPosition({ width, height }, config.dimensions, config);
    write({ position: 'absolute', left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%`, maxWidth: 'none' });
  };
  place();
  return (win && watchResize(win, parent, place, 'advanced-position')) ?? (() => {});
}

/**
 * Keeps `img` in step with its chart: data-state, the fit and position its configuration asks for, and the loaded
 * step's address as src (the page's own src stays until then). The configuration's flags (display-widgets §3): a
 * fixed ratio is the image's `aspect-ratio`; an image that may not stretch is no wider than its own width; advanced
 * positioning places it by its focal point inside its parent instead of object-fit; an image painted as a background
 * shows the loaded step as its parent's background, the `<img>` kept transparent for its text and its box.
 */
export function bindImage(img: HTMLImageElement, actorRef: ImageLoaderRef, win: ImageWindow | null = img.ownerDocument.defaultView): () => void {
  const { config } = actorRef.getSnapshot().context;
  const own = styleWriter(img);
  const parent = img.parentElement;
  const background = parent && config.useBgImage ? styleWriter(parent) : null;
  const ratio = fixedAspectRatio(config.dimensions, config.fixedRatio);
  if (ratio) own.set({ aspectRatio: ratio });
  if (!config.stretch && config.dimensions) own.set({ maxWidth: `${config.dimensions.width}px` });
  const advanced = parent && config.useAdvancedPositioning && config.mode !== 'none' && config.dimensions;
  let unplace = () => {};
  if (advanced) unplace = placeByFocalPoint(parent, config, win, own.set);
  else {
    if (config.mode !== 'none') own.set({ objectFit: config.mode });
    const position = objectPosition(config.focalPoint, config.mode, config.fitAlignment);
    if (position) own.set({ objectPosition: position });
  }
  const render = (snapshot: SnapshotFrom<typeof imageLoaderMachine>) => {
    img.dataset.state = imageState(snapshot);
    const { url } = snapshot.context;
    if (url && img.getAttribute('src') !== url) img.src = url;
    if (url && background) {
      background.set(backgroundStyle(url, config));
      own.set({ opacity: '0' });
    }
  };
  render(actorRef.getSnapshot());
  const subscription = actorRef.subscribe(render);
  return () => {
    subscription.unsubscribe();
    unplace();
    own.restore();
    background?.restore();
  };
}
