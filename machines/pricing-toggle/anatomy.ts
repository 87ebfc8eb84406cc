import { createAnatomy } from '../shared/anatomy';

/** The pricing toggle: the group of options, each option button, each price group and each join-button group. */
export const pricingToggleAnatomy = createAnatomy('pricing-toggle', ['options', 'option', 'price', 'join']);
