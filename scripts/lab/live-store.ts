import type { LabBatch } from '../../runtime/inspector-relay';

// What the lab knows of live pages: per page (as the relay names it), its actors from their inspection events, each
// with its chart id, current snapshot and a capped history of the snapshots its events led to.

export const LIVE_HISTORY_LIMIT = 200;

export interface LiveSnapshot {
  index: number;
  event: { type: string; [key: string]: unknown };
  value: unknown;
  context: unknown;
  status: string;
  /** The page's time of the event (ms since the epoch). */
  at: number;
}

export interface LiveActor {
  sessionId: string;
  /** The chart's id (its definition's `id`), or the actor's name for logic that is not a chart. */
  chartId: string;
  parentId: string | undefined;
  history: LiveSnapshot[];
  dropped: number;
  current: LiveSnapshot | undefined;
}

export interface LivePage {
  id: string;
  url: string;
  title: string;
  actors: Map<string, LiveActor>;
}

type Plain = Record<string, unknown>;
const chartIdOf = (event: Plain): string => {
  try {
    const definition = JSON.parse(String(event.definition)) as { id?: unknown };
    if (typeof definition.id === 'string') return definition.id;
  } catch {
    // not a chart: its name is all there is
  }
  return String(event.name ?? event.sessionId);
};

/** Adds a batch of one page's events to `pages` (in place) and returns it. */
export function addBatch(pages: Map<string, LivePage>, batch: LabBatch): Map<string, LivePage> {
  const page = pages.get(batch.page.id) ?? { id: batch.page.id, url: batch.page.url, title: batch.page.title, actors: new Map() };
  page.title = batch.page.title || page.title;
  pages.set(page.id, page);
  for (const event of batch.events as unknown as Plain[]) {
    const sessionId = String(event.sessionId);
    if (event.type === '@xstate.actor') {
      page.actors.set(sessionId, { sessionId, chartId: chartIdOf(event), parentId: event.parentId as string | undefined, history: [], dropped: 0, current: undefined });
      continue;
    }
    const actor = page.actors.get(sessionId);
    if (event.type !== '@xstate.snapshot' || !actor) continue;
    const snapshot = (event.snapshot ?? {}) as Plain;
    const entry: LiveSnapshot = {
      index: actor.dropped + actor.history.length,
      event: (event.event ?? { type: '' }) as LiveSnapshot['event'],
      value: snapshot.value,
      context: snapshot.context,
      status: String(snapshot.status ?? 'active'),
      at: Number(event.createdAt) || 0,
    };
    actor.history.push(entry);
    if (actor.history.length > LIVE_HISTORY_LIMIT) {
      actor.dropped += actor.history.length - LIVE_HISTORY_LIMIT;
      actor.history.splice(0, actor.history.length - LIVE_HISTORY_LIMIT);
    }
    actor.current = entry;
  }
  return pages;
}
