import { donationConfigValidator } from '../../runtime/donation/donation.validator.generated';
import type { DonationConfig } from '../../runtime/donation/donation.schema';
import type { BlockModule } from '../../runtime/blocks/contract';
import { donateCheckoutUrl } from '../../runtime/routes';

/** Its configuration (runtime/donation/donation.schema.ts), checked without zod. */
export const schema = donationConfigValidator;

/** Logged (visitor-runtime §8 "Bootstrap") when the block has no button; the block is then skipped. */
export const mountError = 'Donation button not found';

/** No state and no React: the block points its server-rendered button at the donation checkout. */
export const mount: BlockModule<DonationConfig>['mount'] = ({ element }, config) => {
  const button = element.querySelector<HTMLElement>('a, button');
  if (!button) throw new Error(mountError);
  const url = donateCheckoutUrl(config.donatePageId);
  const go = (event: Event) => {
    event.preventDefault();
    window.location.assign(url);
  };
  if (button instanceof HTMLAnchorElement) button.href = url;
  button.addEventListener('click', go);
  return { unmount: () => button.removeEventListener('click', go) };
};
