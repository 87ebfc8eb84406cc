// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, describe, expect } from 'vitest';
import { galleryAnatomy } from '../machines/gallery/anatomy';
import { galleryMachine } from '../machines/gallery/machine';
import { galleryInput, galleryRealActors, slideshowCase } from './cases/gallery';
import { walkChart, type StateAssertion } from './harness';
import { layOutInView, pressKey, renderGallery, testOptions, testSlides } from './support/gallery';

type Gallery = typeof galleryMachine;
const restoreLayout = layOutInView();
afterAll(restoreLayout);

const root = (container: HTMLElement) => container.querySelector<HTMLElement>(galleryAnatomy.selector('root'))!;
const button = (container: HTMLElement, part: 'previous' | 'next') => container.querySelector<HTMLButtonElement>(`[data-design] > ${galleryAnatomy.selector('controls')} ${galleryAnatomy.selector(part)}`)!;
const mainSlides = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>(`[data-design] ${galleryAnatomy.selector('track')} > ${galleryAnatomy.selector('slide')}`)).filter((s) => !s.closest(galleryAnatomy.selector('thumbnails')));
const thumbnails = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>(galleryAnatomy.selector('thumbnail')));

const input = galleryInput;

/** In every state: the status names the current slide, only it is shown, and the controls are disabled at the ends. */
const showsCurrent: StateAssertion<Gallery> = ({ container, snapshot }) => {
  const { index, count, loop } = snapshot.context;
  const slides = mainSlides(container);
  expect(slides.map((s) => s.dataset.state === 'current')).toEqual(slides.map((_, i) => i === index));
  slides.forEach((slide, i) => {
    expect(slide.getAttribute('aria-label')).toBe(`${i + 1} of ${count}`);
    expect(slide.hasAttribute('inert')).toBe(i !== index);
  });
  expect(container.querySelector(galleryAnatomy.selector('status'))!.textContent).toBe(`Slide ${index + 1} of ${count}`);
  if (!loop) {
    expect(button(container, 'previous').disabled).toBe(index === 0);
    expect(button(container, 'next').disabled).toBe(index === count - 1);
  }
};
const moving: StateAssertion<Gallery> = ({ container }) => expect(root(container).hasAttribute('data-moving')).toBe(true);
const idle: StateAssertion<Gallery> = ({ container }) => expect(root(container).hasAttribute('data-moving')).toBe(false);

/** NEXT/PREVIOUS: the button, or at a disabled end the arrow key (the only way to reach an end). */
const step = (part: 'previous' | 'next', key: string) => ({ container }: { container: HTMLElement }) => {
  const control = button(container, part);
  if (control.disabled) pressKey(key);
  else control.click();
};

describe('gallery chart through the slideshow with its linked thumbnail strip (loop off)', () => {
  walkChart({
    ...slideshowCase,
    actions: {
      NEXT: step('next', 'ArrowRight'),
      PREVIOUS: step('previous', 'ArrowLeft'),
      // Home/End are the gallery's while focus is inside it.
      FIRST: ({ container }) => pressKey('Home', button(container, 'next')),
      LAST: ({ container }) => pressKey('End', button(container, 'next')),
      KEY: ({ container, event }) => {
        const key = { NEXT: 'ArrowRight', PREVIOUS: 'ArrowLeft', FIRST: 'Home', LAST: 'End' }[event.command];
        pressKey(key, event.command === 'FIRST' || event.command === 'LAST' ? button(container, 'next') : document);
      },
      // A click on a thumbnail moves the strip; the link makes the slideshow follow.
      SYNC: ({ container, event }) => thumbnails(container)[event.index]!.click(),
      VIEWPORT: () => act(() => void window.dispatchEvent(new Event('resize'))),
    },
    states: { 'slides.idle': idle, 'slides.moving': moving, slides: showsCurrent, 'layout.steady': () => {}, 'layout.settling': () => {} },
  });
});

/** The window's width, without telling anyone (a fresh page of that width). */
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
/** The visitor resizes the window. */
const resizeTo = (width: number) =>
  act(() => {
    setWidth(width);
    window.dispatchEvent(new Event('resize'));
  });

