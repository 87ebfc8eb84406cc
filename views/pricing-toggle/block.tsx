import { pricingToggleMachine } from '../../machines/pricing-toggle/machine';
import type { BlockModule } from '../../runtime/blocks/contract';
import { serverPricingToggle } from '../../runtime/pricing-toggle/markup';
import type { PricingToggleConfig } from '../../runtime/pricing-toggle/pricing-toggle.schema';
import { mountDetached } from '../shared/mount-view';
import { PricingToggle } from './PricingToggle';
import { pricingToggleConfigValidator } from '../../runtime/pricing-toggle/pricing-toggle.validator.generated';

/** The pricing toggle's lazy chunk (visitor-runtime §4 "Member-access pricing toggle"): its chart on the server's parts. */
export const schema = pricingToggleConfigValidator;
/** Logged when the block lacks its parts; it is then skipped and stays as drawn. */
export const mountError = 'Pricing options not found (two [data-pricing-option] in [data-pricing-options], two [data-pricing-price], two [data-pricing-join])';

export const mount: BlockModule<PricingToggleConfig>['mount'] = ({ id, element, startActor }) => {
  const parts = serverPricingToggle(element);
  if (!parts) throw new Error(mountError);
  const actor = startActor(id, pricingToggleMachine);
  // The server's parts are driven where they are; React renders into a detached host (a root clears its container),
  // at once: the parts are the view's before the press held while loading is replayed.
  return { actor, unmount: mountDetached(PricingToggle, { actorRef: actor, blockId: id, ...parts }) };
};
