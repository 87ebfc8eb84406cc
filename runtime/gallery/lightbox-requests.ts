import type { GallerySlide } from './read-slides';

/** Dispatched on the block when a grid-like design's item asks for the lightbox (bubbling). */
export const OPEN_EVENT = 'visitor-runtime:gallery-open';

export interface OpenRequest {
  galleryId: string;
  index: number;
  slide: GallerySlide | undefined;
}

/** What the lightbox chunk hands back to the gallery block: open at an item, and take everything away again. */
export interface LightboxHandle {
  open(index: number): void;
  stop(): void;
}

/**
 * The gallery block's listener (in the gallery chunk, so the core runtime stays as it is): the first open request
 * downloads the lightbox chunk (`load`, once); each request opens the lightbox at its item. The answer stops
 * listening and takes the lightbox away, even one still loading.
 */
export function loadLightboxOnRequest(element: EventTarget, load: () => Promise<LightboxHandle>): () => void {
  let lightbox: Promise<LightboxHandle> | null = null;
  let stopped = false;
  const onOpen = (event: Event) => {
    const { index } = (event as CustomEvent<OpenRequest>).detail;
    lightbox ??= load();
    void lightbox.then((handle) => {
      if (!stopped) handle.open(index);
    });
  };
  element.addEventListener(OPEN_EVENT, onOpen);
  return () => {
    stopped = true;
    element.removeEventListener(OPEN_EVENT, onOpen);
    void lightbox?.then((handle) => handle.stop());
  };
}
