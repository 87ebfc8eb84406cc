import { blockKind, kindOfCode, kindOfComponent } from './registry';
import { PRODUCT_PAGE_DETAILS } from './selector';

/**
 * Which block an element is and where its data comes from. Two markups name blocks with `data-block-type`:
 * - our contract (docs/contract.md): the kind's name (or its numeric code), configuration in `data-block-json`;
 * - the platform's published pages (docs/published-pages.md): a `.sqs-block` with the kind's numeric code, the
 *   configuration spread over its markup. The kind's chunk reads that markup (`BlockModule.readPublished`), so the
 *   core only recognises it and the chunks take the same validated configuration either way.
 */
export type BlockIdentity =
  | { kind: string; source: 'contract' | 'published' }
  /** a published block whose content the server rendered complete (text, spacer, code, …): nothing to boot */
  | { kind: string; source: 'static' };

/** The kind of each numeric block-type code, written from the kinds' definitions (only tests read it as a table). */
export { BLOCK_CODES } from './kinds.generated';

/** The code of every website component of the platform's newer editor; `data-definition-name` says which it is. */
const WEBSITE_COMPONENT_CODE = '1337';

/** The platform's class on every published block element. */
export const PUBLISHED_BLOCK_CLASS = 'sqs-block';

export function identifyBlock(element: Element): BlockIdentity {
  // A product page's details section is a product block the platform drew without naming it.
  const named = element.getAttribute('data-block-type');
  if (named === null && element.matches(PRODUCT_PAGE_DETAILS)) return { kind: 'product', source: 'published' };
  const type = (named ?? '').trim();
  // A website component of the newer editor is a block of the kind that reads its component, if one does.
  const component = type === WEBSITE_COMPONENT_CODE ? element.getAttribute('data-definition-name') : null;
  const kind = (component !== null ? kindOfComponent(component) : undefined) ?? kindOfCode(type) ?? type;
  if (!element.classList.contains(PUBLISHED_BLOCK_CLASS)) return { kind, source: 'contract' };
  return { kind, source: blockKind(kind)?.nature === 'static' ? 'static' : 'published' };
}
