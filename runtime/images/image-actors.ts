import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ImageLoaderEvent, SlotMeasure } from '../../machines/image-loader/machine';
import { LAZY_LOAD_MARGIN_PX, type ImagePriority } from '../../machines/image-loader/rules';
import type { ImageQueue } from './queue';
import { watchIntersection, watchResize } from './shared-observers';

/** What the image actors use of the window; a test hands fakes. */
export interface ImageWindow {
  IntersectionObserver?: typeof IntersectionObserver;
  ResizeObserver?: typeof ResizeObserver;
  devicePixelRatio: number;
  innerWidth: number;
  innerHeight: number;
  navigator: Navigator;
}

export interface ImageEnvironment {
  window: ImageWindow;
  queue: ImageQueue;
  /** Downloads `url` off-page; resolves on load, rejects on error or abort. */
  loadImage(url: string, signal: AbortSignal): Promise<void>;
}

/** The image's box as laid out (its parent's width while the image itself has none yet). */
export function measureSlot(img: HTMLImageElement, win: ImageWindow): SlotMeasure {
  const rect = img.getBoundingClientRect();
  const width = rect.width || (img.parentElement?.getBoundingClientRect().width ?? 0);
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return { slot: { width, height: rect.height }, devicePixelRatio: win.devicePixelRatio || 1, saveData: connection?.saveData === true };
}

const intersectsViewport = (rect: DOMRectReadOnly, win: ImageWindow) =>
  rect.bottom > 0 && rect.right > 0 && rect.top < win.innerHeight && rect.left < win.innerWidth;

/** A detached <img> loads the file, so the page's image keeps what it shows until the file is in the cache. */
export const loadDetached = (doc: Document) => (url: string, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const loader = doc.createElement('img');
    const settle = (done: () => void) => {
      loader.onload = loader.onerror = null;
      signal.removeEventListener('abort', abort);
      done();
    };
    const abort = () => settle(() => {
      // An empty src stops the download. Not removeAttribute('src'): Chromium then keeps the <img> (with its fallback
      // content) for the document's life, one per download aborted (docs/browser-tests.md "The leak test").
      loader.src = '';
      reject(signal.reason);
    });
    loader.onload = () => settle(resolve);
    loader.onerror = () => settle(() => reject(new Error(`Could not load ${url}`)));
    signal.addEventListener('abort', abort);
    loader.decoding = 'async';
    loader.src = url;
  });

/**
 * The real actors the image loader chart names (machines/image-loader/machine.ts). One set serves every image of an
 * environment: each finds its image by the chart's `imageId` (an image the page no longer has is left alone).
 */
export function imageActors(env: ImageEnvironment, imageAt: (imageId: string) => HTMLImageElement | undefined) {
  const win = env.window;
  const send = (sendBack: (event: EventObject) => void, event: ImageLoaderEvent) => sendBack(event);
  return {
    // Within 200 px of the viewport; at once when eager or when there is no IntersectionObserver (§4).
    nearViewport: fromCallback<EventObject, { imageId: string; eager: boolean }>(({ input, sendBack }) => {
      const img = imageAt(input.imageId);
      if (!img) return;
      const near = (inViewport: boolean) => send(sendBack, { type: 'NEAR_VIEWPORT', inViewport, ...measureSlot(img, win) });
      if (input.eager) return near(true);
      const stop = watchIntersection(win, img, `${LAZY_LOAD_MARGIN_PX}px`, (entry) => {
        if (!entry.isIntersecting) return;
        stop!();
        near(intersectsViewport(entry.boundingClientRect, win));
      });
      return stop ?? near(true);
    }),
    // The cleanup cancels a waiting request or releases the granted slot.
    queueSlot: fromCallback<EventObject, { priority: ImagePriority }>(({ input, sendBack }) =>
      env.queue.request(input.priority, () => send(sendBack, { type: 'SLOT_GRANTED' })),
    ),
    download: fromPromise<void, { url: string }>(({ input, signal }) => env.loadImage(input.url, signal)),
    // ResizeObserver reports once on observe, so a slot that grew while loading is seen at once.
    slotSize: fromCallback<EventObject, { imageId: string }>(({ input, sendBack }) => {
      const img = imageAt(input.imageId);
      if (!img) return;
      return watchResize(win, img, () => send(sendBack, { type: 'SLOT_RESIZED', ...measureSlot(img, win) }));
    }),
  };
}
