import { PRICING_OPTION_COUNT } from '../../machines/pricing-toggle/machine';

/**
 * A pricing toggle as the server draws it (docs/blocks.md "Pricing toggle"): an element holding the two option
 * buttons, then one price group and one join-button group per option, in the options' order; the server shows the
 * first option's groups and hides the other's (`hidden`).
 */
export const PRICING_OPTIONS = '[data-pricing-options]';
export const PRICING_OPTION = '[data-pricing-option]';
export const PRICING_PRICE = '[data-pricing-price]';
export const PRICING_JOIN = '[data-pricing-join]';

export interface ServerPricingToggle {
  options: HTMLElement;
  buttons: HTMLElement[];
  prices: HTMLElement[];
  joins: HTMLElement[];
}

/** The server's toggle in a block, or null unless it has its options element and two of each part. */
export function serverPricingToggle(block: Element): ServerPricingToggle | null {
  const options = block.querySelector<HTMLElement>(PRICING_OPTIONS);
  const all = (selector: string) => Array.from(block.querySelectorAll<HTMLElement>(selector));
  const [buttons, prices, joins] = [all(PRICING_OPTION), all(PRICING_PRICE), all(PRICING_JOIN)];
  const complete = [buttons, prices, joins].every((parts) => parts.length === PRICING_OPTION_COUNT);
  return options && complete ? { options, buttons, prices, joins } : null;
}
