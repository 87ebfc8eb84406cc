import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { videoMachine } from '../../machines/video/machine';
import { joinPageVideos, layoutChanges, listenForVideoCommands, playerCommands } from '../../runtime/video/page-videos';
import { videoPlayer } from '../../runtime/video/player';
import { VideoView } from '../../views/video/VideoView';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The video chart's walk (model-tests/video.model.test.tsx) and its page in the chart lab: the video as a block
// mounts it: the facade, the page's one-at-a-time rule (with a second video on the page, whose start is what resets
// this one) and the page's video events on the block's element.

export const YOUTUBE = '<iframe width="560" height="315" src="https://www.youtube.com/embed/abc123?rel=0" frameborder="0" allowfullscreen></iframe>';
/** The embed's player as the runtime's vendor table takes it (runtime/video/player.ts), on a page with the real vendors. */
const taken = videoPlayer(YOUTUBE, { standIns: null });
export const YOUTUBE_PLAYER = 'player' in taken ? taken.player : null;

type VideoActor = ReturnType<typeof createActor<typeof videoMachine>>;
/** The second video on the page, per mounted block element. */
export const otherVideo = (container: HTMLElement) => (container as HTMLElement & { otherVideo?: VideoActor }).otherVideo!;

export const videoCase = (mode: 'none' | 'fit'): ChartCase<typeof videoMachine> => ({
  title: `a YouTube embed, mode ${mode}`,
  machine: videoMachine,
  input: { html: YOUTUBE, providerName: null, mode, player: YOUTUBE_PLAYER },
  actors: { layoutChanges: layoutChanges(window), playerCommands: playerCommands(document) },
  mount: async (actorRef, container, trigger = actorRef) => {
    const other = createActor(videoMachine, { input: { html: YOUTUBE, player: YOUTUBE_PLAYER } }).start();
    (container as HTMLElement & { otherVideo?: VideoActor }).otherVideo = other;
    const leaveOther = joinPageVideos(other);
    const leave = joinPageVideos(trigger);
    const stopCommands = listenForVideoCommands(container, trigger);
    const view = createRoot(container);
    await renderNow(() => view.render(<VideoView actorRef={actorRef} blockId="clip" title="Baking bread" thumbnailUrl="/images/photo-1.jpg?format=750w" padding={56.3} ratio={16 / 9} />));
    return async () => {
      await renderNow(() => view.unmount());
      stopCommands();
      leave();
      leaveOther();
      other.stop();
    };
  },
  events: { SET_MODE: [{ mode: mode === 'fit' ? 'none' : 'fit' }] },
});

export const labCases = [videoCase('none')];
