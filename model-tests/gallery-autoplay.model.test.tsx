// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { describe, expect } from 'vitest';
import { galleryAutoplayMachine } from '../machines/gallery-autoplay/machine';
import { galleryAnatomy } from '../machines/gallery/anatomy';
import { autoplayCase, autoplayInputs } from './cases/gallery-autoplay';
import { walkChart, type StateAssertion } from './harness';

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

for (const autoplay of autoplayInputs) {
  const [name] = autoplay;
  const shared = autoplayCase(autoplay);
  describe(`gallery autoplay through the slideshow (${name})`, () => {
    walkChart({
      ...shared,
      paths: 'transitions',
      mount: async (actorRef, container, trigger) => {
        const unmount = await shared.mount(actorRef, container, trigger);
        return async () => {
          await unmount();
          presetVisibility('visible');
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
