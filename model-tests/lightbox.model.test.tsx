// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { lightboxAnatomy, type LightboxPart } from '../machines/lightbox/anatomy';
import { videoAnatomy } from '../machines/video/anatomy';
import { OPEN_EVENT } from '../runtime/gallery/lightbox-requests';
import { LIGHTBOX_BODY_CLASS } from '../runtime/lightbox/page-effects';
import { lightboxCase, lightboxPage, slides } from './cases/lightbox';
import { walkChart } from './harness';

// happy-dom loads no iframe page and writes so straight to stderr for each player: expected here, so not shown.
const writeError = process.stderr.write.bind(process.stderr);
beforeAll(() => {
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).includes('Iframe page loading is disabled') || writeError(chunk, ...rest)) as typeof process.stderr.write;
});
afterAll(() => {
  process.stderr.write = writeError;
});

const page = lightboxPage;
const part = (container: HTMLElement, name: LightboxPart) => container.querySelector<HTMLElement>(lightboxAnatomy.selector(name));
const currentSlide = (container: HTMLElement) => container.querySelector<HTMLElement>(`${lightboxAnatomy.selector('slide')}[data-current]`)!;
const key = (key: string) => act(() => void (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
/** A click at this fraction of the window's width, on the current slide (not on its image: "elsewhere"). */
const clickAt = (container: HTMLElement, fraction: number) =>
  act(() => void currentSlide(container).dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: window.innerWidth * fraction, clientY: 10 })));

function expectShown(container: HTMLElement, index: number) {
  const root = part(container, 'root')!;
  expect(root.getAttribute('role')).toBe('dialog');
  expect(root.getAttribute('aria-modal')).toBe('true');
  expect(root.getAttribute('aria-label')).toBe('Photos');
  expect(part(container, 'status')!.textContent).toBe(`${index + 1} of 3`);
  expect(currentSlide(container).dataset.index).toBe(String(index));
  // The neighbours are drawn so their images load, and hidden.
  expect(container.querySelectorAll(lightboxAnatomy.selector('slide')).length).toBe(3);
  // An image loads at once; the embed slide shows its video chart's view.
  if (index === 2) expect(currentSlide(container).querySelector(videoAnatomy.scopeSelector)!.id).toBe('photos:lightbox:slide:2:video');
  else expect(currentSlide(container).querySelector('img')!.dataset.load).toBe('eager');
  // The slides sit on the viewport a drag moves, the current one at 0 and its neighbours on either side.
  const places = Array.from(container.querySelectorAll<HTMLElement>(lightboxAnatomy.selector('slide')), (s) => `${s.dataset.index}:${s.dataset.place}`);
  expect(places).toEqual([0, 1, 2].map((i) => `${i}:${i === index ? 0 : i === (index + 1) % 3 ? 1 : -1}`));
  expect(part(container, 'viewport')!.dataset.swipe).toBe('idle');
  expect(document.body.classList.contains(LIGHTBOX_BODY_CLASS)).toBe(true);
  expect(document.documentElement.style.overflow).toBe('hidden');
}

describe('lightbox chart through its view (three slides)', () => {
  walkChart({
    ...lightboxCase(),
    paths: 'transitions',
    actions: {
      OPEN: async ({ container, event }) => {
        page(container).thumbnail.focus();
        await act(async () => void page(container).gallery.dispatchEvent(new CustomEvent(OPEN_EVENT, { bubbles: true, detail: { galleryId: 'photos', index: event.index, slide: slides[event.index] } })));
      },
      NEXT: ({ container }) => act(() => part(container, 'next')!.click()),
      // The left half of the window, more than 2 % inside its edge.
      PREVIOUS: ({ container }) => clickAt(container, 0.3),
      ARROW_KEY: ({ event }) => key(event.direction === 'next' ? 'ArrowRight' : 'ArrowLeft'),
      TOGGLE_CAPTION: ({ container }) => act(() => part(container, 'caption-toggle')!.click()),
      CLOSE: ({ container, event }) => {
        if (event.via === 'button') act(() => part(container, 'close')!.click());
        else if (event.via === 'escape') key('Escape');
        // 1 % inside the right edge: inside the dead zone, so not a move but a close.
        else clickAt(container, 0.99);
      },
      HISTORY_BACK: () => act(() => void window.dispatchEvent(new PopStateEvent('popstate'))),
    },
    states: {
      closed: ({ container }) => {
        expect(part(container, 'root')).toBeNull();
        expect(document.body.classList.contains(LIGHTBOX_BODY_CLASS)).toBe(false);
        expect(document.documentElement.style.overflow).toBe('');
        expect(page(container).gallery.inert).toBe(false);
        // Focus is where the visitor was: on the thumbnail that opened it.
        expect(document.activeElement).toBe(page(container).thumbnail);
      },
      'shown.active.opening': ({ container, snapshot }) => {
        expect(part(container, 'root')!.dataset.state).toBe('opening');
        expectShown(container, snapshot.context.index);
        // Focus moved in (the close button); the page goes inert once it is open.
        expect(document.activeElement).toBe(part(container, 'close'));
        expect(page(container).gallery.inert).toBe(false);
      },
      'shown.active.open': ({ container, snapshot }) => {
        expect(part(container, 'root')!.dataset.state).toBe('open');
        expectShown(container, snapshot.context.index);
        expect(container.contains(document.activeElement)).toBe(true);
        expect(page(container).gallery.inert).toBe(true);
        expect(part(container, 'caption-toggle')!.getAttribute('aria-expanded')).toBe(String(snapshot.context.captionShown));
        expect(part(container, 'meta')!.hasAttribute('data-shown')).toBe(snapshot.context.captionShown);
        expect(part(container, 'meta')!.textContent).toBe(`Title ${snapshot.context.index + 1}`);
        // The page heard every slide shown (the address follows the last) and every slide left, which is marked.
        const { shown, left, video } = page(container);
        expect(shown.at(-1)).toBe(snapshot.context.index);
        expect(left.at(-1) ?? null).toBe(snapshot.context.leaving);
        if (snapshot.context.leaving !== null) expect(currentSlide(container).parentElement!.querySelector('[data-leaving]')!.getAttribute('data-index')).toBe(String(snapshot.context.leaving));
        // Only the slide shown may play: its video plays there, and is back at its overlay once left.
        expect(video.getSnapshot().matches('playing')).toBe(snapshot.context.index === 2 && snapshot.context.leaving !== null);
      },
      'shown.closing': ({ container, snapshot }) => {
        expect(part(container, 'root')!.dataset.state).toBe('closing');
        // Fading out: the page is back (not inert, focus on the thumbnail), the scroll lock goes when it has faded.
        expect(page(container).gallery.inert).toBe(false);
        expect(document.activeElement).toBe(page(container).thumbnail);
        expect(document.body.classList.contains(LIGHTBOX_BODY_CLASS)).toBe(true);
        // Closing stops the video, and is heard as leaving the slide shown.
        expect(page(container).video.getSnapshot().matches('overlay')).toBe(true);
        expect(page(container).left.at(-1)).toBe(snapshot.context.index);
      },
    },
  });
});
