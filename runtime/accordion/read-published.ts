import { PublishedMarkupError } from '../published-markup-error';
import { accordionConfigValidator } from './accordion.validator.generated';
import { acceptedBy, markupText } from '../published-markup';

/** The server-rendered list of a published accordion block (code 69) and its items. */
export const PUBLISHED_ITEMS = 'ul.accordion-items-container';
export const PUBLISHED_ITEM = 'li.accordion-item';

/** The platform writes its switches as "true" or "" (off). */
const switchedOn = (list: Element, name: string) => list.getAttribute(name) === 'true';

/**
 * Reads a published accordion block: `ul.accordion-items-container` with its two switches and one
 * `li.accordion-item` per item (the title in `.accordion-item__title`, the text of `.accordion-item__description`).
 * The block keeps the server's items and enhances them (views/accordion/PublishedAccordion.tsx), so their HTML stays
 * as rendered; the configuration carries their text, as our contract does.
 */
export function readPublishedAccordion(block: HTMLElement): unknown {
  const list = block.querySelector(PUBLISHED_ITEMS);
  if (!list) throw new PublishedMarkupError(`no ${PUBLISHED_ITEMS} in the block.`);
  const items = Array.from(list.querySelectorAll(PUBLISHED_ITEM)).map((item, index) => {
    const title = markupText(item.querySelector('.accordion-item__title') ?? item.querySelector('button'));
    if (!title) throw new PublishedMarkupError(`accordion item ${index + 1} has no title.`);
    return { title, content: markupText(item.querySelector('.accordion-item__description')) };
  });
  if (items.length === 0) throw new PublishedMarkupError(`no ${PUBLISHED_ITEM} in the block.`);
  const config = {
    items,
    allowMultiple: switchedOn(list, 'data-should-allow-multiple-open-items'),
    expandFirst: switchedOn(list, 'data-is-expanded-first-item'),
  };
  return acceptedBy(accordionConfigValidator, config, 'the accordion');
}
