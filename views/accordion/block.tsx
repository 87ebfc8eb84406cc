import type { BlockModule } from '../../runtime/blocks/contract';
import type { AccordionConfig } from '../../runtime/accordion/accordion.schema';
import { mountView } from '../shared/mount-view';
import { AccordionView } from './AccordionView';
import { PublishedAccordion } from './PublishedAccordion';
import { PUBLISHED_ITEM, PUBLISHED_ITEMS, readPublishedAccordion } from '../../runtime/accordion/read-published';
import { pageAccordion } from '../../runtime/accordion/motion';
import { accordionConfigValidator } from '../../runtime/accordion/accordion.validator.generated';


/** The accordion block's lazy chunk: the chart as the page runs it (runtime/accordion/motion.ts) and its view. */
export const schema = accordionConfigValidator;
export const readPublished: BlockModule['readPublished'] = readPublishedAccordion;

/** The server-rendered items of a published page, when they are the configuration's items (one per item). */
function serverItems(element: HTMLElement, config: AccordionConfig): HTMLElement | null {
  const list = element.querySelector<HTMLElement>(PUBLISHED_ITEMS);
  return list && list.querySelectorAll(PUBLISHED_ITEM).length === config.items.length ? list : null;
}

export const mount: BlockModule<AccordionConfig>['mount'] = ({ id, element, startActor }, config) => {
  const actor = startActor(id, pageAccordion(), { input: { itemCount: config.items.length, allowMultiple: config.allowMultiple, expandFirst: config.expandFirst } });
  // A published page's items are enhanced where they are (no layout jump, their HTML kept); React renders into a
  // detached host, since a root clears its container.
  const list = serverItems(element, config);
  if (list) return { actor, unmount: mountView(PublishedAccordion, { actorRef: actor, blockId: id, list }, document.createElement('div')) };
  // Our contract's server-rendered fallback inside the block is replaced by the live view.
  element.replaceChildren();
  const unmount = mountView(AccordionView, { actorRef: actor, blockId: id, items: config.items }, element);
  return { actor, unmount };
};
