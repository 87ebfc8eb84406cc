import { systemErrorAnatomy } from './anatomy';
import type { SnapshotFrom } from 'xstate';
import type { systemErrorMachine } from './machine';

type Snapshot = SnapshotFrom<typeof systemErrorMachine>;
type Send = (event: { type: 'CLEAR' } | { type: 'RELOAD' }) => void;

export const SYSTEM_ERROR_TITLE = 'Something Went Wrong!';

/** Pure: snapshot → the overlay's parts, ids and ARIA (WAI-ARIA alert dialog). */
export function connectSystemError(snapshot: Snapshot, send: Send, { id = 'system-error' }: { id?: string } = {}) {
  const ids = { root: `${id}:root`, title: `${id}:title`, messages: `${id}:messages` };
  const part = systemErrorAnatomy.attrs;
  return {
    open: snapshot.matches('shown'),
    messages: snapshot.context.messages,
    title: SYSTEM_ERROR_TITLE,
    backdropProps: part('backdrop'),
    rootProps: {
      ...part('root'),
      id: ids.root,
      role: 'alertdialog',
      'aria-modal': true,
      'aria-labelledby': ids.title,
      'aria-describedby': ids.messages,
      tabIndex: -1,
    },
    /** Escape (through the layer stack) clears the overlay, like the Clear button. */
    close: () => send({ type: 'CLEAR' }),
    titleProps: { ...part('title'), id: ids.title },
    messagesProps: { ...part('messages'), id: ids.messages },
    reloadButtonProps: { ...part('reload'), type: 'button' as const, onClick: () => send({ type: 'RELOAD' }) },
    clearButtonProps: { ...part('clear'), type: 'button' as const, onClick: () => send({ type: 'CLEAR' }) },
  };
}
