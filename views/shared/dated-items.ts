import { knownTimeZone, parseInstant } from '../../machines/tour-dates/rules';
import { logError, logWarn } from '../../runtime/log';

/** One dated item the server listed: the element, its `<time>`, its instant and the zone it happens in. */
export interface DatedItem {
  item: HTMLElement;
  time: HTMLTimeElement;
  start: number;
  timeZone: string | undefined;
}

/**
 * The items of a tour dates or calendar block (docs/blocks.md): each `li` with a `<time datetime>` (a date and time
 * with its offset). An item's zone is its `data-time-zone`, else the block's; a zone the browser does not know logs
 * 'Failed to load timezone' and the visitor's own is used. An item whose date cannot be read is logged and left as drawn.
 */
export function readDatedItems(element: HTMLElement, id: string, blockZone: string | undefined): DatedItem[] {
  const zones = new Map<string, string | undefined>();
  const zoneOf = (name: string | undefined) => {
    if (name === undefined) return undefined;
    if (!zones.has(name)) {
      const known = knownTimeZone(name);
      if (!known) logWarn(`Failed to load timezone "${name}" (#${id}): dates are shown in the visitor's time zone.`);
      zones.set(name, known ?? undefined);
    }
    return zones.get(name);
  };
  return [...element.querySelectorAll<HTMLElement>('li')].flatMap((item) => {
    const time = item.querySelector('time');
    if (!time) return [];
    const start = parseInstant(time.getAttribute('datetime'));
    if (start === null) {
      logError(`#${id}: the date "${time.getAttribute('datetime') ?? ''}" has no time zone offset or is not a date; the item is left as drawn.`);
      return [];
    }
    return [{ item, time, start, timeZone: zoneOf(item.getAttribute('data-time-zone') ?? blockZone) }];
  });
}

/** The page's language (the site's), else the browser's. */
export const pageLocale = (doc: Document) => doc.documentElement.lang || navigator.language;
