// @vitest-environment happy-dom
import { afterAll, beforeEach, describe, expect, vi } from 'vitest';
import { imageLoaderAnatomy } from '../machines/image-loader/anatomy';
import { imageUrl, parseImageConfig } from '../machines/image-loader/rules';
import { ATTRIBUTES, imageLoaderCase, lazyImageView, loggingLoader, PLACEHOLDER, SRC } from './cases/image-loader';
import { walkChart } from './harness';

const view = lazyImageView;

const image = (container: HTMLElement) => container.querySelector<HTMLImageElement>(imageLoaderAnatomy.selector('image'))!;

const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
beforeEach(() => errors.mockClear());
afterAll(() => errors.mockRestore());

/** The <img> as the page lays it out, in `state`, showing `src`. */
function expectImage(container: HTMLElement, state: string, src: string) {
  const img = image(container);
  expect(img.dataset.state).toBe(state);
  expect(img.getAttribute('src')).toBe(src);
  expect(img.getAttribute('alt')).toBe('Photo 7');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['2500', '1667']);
  expect(img.getAttribute('decoding')).toBe('async');
  expect(img.style.objectFit).toBe('cover');
  expect(img.style.objectPosition).toBe('25% 75%');
}

/** The page's own src until a step loads, then the loaded step's address. */
const shown = (loaded: number | null) => (loaded === null ? PLACEHOLDER : imageUrl(SRC, loaded as 100, 'filename'));

describe('image-loader chart through LazyImage (its watches, queue slot and download are settled stand-ins)', () => {
  walkChart({
    ...imageLoaderCase,
    actions: {
      // The IntersectionObserver watch reporting the image within 200 px of (or inside) the viewport.
      NEAR_VIEWPORT: ({ fromActor, event }) => fromActor('nearViewport', event),
      // The page's image queue granting this image a slot.
      SLOT_GRANTED: ({ fromActor, event }) => fromActor('queueSlot', event),
      // The ResizeObserver watch reporting the slot's new size.
      SLOT_RESIZED: ({ fromActor, event }) => fromActor('slotSize', event),
    },
    states: {
      waiting: ({ container }) => expectImage(container, 'waiting', PLACEHOLDER),
      'fetching.queued': ({ container, snapshot }) => {
        expectImage(container, 'queued', shown(snapshot.context.loaded));
        expect(snapshot.context.wanted).toBe(snapshot.context.loaded === null ? 1000 : 2500);
      },
      'fetching.loading': ({ container, snapshot }) => expectImage(container, 'loading', shown(snapshot.context.loaded)),
      loaded: ({ container, snapshot }) => {
        expect([1000, 2500]).toContain(snapshot.context.loaded);
        expectImage(container, 'loaded', imageUrl(SRC, snapshot.context.loaded!, 'filename'));
        expect(errors).not.toHaveBeenCalled();
      },
      failed: ({ container, snapshot }) => {
        // What the image showed stays; the address that failed is logged with the §8 message.
        expectImage(container, 'failed', shown(snapshot.context.loaded));
        expect(errors).toHaveBeenCalledExactlyOnceWith(
          '[visitor-runtime] Invalid or missing image source.',
          imageUrl(SRC, snapshot.context.wanted!, 'filename'),
        );
      },
    },
  });
});

describe('image-loader chart: an image without a source fails at once', () => {
  walkChart({
    machine: loggingLoader,
    input: { config: parseImageConfig({ ...ATTRIBUTES, src: '' }) },
    mount: view(''),
    actions: {},
    states: {
      failed: ({ container }) => {
        expectImage(container, 'failed', PLACEHOLDER);
        expect(errors).toHaveBeenCalledExactlyOnceWith('[visitor-runtime] Invalid or missing image source.', '(none)');
      },
    },
  });
});

describe('image-loader chart: data-load="false" keeps the page src', () => {
  walkChart({
    machine: loggingLoader,
    input: { config: parseImageConfig({ ...ATTRIBUTES, load: 'false' }) },
    mount: view(SRC, 'never'),
    actions: {},
    states: {
      kept: ({ container }) => {
        expectImage(container, 'kept', PLACEHOLDER);
        expect(image(container).dataset.load).toBe('never');
      },
    },
  });
});
