import { tourDatesAnatomy } from '../../machines/tour-dates/anatomy';
import { isPast, showDate } from '../../machines/tour-dates/rules';
import type { BlockModule } from '../../runtime/blocks/contract';
import type { DatedBlockConfig } from '../../runtime/tour-dates/tour-dates.schema';
import { propBinder } from '../shared/bind-props';
import { pageLocale, readDatedItems } from '../shared/dated-items';
import { datedBlockConfigValidator } from '../../runtime/tour-dates/tour-dates.validator.generated';

/**
 * The tour dates block's lazy chunk (docs/blocks.md "Tour dates"): the server's list of shows, each date read out in
 * the zone where it plays, the shows whose day is over hidden, a line when none is left. No React, no chart: the list
 * is settled at boot (a page left open past midnight keeps the shows it opened with).
 */
export const schema = datedBlockConfigValidator;
// What the calendar block reads its events with: it imports this chunk (asked for beside its own, the registry's
// `parts`), so the two kinds share no small chunk.
export { knownTimeZone, localDay } from '../../machines/tour-dates/rules';
export { pageLocale, readDatedItems } from '../shared/dated-items';
export const mountError = 'Could not show tour dates';
export const NO_UPCOMING = 'No upcoming tour dates.';

export const mount: BlockModule<DatedBlockConfig>['mount'] = ({ id, element }, config) => {
  const doc = element.ownerDocument;
  const now = Date.now();
  const locale = pageLocale(doc);
  const binder = propBinder();
  const undo: Array<() => void> = [() => binder.restore()];
  const shows = readDatedItems(element, id, config.timeZone);
  for (const { item, time, start, timeZone } of shows) {
    const drawn = time.textContent;
    const past = isPast(start, now, timeZone);
    time.textContent = showDate(start, locale, timeZone);
    binder.bind(item, { ...tourDatesAnatomy.attrs('show'), 'data-past': past, hidden: past });
    undo.push(() => (time.textContent = drawn));
  }
  if (shows.length > 0 && shows.every(({ item }) => item.hidden)) {
    const empty = doc.createElement('p');
    binder.bind(empty, tourDatesAnatomy.attrs('empty'));
    empty.textContent = NO_UPCOMING;
    (shows[0]!.item.parentElement ?? element).after(empty);
    undo.push(() => empty.remove());
  }
  return { unmount: () => undo.splice(0).reverse().forEach((step) => step()) };
};
