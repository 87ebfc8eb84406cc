import { relativeTimeAnatomy } from './anatomy';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { formatDate, type RelativeTimeBucket } from './rules';
import { relativeTimeLabel } from './label';
import type { relativeTimeMachine } from './machine';

type Snapshot = SnapshotFrom<typeof relativeTimeMachine>;
export type RelativeTimeState = 'pending' | 'justNow' | 'secondsAgo' | 'dated';

const BUCKETS: Record<Exclude<RelativeTimeState, 'pending'>, RelativeTimeBucket> = {
  justNow: 'justNow',
  secondsAgo: 'secondsAgo',
  dated: 'date',
};

/**
 * Pure: snapshot → the `<time>` element's props and text. Until the first TICK (pending) the node keeps the text
 * the page rendered (`fallbackText`); afterwards the label. `dateTime` is the machine-readable instant and the
 * title the full formatted date, so 'just now' can be read as a date too.
 */
// `_send`: the clock drives the chart, no part sends an event; the parameter keeps the one signature of every connect
// (docs/architecture.md).
export function connectRelativeTime(snapshot: Snapshot, _send: (event: EventFrom<typeof relativeTimeMachine>) => void, options: { locale: string; fallbackText: string }) {
  const { date, now } = snapshot.context;
  const state = snapshot.value as RelativeTimeState;
  const label = state === 'pending' || now === null ? options.fallbackText : relativeTimeLabel(BUCKETS[state], date, now, options.locale);
  return {
    state,
    label,
    timeProps: {
      ...relativeTimeAnatomy.attrs('root'),
      'data-state': state,
      dateTime: new Date(date).toISOString(),
      title: formatDate(date, options.locale),
    },
  };
}
