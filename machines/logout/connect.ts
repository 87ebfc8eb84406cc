import type { SnapshotFrom } from 'xstate';
import { logoutAnatomy } from './anatomy';
import type { LogoutEvent, logoutMachine } from './machine';

type Snapshot = SnapshotFrom<typeof logoutMachine>;
type Send = (event: LogoutEvent) => void;

export const LOGGING_OUT_TEXT = 'Logging out…';
export const LOGOUT_FAILED_TITLE = 'Logout failed';

/**
 * Pure: snapshot → the logout view's parts. While logging out: a polite status 'Logging out…'. On failure: a
 * WAI-ARIA alert dialog with the message, Try again and Close (Escape through the layer stack closes it).
 */
export function connectLogout(snapshot: Snapshot, send: Send, { id = 'logout' }: { id?: string } = {}) {
  const ids = { status: `${id}:status`, root: `${id}:root`, title: `${id}:title`, message: `${id}:message` };
  const part = logoutAnatomy.attrs;
  const failed = snapshot.matches('failed');
  const busy = snapshot.matches('loggingOut') || snapshot.matches('endingSession') || snapshot.matches('leaving');
  return {
    busy,
    failed,
    statusText: LOGGING_OUT_TEXT,
    title: LOGOUT_FAILED_TITLE,
    message: snapshot.context.error,
    statusProps: { ...part('status'), id: ids.status, role: 'status', 'aria-live': 'polite' as const },
    backdropProps: part('backdrop'),
    rootProps: {
      ...part('root'),
      id: ids.root,
      role: 'alertdialog',
      'aria-modal': true,
      'aria-labelledby': ids.title,
      'aria-describedby': ids.message,
      tabIndex: -1,
    },
    close: () => send({ type: 'DISMISS' }),
    titleProps: { ...part('title'), id: ids.title },
    messageProps: { ...part('message'), id: ids.message },
    retryButtonProps: { ...part('retry'), type: 'button' as const, onClick: () => send({ type: 'RETRY' }) },
    closeButtonProps: { ...part('close'), type: 'button' as const, onClick: () => send({ type: 'DISMISS' }) },
  };
}
