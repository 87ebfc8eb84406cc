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

/** Numeric block-type codes seen on published pages, by kind name (accordion 69 and marquee 70 are visitor-runtime §3's). */
export const BLOCK_CODES: Readonly<Record<string, string>> = {
  '2': 'text',
  '4': 'map',
  '5': 'image',
  '8': 'gallery',
  '9': 'form',
  '18': 'menu',
  '21': 'spacer',
  '22': 'embed',
  '23': 'code',
  '31': 'quote',
  '32': 'video',
  '47': 'horizontal-rule',
  '51': 'newsletter',
  '53': 'button',
  '54': 'social-links',
  '55': 'summary-v2',
  '69': 'accordion',
  '70': 'marquee',
  '1337': 'website-component',
};

/** Kinds whose published markup is complete as the server rendered it: they need nothing from the runtime. */
const STATIC_KINDS = new Set(['text', 'menu', 'spacer', 'embed', 'code', 'quote', 'horizontal-rule', 'button', 'social-links', 'website-component']);

/** The platform's class on every published block element. */
export const PUBLISHED_BLOCK_CLASS = 'sqs-block';

export function identifyBlock(element: Element): BlockIdentity {
  const type = (element.getAttribute('data-block-type') ?? '').trim();
  const kind = (Object.hasOwn(BLOCK_CODES, type) && BLOCK_CODES[type]) || type;
  if (!element.classList.contains(PUBLISHED_BLOCK_CLASS)) return { kind, source: 'contract' };
  return { kind, source: STATIC_KINDS.has(kind) ? 'static' : 'published' };
}
