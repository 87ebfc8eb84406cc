import { ACCORDION_ANIMATION_MS, accordionMachine } from '../../machines/accordion/machine';
import { prefersReducedMotion } from '../reduced-motion';

/**
 * The accordion chart as the page runs it: its animation delay is provided, 0 when the visitor prefers reduced
 * motion (the stylesheet has no animation then), read when an item opens or closes.
 */
export const pageAccordion = (win: Window = window) =>
  accordionMachine.provide({ delays: { animation: () => (prefersReducedMotion(win) ? 0 : ACCORDION_ANIMATION_MS) } });
