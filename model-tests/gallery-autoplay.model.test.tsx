// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { galleryAutoplayMachine, type AutoplayInput } from '../machines/gallery-autoplay/machine';
import { galleryAnatomy } from '../machines/gallery/anatomy';
import { galleryMachine } from '../machines/gallery/machine';
import { autoplayPageWatch, wireAutoplay } from '../runtime/gallery/wire-autoplay';
import { walkChart, type StateAssertion } from './harness';
import { immediateClock, renderGallery, testOptions, testSlides } from './support/gallery';

type Autoplay = typeof galleryAutoplayMachine;
const root = (container: HTMLElement) => container.querySelector<HTMLElement>(galleryAnatomy.selector('root'))!;
const rotation = (container: HTMLElement) => container.querySelector<HTMLButtonElement>(galleryAnatomy.selector('rotation'));
const status = (container: HTMLElement) => container.querySelector<HTMLElement>(galleryAnatomy.selector('status'))!;
const video = (container: HTMLElement) => container.querySelector('video')!;

/** The tab's visibility, without telling anyone: how the next page starts. */
const presetVisibility = (state: 'hidden' | 'visible') => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
/** The visitor hides or shows the tab. */
function setVisibility(state: 'hidden' | 'visible') {
  presetVisibility(state);
  document.dispatchEvent(new Event('visibilitychange'));
}
presetVisibility('visible');

/** The rotation control says what it will do, and the status is announced only while not rotating (WAI-ARIA). */
const rotatingView =
  (state: 'running' | 'paused'): StateAssertion<Autoplay> =>
  ({ container }) => {
    expect(rotation(container)!.getAttribute('aria-label')).toBe('Stop slide rotation');
    expect(rotation(container)!.dataset.state).toBe(state);
    expect(status(container).getAttribute('aria-live')).toBe('off');
  };

const cases: Array<[string, AutoplayInput]> = [
  ['autoplay on', { enabled: true, intervalMs: 5000, reducedMotion: false }],
  ['reduced motion: starts stopped', { enabled: true, intervalMs: 5000, reducedMotion: true }],
  ['nomotion in the address: off', { enabled: false, intervalMs: 5000, reducedMotion: false }],
];

for (const [name, input] of cases) {
  describe(`gallery autoplay through the slideshow (${name})`, () => {
    walkChart({
      machine: galleryAutoplayMachine,
      input,
      // The page watch is the runtime's own: the test hides the tab and plays the slide's video.
      actors: { watchPage: autoplayPageWatch(() => document.querySelector(galleryAnatomy.selector('root'))) },
      paths: 'shortest',
      mount: async (actorRef, container, trigger) => {
        // The gallery it drives, wired as the block wires them: advance → NEXT, slide changed → SLIDE_CHANGED.
        const gallery = createActor(galleryMachine, {
          input: { count: 3, loop: true, transitionMs: 1000, keyboard: false, grouped: false, slidesPerRow: 1, windowWidth: 1024 },
          clock: immediateClock,
        }).start();
        const unwire = wireAutoplay(gallery, trigger!, { randomize: false });
        const unmount = await renderGallery(container, {
          id: 'a', label: 'Autoplay', slides: testSlides(3, [2]), design: 'stacked', gallery, autoplay: actorRef, options: testOptions('stacked'), onNavigate: () => {},
        });
        return async () => {
          unwire();
          await unmount();
          gallery.stop();
          presetVisibility('visible');
        };
      },
      // One pause reason at a time (each is walked on and off; together they only OR), so the graph stays small.
      events: ({ context: c }) => {
        const pausedBy = c.hovered || c.focused || c.hidden || c.videoPlaying;
        const only = (set: boolean) => (pausedBy && !set ? [] : [{}]);
        return {
          'xstate.done.actor.startTime': [{ output: 1000 }],
          'xstate.done.actor.pauseTime': [{ output: 2500 }],
          POINTER_ENTER: only(c.hovered),
          POINTER_LEAVE: only(c.hovered),
          FOCUS_IN: only(c.focused),
          FOCUS_OUT: only(c.focused),
          PAGE_HIDDEN: only(c.hidden),
          PAGE_VISIBLE: only(c.hidden),
          VIDEO_PLAYING: only(c.videoPlaying),
          VIDEO_STOPPED: only(c.videoPlaying),
        };
      },
      actions: {
        TOGGLE: ({ container }) => rotation(container)!.click(),
        SLIDE_CHANGED: ({ container }) => container.querySelector<HTMLButtonElement>(galleryAnatomy.selector('next'))!.click(),
        POINTER_ENTER: ({ container }) => void fireEvent.pointerEnter(root(container), { pointerType: 'mouse' }),
        POINTER_LEAVE: ({ container }) => void fireEvent.pointerLeave(root(container), { pointerType: 'mouse' }),
        FOCUS_IN: ({ container }) => act(() => container.querySelector<HTMLButtonElement>(galleryAnatomy.selector('next'))!.focus()),
        FOCUS_OUT: ({ container }) => act(() => container.querySelector<HTMLButtonElement>(galleryAnatomy.selector('next'))!.blur()),
        PAGE_HIDDEN: () => setVisibility('hidden'),
        PAGE_VISIBLE: () => setVisibility('visible'),
        VIDEO_PLAYING: ({ container }) => void video(container).dispatchEvent(new Event('play')),
        VIDEO_STOPPED: ({ container }) => void video(container).dispatchEvent(new Event('pause')),
      },
      states: {
        deciding: () => {},
        off: ({ container }) => {
          expect(rotation(container)).toBeNull();
          expect(status(container).getAttribute('aria-live')).toBe('polite');
        },
        stopped: ({ container }) => {
          expect(rotation(container)!.getAttribute('aria-label')).toBe('Start slide rotation');
          expect(status(container).getAttribute('aria-live')).toBe('polite');
        },
        'rotating.running': rotatingView('running'),
        'rotating.pausing': rotatingView('paused'),
        'rotating.paused': rotatingView('paused'),
        rotating: ({ snapshot }) => expect(snapshot.context.remainingMs).toBeLessThanOrEqual(snapshot.context.intervalMs),
      },
    });
  });
}
