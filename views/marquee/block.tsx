import { marqueeMachine } from '../../machines/marquee/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import { animateActor, marqueeEffects, marqueeMotion, reducedMotionNow, watchPageActor } from '../../runtime/marquee/effects';
import { readPublishedMarquee, serverMarquee } from '../../runtime/marquee/read-published';
import type { MarqueeConfig } from '../../runtime/marquee/marquee.schema';
import { mountDetached } from '../shared/mount-view';
import { PublishedMarquee } from './PublishedMarquee';
import { marqueeConfigValidator } from '../../runtime/marquee/marquee.validator.generated';

/** The marquee block's lazy chunk (visitor-runtime §4 "Marquee"): the motion chart on the server's moving line. */
export const schema = marqueeConfigValidator;
export const readPublished: BlockModule['readPublished'] = readPublishedMarquee;
/** Logged when the block holds no items to move; it is then skipped and stays as drawn. */
export const mountError = 'Marquee items not found (.Marquee > .Marquee-body > .Marquee-items)';

export const mount: BlockModule<MarqueeConfig>['mount'] = ({ id, element, startActor }, config) => {
  const parts = serverMarquee(element);
  if (!parts) throw new Error(mountError);
  const motion = marqueeMotion(parts, config);
  const actor = startActor(
    id,
    marqueeMachine.provide({
      actors: { watchPage: watchPageActor(element), animate: animateActor(motion) },
      actions: marqueeEffects(motion),
    }),
    { input: { pausedOnHover: config.pausedOnHover, reducedMotion: reducedMotionNow() } },
  );
  // React renders into a detached host (a root clears its container); the control reaches the line by a portal.
  // Drawn at once, so the first layout measures the line as the view's stylesheet lays it out.
  const unmount = mountDetached(PublishedMarquee, { actorRef: actor, ...parts });
  motion.layout();
  return {
    actor,
    unmount() {
      unmount();
      motion.destroy();
    },
  };
};
