// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { audioAnatomy } from '../machines/audio/anatomy';
import { audioCase, audioPage, media, otherMedia } from './cases/audio';
import { walkChart } from './harness';

// The audio chart through its view on a server-drawn block (model-tests/cases/audio.tsx): the element's own play and
// pause events are the visitor's use of its native controls; RESET comes from a second audio block on the page
// starting (the page's one-at-a-time rule). Its pause is the runtime's DOM call, counted by the case.

const expectShown = (container: HTMLElement, state: 'paused' | 'playing') => {
  expect(container.querySelector<HTMLElement>('#bake')!.dataset.state).toBe(state);
  expect(media(container).matches(audioAnatomy.selector('media'))).toBe(true);
  // The native controls, whatever the server wrote.
  expect(media(container).controls).toBe(true);
};

describe('audio chart through its view (two audio blocks on the page)', () => {
  walkChart({
    ...audioCase,
    actions: {
      PLAY: ({ container }) => void media(container).dispatchEvent(new Event('play')),
      PAUSE: ({ container }) => void media(container).dispatchEvent(new Event('pause')),
      // The other block starts playing: the page's rule pauses this one.
      RESET: ({ container }) => void otherMedia(container).dispatchEvent(new Event('play')),
    },
    states: {
      paused: ({ container }) => {
        expectShown(container, 'paused');
        // Paused by the other block's start (RESET): the element was told to pause; by the visitor: it had paused itself.
        expect(audioPage.pauses).toBe(audioPage.other.getSnapshot().value === 'playing' ? 1 : 0);
      },
      playing: ({ container }) => {
        expectShown(container, 'playing');
        expect(audioPage.pauses).toBe(0);
      },
    },
  });
});
