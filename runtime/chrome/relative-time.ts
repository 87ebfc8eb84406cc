import type { ActorRefFrom } from 'xstate';
import { relativeTimeMachine } from '../../machines/relative-time/machine';
import { startActor, stopActor } from '../actors';
import type { Initialiser } from '../initialise';
import { logError, logWarn } from '../log';
import { parseDateAttribute, RELATIVE_TIME_REFRESH_MS } from '../text/relative-time';
import { DATE_NODE_SELECTOR } from './markers';
export { DATE_NODE_SELECTOR };

/** Date nodes: any element with data-date holding ms since 1970 (docs/site-chrome.md, "Text rules"). */

/** The one page-wide clock; injected so tests drive time. */
export interface RelativeTimeClock {
  now(): number;
  setInterval(tick: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface RelativeTimeDeps {
  clock: RelativeTimeClock;
  loadView: () => Promise<Pick<typeof import('../../views/relative-time/mount'), 'mountRelativeTimes'>>;
}

const browserDeps: RelativeTimeDeps = {
  clock: {
    now: () => Date.now(),
    setInterval: (tick, ms) => setInterval(tick, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  },
  loadView: () => import('../../views/relative-time/mount'),
};

export const skippedDateNodeWarning = (raw: string) =>
  `Date node skipped: data-date "${raw}" is not a number of milliseconds since 1970.`;

/**
 * Relative time for the page's date nodes (display-widgets §4, visitor-runtime §5): a node whose data-date is not
 * numeric is skipped with a warning and keeps its text; when at least one node is valid the view chunk is downloaded,
 * each node gets its chart (actor `relativeTime:<n>`), and one interval ticks every 5 s for all of them until
 * every node shows a formatted date.
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
    dateNodes.push({ node, actorRef: startActor(id, relativeTimeMachine, { input: { date } }) });
  }
  if (dateNodes.length === 0) return undefined;

  let destroyed = false;
  let timer: unknown;
  let unmount: (() => void) | undefined;
  const stopClock = () => {
    if (timer !== undefined) deps.clock.clearInterval(timer);
    timer = undefined;
  };
  const tick = () => {
    const now = deps.clock.now();
    const live = dateNodes.filter(({ actorRef }) => actorRef.getSnapshot().status === 'active');
    for (const { actorRef } of live) actorRef.send({ type: 'TICK', now });
    if (dateNodes.every(({ actorRef }) => actorRef.getSnapshot().status === 'done')) stopClock();
  };

  deps.loadView().then(
    ({ mountRelativeTimes }) => {
      if (destroyed) return;
      unmount = mountRelativeTimes(dateNodes, page.document.documentElement.lang || 'en-US');
      tick();
      if (dateNodes.some(({ actorRef }) => actorRef.getSnapshot().status === 'active')) {
        timer = deps.clock.setInterval(tick, RELATIVE_TIME_REFRESH_MS);
      }
    },
    (error) => logError('The relative time view could not be loaded.', error),
  );

  return () => {
    destroyed = true;
    stopClock();
    unmount?.();
    ids.forEach((id) => stopActor(id));
  };
}

export const relativeTimeFeature: Initialiser = (page) => startRelativeTime(page);
