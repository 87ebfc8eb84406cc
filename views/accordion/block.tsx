import { ACCORDION_ANIMATION_MS, accordionMachine } from '../../machines/accordion/machine';
import type { BlockModule } from '../../runtime/block-kinds';
import { accordionConfigSchema, type AccordionConfig } from '../../runtime/schemas/accordion';
import { mountView } from '../shared/mount-view';
import { AccordionView } from './AccordionView';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The accordion block's lazy chunk: chart, view, and the animation length (none when motion is reduced). */
export const schema = accordionConfigSchema;

export const mount: BlockModule<AccordionConfig>['mount'] = ({ id, element, startActor }, config) => {
  const actor = startActor(
    id,
    accordionMachine.provide({ delays: { animation: () => (prefersReducedMotion() ? 0 : ACCORDION_ANIMATION_MS) } }),
    { input: { itemCount: config.items.length, allowMultiple: config.allowMultiple, expandFirst: config.expandFirst } },
  );
  // The server-rendered fallback inside the block is replaced by the live view.
  element.replaceChildren();
  const unmount = mountView(AccordionView, { actorRef: actor, blockId: id, items: config.items }, element);
  return { actor, unmount };
};
