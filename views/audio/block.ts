import { audioMachine } from '../../machines/audio/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import { audioEffects } from '../../runtime/audio/effects';
import { joinPagePlayers } from '../../runtime/media/one-at-a-time';
import type { AudioConfig } from '../../runtime/audio/audio.schema';
import { mountDetached } from '../shared/mount-view';
import { AudioView } from './AudioView';
import { PUBLISHED_AUDIO_EMBED } from '../../runtime/audio/read-published';
import { audioConfigValidator } from '../../runtime/audio/audio.validator.generated';

export { readPublishedAudio as readPublished } from '../../runtime/audio/read-published';

/** The audio block's lazy chunk (visitor-runtime §2): native controls, one player at a time on the page. */
export const schema = audioConfigValidator;
/** Logged when the block holds no `<audio>` and names no track; it is then skipped and stays as drawn. */
export const mountError = 'Audio element not found';

/**
 * The one part a published block lacks (its player was the platform's script): an `<audio>` with native controls in
 * the platform's placeholder, named by the track's title. Loads nothing before play; removed on unmount.
 */
function drawnPlayer(element: HTMLElement, { src, title }: AudioConfig): HTMLAudioElement | null {
  if (!src) return null;
  const media = element.ownerDocument.createElement('audio');
  media.controls = true;
  media.preload = 'none';
  media.src = src;
  if (title) media.setAttribute('aria-label', title);
  (element.querySelector(PUBLISHED_AUDIO_EMBED) ?? element).append(media);
  return media;
}

export const mount: BlockModule<AudioConfig>['mount'] = ({ id, element, startActor }, config) => {
  const served = element instanceof HTMLAudioElement ? element : element.querySelector('audio');
  const media = served ?? drawnPlayer(element, config);
  if (!media) throw new Error(mountError);
  const actor = startActor(id, audioMachine.provide({ actions: audioEffects(media) }));
  const leave = joinPagePlayers(actor);
  // Drawn at once: a play pressed while the chunk loaded is already playing, and the chart must know.
  const unmount = mountDetached(AudioView, { actorRef: actor, element, media });
  if (!media.paused) actor.send({ type: 'PLAY' });
  return {
    actor,
    unmount() {
      unmount();
      leave();
      if (media !== served) media.remove();
    },
  };
};
