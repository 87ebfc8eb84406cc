import { calendarAnatomy } from '../../machines/calendar/anatomy';
import { calendarMachine } from '../../machines/calendar/machine';
import type { CalendarEntry } from '../../machines/calendar/types';
import type { BlockModule } from '../../runtime/blocks/contract';
import { injectStyle } from '../../runtime/inject-style';
import type { CalendarConfig } from '../../runtime/calendar/calendar.schema';
import { mountView } from '../shared/mount-view';
import { CalendarView } from './CalendarView';
import { calendarConfigValidator } from '../../runtime/calendar/calendar.validator.generated';

/**
 * The calendar block's lazy chunk (docs/blocks.md "Calendar"): the server's list of events (each `li` with a
 * `<time datetime>` and a link) shown as a month grid, starting at the current month where the events happen, moved a
 * month at a time. The list is hidden while the grid shows and comes back on destroy.
 */
export const schema = calendarConfigValidator;
export const mountError = 'Could not show the calendar';

const STYLE = `${calendarAnatomy.selector('grid')}{border-collapse:collapse;width:100%;table-layout:fixed}
${calendarAnatomy.selector('grid')} th,${calendarAnatomy.selector('grid')} td{border:1px solid #d9ccb8;padding:.25rem;vertical-align:top;text-align:left}
${calendarAnatomy.selector('grid')} caption{font-weight:bold;padding:.5rem 0}
${calendarAnatomy.selector('grid')} ul{list-style:none;margin:.25rem 0 0;padding:0;font-size:.85em}
${calendarAnatomy.selector('nav')}{display:flex;gap:.5rem}`;

export const mount: BlockModule<CalendarConfig>['mount'] = async ({ id, element, startActor }, config) => {
  // The server's list is read as the tour dates block reads its shows (its chunk, a part of this kind).
  const { knownTimeZone, localDay, pageLocale, readDatedItems } = await import('../tour-dates/block');
  const items = readDatedItems(element, id, config.timeZone);
  const entries: CalendarEntry[] = items.map(({ item, time, start, timeZone }) => {
    const link = item.querySelector('a[href]');
    const title = (link?.textContent ?? item.textContent!.replace(time.textContent ?? '', '')).trim();
    return { title, url: link?.getAttribute('href') ?? null, day: localDay(start, timeZone) };
  });
  const doc = element.ownerDocument;
  injectStyle('calendar', STYLE, doc);
  // The current month where the events happen (readDatedItems has said so if the browser does not know the zone).
  const zone = config.timeZone === undefined ? undefined : (knownTimeZone(config.timeZone) ?? undefined);
  const actor = startActor(id, calendarMachine, { input: { month: localDay(Date.now(), zone).slice(0, 7) } });
  const list = items[0]?.item.parentElement;
  const listHidden = list?.hidden ?? false;
  if (list) list.hidden = true;
  const host = doc.createElement('div');
  element.append(host);
  const unmount = mountView(CalendarView, { actorRef: actor, id, locale: pageLocale(doc), entries }, host, { sync: true });
  return {
    actor,
    unmount() {
      unmount();
      host.remove();
      if (list) list.hidden = listHidden;
    },
  };
};
