import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import { relativeTimeMachine } from '../../machines/relative-time/machine';
import { startActor, stopActor } from '../actors';
import type { Initialiser } from '../initialise';
import { logError, logWarn } from '../log';
import { parseDateAttribute } from '../../machines/relative-time/rules';
import { DATE_NODE_SELECTOR } from './markers';
export { DATE_NODE_SELECTOR };

/** Date nodes: any element with data-date holding ms since 1970 (docs/site-chrome.md, "Text rules"). */

/** Where the time is read; injected so tests set it. (The 5 s refresh is each chart's own `after`.) */
export interface RelativeTimeClock {
  now(): number;
}

/** A date chart's `clock`: reads the time once when it starts, then whenever the chart asks (READ). */
export const clockReader = (clock: RelativeTimeClock) =>
  fromCallback<EventObject>(({ sendBack, receive }) => {
    const read = () => sendBack({ type: 'TICK', now: clock.now() });
    read();
    receive(read);
  });

export interface RelativeTimeDeps {
  clock: RelativeTimeClock;
  loadView: () => Promise<Pick<typeof import('../../views/relative-time/mount'), 'mountRelativeTimes'>>;
}

const browserDeps: RelativeTimeDeps = {
  clock: { now: () => Date.now() },
  loadView: () => import('../../views/relative-time/mount'),
};

export const skippedDateNodeWarning = (raw: string) =>
  `Date node skipped: data-date "${raw}" is not a number of milliseconds since 1970.`;

/**
 * Relative time for the page's date nodes (display-widgets §4, visitor-runtime §5): a node whose data-date is not
 * numeric is skipped with a warning and keeps its text; when at least one node is valid the view chunk is downloaded,
 * each node gets its chart (actor `relativeTime:<n>`), which reads the time at once and every 5 s until it shows a
 * formatted date.
 */
export function startRelativeTime(page: Parameters<Initialiser>[0], deps: RelativeTimeDeps = browserDeps): (() => void) | undefined {
  const dateNodes: Array<{ node: Element; actorRef: ActorRefFrom<typeof relativeTimeMachine> }> = [];
  const ids: string[] = [];
  for (const node of page.document.querySelectorAll(DATE_NODE_SELECTOR)) {
    const raw = node.getAttribute('data-date') ?? '';
    const date = parseDateAttribute(raw);
    if (date === null) {
      logWarn(skippedDateNodeWarning(raw), node);
      continue;
    }
    const id = `relativeTime:${ids.length}`;
    ids.push(id);
    const logic = relativeTimeMachine.provide({ actors: { readClock: clockReader(deps.clock) } });
    dateNodes.push({ node, actorRef: startActor(id, logic, { input: { date } }) });
  }
  if (dateNodes.length === 0) return undefined;

  let destroyed = false;
  let unmount: (() => void) | undefined;
  deps.loadView().then(
    ({ mountRelativeTimes }) => {
      if (!destroyed) unmount = mountRelativeTimes(dateNodes, page.document.documentElement.lang || 'en-US');
    },
    (error) => logError('The relative time view could not be loaded.', error),
  );

  return () => {
    destroyed = true;
    unmount?.();
    ids.forEach((id) => stopActor(id));
  };
}

export const relativeTimeFeature: Initialiser = (page) => startRelativeTime(page);
