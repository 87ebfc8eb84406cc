import { PublishedMarkupError } from '../published-markup-error';
import { readBlockJson } from '../read-block-json';

/**
 * The summary v2 block's markup, ours and the platform's alike (docs/blocks.md "Summary"): `.summary-item-list`
 * holds the items (`.summary-item`), and a carousel's header holds its pager, two `span[role=button]`s.
 */
export const SUMMARY_LIST = '.summary-item-list';
export const SUMMARY_ITEM = '.summary-item';
export const SUMMARY_PREVIOUS = '.summary-carousel-pager-prev';
export const SUMMARY_NEXT = '.summary-carousel-pager-next';
export const SUMMARY_CONTAINER = '.summary-item-list-container';
export const SUMMARY_HEADING = '.summary-header-text';

export interface ServerSummaryCarousel {
  /** what clips the moving list: the list's container */
  container: HTMLElement;
  list: HTMLElement;
  items: HTMLElement[];
  previous: HTMLElement;
  next: HTMLElement;
  /** the header's text, the carousel's label when there is one */
  heading: string | null;
}

/** The server's list and items, or a PublishedMarkupError naming the missing part. */
export function serverSummaryList(block: Element): { list: HTMLElement; items: HTMLElement[] } {
  const list = block.querySelector<HTMLElement>(SUMMARY_LIST);
  if (!list) throw new PublishedMarkupError('the summary has no `.summary-item-list`.');
  return { list, items: Array.from(list.querySelectorAll<HTMLElement>(`:scope > ${SUMMARY_ITEM}`)) };
}

/** A carousel's parts: its list, items and pager, or a PublishedMarkupError naming the missing part. */
export function serverSummaryCarousel(block: Element): ServerSummaryCarousel {
  const { list, items } = serverSummaryList(block);
  if (items.length === 0) throw new PublishedMarkupError('the summary carousel has no `.summary-item` in its list.');
  const previous = block.querySelector<HTMLElement>(SUMMARY_PREVIOUS);
  const next = block.querySelector<HTMLElement>(SUMMARY_NEXT);
  if (!previous || !next) throw new PublishedMarkupError('the summary carousel has no `.summary-carousel-pager-prev` and `.summary-carousel-pager-next`.');
  const container = list.closest<HTMLElement>(SUMMARY_CONTAINER) ?? list.parentElement!;
  const heading = block.querySelector(SUMMARY_HEADING)?.textContent?.trim() || null;
  return { container, list, items, previous, next, heading };
}

/**
 * Reads a published summary v2 block (code 55): its `data-block-json` (`design`, `slidesPerRow`, `gutter`, as the
 * platform writes them; the rest it carries is not needed) and its list; a carousel needs its items and pager.
 */
export function readPublishedSummaryV2(block: HTMLElement): unknown {
  const json = readBlockJson(block);
  if (typeof json.design === 'string' && json.design.trim() === 'carousel') serverSummaryCarousel(block);
  else serverSummaryList(block);
  const config: Record<string, unknown> = { design: json.design };
  for (const key of ['slidesPerRow', 'gutter'] as const) if (json[key] !== undefined && json[key] !== null) config[key] = json[key];
  return config;
}