describe('gallery chart through the strip (loop on): a click on another slide makes it current', () => {
  walkChart({
    machine: galleryMachine,
    input: input({ loop: true, transitionMs: 500 }),
    actors: galleryRealActors,
    mount: (actorRef, container) =>
      renderGallery(container, { id: 's', label: 'Strip', slides: testSlides(3), design: 'strip', gallery: actorRef, options: testOptions('strip'), onNavigate: () => {} }),
    events: { SYNC: [], VIEWPORT: [], KEY: [], FIRST: [], LAST: [], OPEN: [], GO_TO: [{ index: 0 }, { index: 1 }, { index: 2 }] },
    actions: {
      // A click on the current slide follows activeSlideClickBehavior: next.
      NEXT: ({ container, snapshot }) => mainSlides(container)[snapshot.context.index]!.click(),
      PREVIOUS: step('previous', 'ArrowLeft'),
      GO_TO: ({ container, event }) => mainSlides(container)[event.index]!.click(),
    },
    states: {
      'slides.idle': idle,
      'slides.moving': moving,
      slides: ({ container, snapshot }) => {
        const slides = mainSlides(container);
        expect(slides.map((s) => s.getAttribute('aria-current'))).toEqual(slides.map((_, i) => (i === snapshot.context.index ? 'true' : null)));
        // Loop on: nothing is disabled.
        expect(button(container, 'previous').disabled || button(container, 'next').disabled).toBe(false);
      },
      layout: () => {},
    },
  });
});

describe('gallery chart through the carousel: groups of three, two under 480 px, regrouped after the resize debounce', () => {
  afterAll(() => setWidth(1024));
  walkChart({
    machine: galleryMachine,
    input: input({ count: 5, grouped: true, transitionMs: 500 }),
    actors: galleryRealActors,
    mount: async (actorRef, container) => {
      setWidth(1024);
      return renderGallery(container, { id: 'c', label: 'Carousel', slides: testSlides(5), design: 'carousel', gallery: actorRef, options: testOptions('carousel'), onNavigate: () => {} });
    },
    events: { SYNC: [], KEY: [], FIRST: [], LAST: [], GO_TO: [], OPEN: [], VIEWPORT: [{ width: 400 }, { width: 1024 }] },
    actions: {
      NEXT: step('next', 'ArrowRight'),
      PREVIOUS: step('previous', 'ArrowLeft'),
      VIEWPORT: ({ event }) => resizeTo(event.width),
    },
    states: {
      'slides.idle': idle,
      'slides.moving': moving,
      slides: ({ container, snapshot }) => {
        const { index, perGroup, count } = snapshot.context;
        const shown = mainSlides(container).map((s) => !s.hasAttribute('inert'));
        expect(shown).toEqual(shown.map((_, i) => i >= index && i < index + perGroup));
        expect(button(container, 'previous').disabled).toBe(index === 0);
        expect(button(container, 'next').disabled).toBe(index + perGroup >= count);
      },
      layout: () => {},
    },
  });
});

describe('gallery chart through the grid (lightbox on): arrow keys move focus between items, a click or Enter opens one', () => {
  const controls = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLButtonElement>(`${galleryAnatomy.selector('slide')} > button`));
  /** The key that moves focus from one item to another in reading order (Home and End for the far ends). */
  const keyFor = (from: number, to: number, count: number) => (to === from + 1 ? 'ArrowRight' : to === from - 1 ? 'ArrowLeft' : to === 0 ? 'Home' : to === count - 1 ? 'End' : null);
  walkChart({
    machine: galleryMachine,
    input: input({ loop: false, transitionMs: 0, keyboard: false }),
    actors: galleryRealActors,
    mount: (actorRef, container) =>
      renderGallery(container, { id: 'grid', label: 'Grid', slides: testSlides(3), design: 'grid', gallery: actorRef, options: { ...testOptions('grid', { lightbox: true }), random: () => 0.5 }, onNavigate: () => {} }),
    events: { SYNC: [], KEY: [], NEXT: [], PREVIOUS: [], FIRST: [], LAST: [], VIEWPORT: [{ width: 1024 }], GO_TO: [{ index: 0 }, { index: 1 }, { index: 2 }], OPEN: [{ index: 0 }, { index: 2 }] },
    actions: {
      GO_TO: ({ container, event, snapshot }) => {
        const key = keyFor(snapshot.context.index, event.index, snapshot.context.count);
        if (key) pressKey(key, controls(container)[snapshot.context.index]!);
      },
      OPEN: ({ container, event }) => controls(container)[event.index]!.click(),
      VIEWPORT: () => act(() => void window.dispatchEvent(new Event('resize'))),
    },
    states: {
      'slides.idle': () => {},
      'slides.moving': () => {},
      slides: ({ container, snapshot }) => {
        // One tab stop: the current item's button; a list, not a carousel, and nothing to announce.
        expect(controls(container).map((b) => b.tabIndex)).toEqual([0, 1, 2].map((i) => (i === snapshot.context.index ? 0 : -1)));
        expect(controls(container).map((b) => b.getAttribute('aria-label'))).toEqual(['Open Photo 1 in the lightbox', 'Open Photo 2 in the lightbox', 'Open Photo 3 in the lightbox']);
        expect(root(container).hasAttribute('aria-roledescription')).toBe(false);
        expect(container.querySelector(galleryAnatomy.selector('status'))).toBeNull();
      },
      layout: () => {},
    },
  });
});
