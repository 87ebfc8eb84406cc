import { audioMachine } from '../../machines/audio/machine';
import type { BlockModule } from '../../runtime/block-contract';
import { joinPagePlayers } from '../../runtime/media/one-at-a-time';
import { audioConfigSchema, type AudioConfig } from '../../runtime/schemas/audio';
import { mountView } from '../shared/mount-view';
import { AudioView } from './AudioView';

/** The audio block's lazy chunk (visitor-runtime §2): native controls, one player at a time on the page. */
export const schema = audioConfigSchema;
/** Logged when the block holds no `<audio>`; it is then skipped and stays as drawn. */
export const mountError = 'Audio element not found';

export const mount: BlockModule<AudioConfig>['mount'] = ({ id, element, startActor }) => {
  const media = element instanceof HTMLAudioElement ? element : element.querySelector('audio');
  if (!media) throw new Error(mountError);
  const actor = startActor(id, audioMachine.provide({ actions: { pauseMedia: () => media.pause() } }));
  const leave = joinPagePlayers(actor);
  // Drawn at once: a play pressed while the chunk loaded is already playing, and the chart must know.
  const unmount = mountView(AudioView, { actorRef: actor, element, media }, document.createElement('div'), { sync: true });
  if (!media.paused) actor.send({ type: 'PLAY' });
  return {
    actor,
    unmount() {
      unmount();
      leave();
    },
  };
};
