import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { imageLoaderMachine, INVALID_SOURCE } from '../../machines/image-loader/machine';
import { objectPosition, parseImageConfig } from '../../machines/image-loader/rules';
import { startActor, stopActor } from '../actors';
import { logError } from '../log';
import { imageActors, loadDetached, type ImageEnvironment } from './image-actors';
import { imageQueue } from './queue';

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
  const unbind = bindImage(img, actor);
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

/**
 * Keeps `img` in step with its chart: data-state, the fit and position its configuration asks for, and the loaded
 * step's address as src (the page's own src stays until then).
 */
export function bindImage(img: HTMLImageElement, actorRef: ImageLoaderRef): () => void {
  const { config } = actorRef.getSnapshot().context;
  if (config.mode !== 'none') img.style.objectFit = config.mode;
  const position = objectPosition(config.focalPoint, config.mode, config.fitAlignment);
  if (position) img.style.objectPosition = position;
  const render = (snapshot: SnapshotFrom<typeof imageLoaderMachine>) => {
    img.dataset.state = imageState(snapshot);
    const { url } = snapshot.context;
    if (url && img.getAttribute('src') !== url) img.src = url;
  };
  render(actorRef.getSnapshot());
  const subscription = actorRef.subscribe(render);
  return () => {
    subscription.unsubscribe();
    img.style.removeProperty('object-fit');
    img.style.removeProperty('object-position');
  };
}
