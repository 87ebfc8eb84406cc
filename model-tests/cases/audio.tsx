import { createRoot } from 'react-dom/client';
import { createActor, type ActorRefFrom } from 'xstate';
import { audioMachine } from '../../machines/audio/machine';
import { joinPagePlayers } from '../../runtime/media/one-at-a-time';
import { AudioView } from '../../views/audio/AudioView';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The audio chart's walk (model-tests/audio.model.test.tsx) and its page in the chart lab: two server-drawn audio
// blocks; the element's own play and pause events are the visitor's use of its native controls, RESET comes from the
// second block starting (the page's one-at-a-time rule), as the block joins it at mount. Its pause is the runtime's
// DOM call, counted here.

type AudioRef = ActorRefFrom<typeof audioMachine>;
export const media = (container: HTMLElement) => container.querySelector<HTMLAudioElement>('#bake audio')!;
export const otherMedia = (container: HTMLElement) => container.querySelector<HTMLAudioElement>('#other audio')!;

/** The page around the chart: how often the element was told to pause, and the second block's actor. */
export const audioPage = { pauses: 0, other: undefined as unknown as AudioRef };

export const audioCase: ChartCase<typeof audioMachine> = {
  title: 'two audio blocks on the page',
  machine: audioMachine.provide({ actions: { pauseMedia: () => void (audioPage.pauses += 1) } }),
  mount: async (actorRef, container, trigger = actorRef) => {
    audioPage.pauses = 0;
    container.innerHTML = `<figure id="bake" data-block-type="audio"><audio src="/media/tone.wav" preload="none"></audio><figcaption>Morning bake</figcaption></figure>
    <figure id="other" data-block-type="audio"><audio src="/media/tone.wav" preload="none"></audio></figure>`;
    const other = (audioPage.other = createActor(audioMachine).start());
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
  },
};

export const labCases = [audioCase];
