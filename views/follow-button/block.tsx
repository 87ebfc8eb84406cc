import { followButtonMachine } from '../../machines/follow-button/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import type { FollowButtonConfig } from '../../runtime/follow-button/follow-button.schema';
import { mountView } from '../shared/mount-view';
import { followButtonActors, followButtonEffects } from '../../runtime/follow-button/effects';
import { planFollowButton } from '../../runtime/follow-button/plan';
import { BlockSkipped, vendorSetting } from '../../runtime/vendors';
import { FollowButtonView } from './FollowButtonView';
import { followButtonConfigValidator } from '../../runtime/follow-button/follow-button.validator.generated';

/** The follow button block's lazy chunk: chart, view, and the shared script load. */
export const schema = followButtonConfigValidator;

export const mount: BlockModule<FollowButtonConfig>['mount'] = ({ id, element, site, startActor }, config) => {
  const plan = planFollowButton(config, site, vendorSetting(site));
  // An address the vendor table refuses: the block is skipped, the server's fallback stays.
  if ('skipped' in plan) throw new BlockSkipped(plan.skipped);
  const chart = followButtonMachine.provide({ actors: followButtonActors(site), actions: followButtonEffects(id) });
  const actor = startActor(id, chart, { input: plan.input });
  // Whatever the server rendered inside (a plain fallback link, say) is replaced: the button shows only once loaded.
  const fallback = [...element.childNodes];
  element.replaceChildren();
  const unmount = mountView(FollowButtonView, { actorRef: actor, profileUrl: plan.profileUrl }, element);
  return {
    actor,
    unmount: () => {
      unmount();
      element.replaceChildren(...fallback);
    },
  };
};
