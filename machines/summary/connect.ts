import type { SnapshotFrom } from 'xstate';
import type { requestMachine } from '../request/machine';
import { summaryAnatomy } from './anatomy';
import { loadFailureMessage, renderedHtml } from './rules';

type Snapshot = SnapshotFrom<typeof requestMachine>;

/**
 * Pure: a summary event block's request (the generic fetch chart) → what the block shows. While the load is
 * pending the block is busy; its rendering, once there, is the block's content; a failed load shows its message and
 * the retry control.
 */
export function connectSummaryEvents(snapshot: Snapshot, send: (event: { type: 'REFETCH' }) => void, { id }: { id: string }) {
  const part = summaryAnatomy.attrs;
  const pending = snapshot.matches('pending') || snapshot.matches('waitingToRetry');
  const failed = snapshot.matches('failed');
  const messageId = `${id}:message`;
  const message = failed && snapshot.context.error ? loadFailureMessage(snapshot.context.error) : null;
  return {
    busy: pending,
    html: snapshot.matches('success') ? renderedHtml(snapshot.context.data) : null,
    message,
    showsRetry: failed,
    blockProps: { 'aria-busy': pending ? ('true' as const) : undefined },
    statusProps: { ...part('status'), role: 'status' as const },
    messageProps: { ...part('message'), id: messageId },
    retryProps: {
      ...part('retry'),
      type: 'button' as const,
      'aria-describedby': message ? messageId : undefined,
      onClick: () => send({ type: 'REFETCH' }),
    },
  };
}
