import type { EventFrom, SnapshotFrom } from 'xstate';
import { charCounterAnatomy } from './anatomy';
import type { charCounterMachine } from './machine';

type Snapshot = SnapshotFrom<typeof charCounterMachine>;

/** The counter's DOM id for a textarea id; the textarea's aria-describedby names it. */
export const charCounterId = (textareaId: string) => `${textareaId}:counter`;

/** Pure: snapshot → the counter's props and the attributes its textarea should carry (null: remove). */
// `_send`: the textarea's input drives the chart, no part of the counter does; the parameter keeps the one signature
// of every connect (docs/architecture.md).
export function connectCharCounter(snapshot: Snapshot, _send: (event: EventFrom<typeof charCounterMachine>) => void, { id }: { id: string }) {
  const { length, max } = snapshot.context;
  const shown = !snapshot.matches('off');
  const over = snapshot.matches('over');
  return {
    shown,
    over,
    text: `${length} / ${max}`,
    counterProps: {
      ...charCounterAnatomy.attrs('counter'),
      'data-state': over ? 'over' : 'within',
      id,
      'aria-live': 'polite' as const,
    },
    textareaAttributes: {
      'aria-invalid': over ? 'true' : null,
      'data-invalid': over ? '' : null,
    },
  };
}
