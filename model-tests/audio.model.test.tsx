// @vitest-environment happy-dom
import { createRoot } from 'react-dom/client';
import { describe, expect } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { audioAnatomy } from '../machines/audio/anatomy';
import { audioMachine } from '../machines/audio/machine';
import { joinPagePlayers } from '../runtime/media/one-at-a-time';
import { AudioView } from '../views/audio/AudioView';
import { renderNow } from './harness/render-now';
import { walkChart, type Mount } from './harness';

// The audio chart through its view on a server-drawn block: the element's own play and pause events are the
// visitor's use of its native controls; RESET comes from a second audio block on the page starting (the page's
// one-at-a-time rule), as the block joins it at mount. Its pause is the runtime's DOM call, watched on the element.
type AudioRef = ActorRefFrom<typeof audioMachine>;
const media = (container: HTMLElement) => container.querySelector<HTMLAudioElement>('#bake audio')!;
const otherMedia = (container: HTMLElement) => container.querySelector<HTMLAudioElement>('#other audio')!;
let pauses: number;
let other: AudioRef;

const mount: Mount<typeof audioMachine> = async (actorRef, container, trigger = actorRef) => {
  pauses = 0;
  container.innerHTML = `<figure id="bake" data-block-type="audio"><audio src="/media/tone.wav" preload="none"></audio><figcaption>Morning bake</figcaption></figure>
    <figure id="other" data-block-type="audio"><audio src="/media/tone.wav" preload="none"></audio></figure>`;
  other = createActor(audioMachine).start();
  const leaveOther = joinPagePlayers(other);
  const leave = joinPagePlayers(trigger);
  const roots = [createRoot(document.createElement('div')), createRoot(document.createElement('div'))];
  await renderNow(() => {
    roots[0]!.render(<AudioView actorRef={actorRef as AudioRef} element={container.querySelector('#bake')!} media={media(container)} />);
    roots[1]!.render(<AudioView actorRef={other} element={container.querySelector('#other')!} media={otherMedia(container)} />);
  });
  return async () => {
    await renderNow(() => roots.forEach((root) => root.unmount()));
    leave();
    leaveOther();
    other.stop();
  };
};

const expectShown = (container: HTMLElement, state: 'paused' | 'playing') => {
  expect(container.querySelector<HTMLElement>('#bake')!.dataset.state).toBe(state);
  expect(media(container).matches(audioAnatomy.selector('media'))).toBe(true);
  // The native controls, whatever the server wrote.
  expect(media(container).controls).toBe(true);
};

describe('audio chart through its view (two audio blocks on the page)', () => {
  walkChart({
    machine: audioMachine.provide({ actions: { pauseMedia: () => void (pauses += 1) } }),
    mount,
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
        expect(pauses).toBe(other.getSnapshot().value === 'playing' ? 1 : 0);
      },
      playing: ({ container }) => {
        expectShown(container, 'playing');
        expect(pauses).toBe(0);
      },
    },
  });
});
