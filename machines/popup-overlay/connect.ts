import { popupOverlayAnatomy } from './anatomy';
import type { SnapshotFrom } from 'xstate';
import type { popupOverlayMachine, PopupOverlayEvent } from './machine';

type Snapshot = SnapshotFrom<typeof popupOverlayMachine>;
type Send = (event: PopupOverlayEvent) => void;

export const POPUP_OVERLAY_CLOSE_LABEL = 'Close';

/** Pure: snapshot → the overlay's parts, ids and ARIA (WAI-ARIA modal dialog). */
export function connectPopupOverlay(snapshot: Snapshot, send: Send, { id = 'popup-overlay' }: { id?: string } = {}) {
  const ids = { root: `${id}:root`, title: `${id}:title`, body: `${id}:body`, form: `${id}:form` };
  const state = snapshot.matches('submitted') ? 'submitted' : snapshot.matches('shown') ? 'shown' : snapshot.matches('closed') ? 'closed' : 'hidden';
  const part = popupOverlayAnatomy.attrs;
  return {
    open: state === 'shown' || state === 'submitted',
    submitted: state === 'submitted',
    /** Escape arrives through the layer stack (views/shared/use-layer.ts). */
    closeOnEscape: () => send({ type: 'CLOSE' }),
    /** The newsletter form inside succeeded. */
    signedUp: () => send({ type: 'SUBMITTED' }),
    backdropProps: {
      ...part('backdrop'),
      'data-state': state,
      /** A click on the backdrop itself (not inside the dialog) closes it. */
      onClick: (event: { target: unknown; currentTarget: unknown }) => {
        if (event.target === event.currentTarget) send({ type: 'CLOSE' });
      },
    },
    rootProps: {
      ...part('root'),
      id: ids.root,
      role: 'dialog' as const,
      'aria-modal': true,
      'aria-labelledby': ids.title,
      'aria-describedby': ids.body,
      'data-state': state,
      tabIndex: -1,
    },
    titleProps: { ...part('title'), id: ids.title },
    bodyProps: { ...part('body'), id: ids.body },
    formSlotProps: { ...part('form'), id: ids.form },
    closeButtonProps: {
      ...part('close'),
      type: 'button' as const,
      'aria-label': POPUP_OVERLAY_CLOSE_LABEL,
      onClick: () => send({ type: 'CLOSE' }),
    },
  };
}
