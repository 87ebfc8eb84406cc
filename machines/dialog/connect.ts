import { dialogAnatomy } from './anatomy';
import type { SnapshotFrom } from 'xstate';
import type { DialogEvent, DialogKind, dialogMachine } from './machine';

type Snapshot = SnapshotFrom<typeof dialogMachine>;
type Send = (event: DialogEvent) => void;

/** Confirmation width and padding (display-widgets §9), in CSS pixels. */
export const DIALOG_WIDTH = 350;
export const DIALOG_PADDING = 20;

/**
 * Pure: snapshot → the dialog's parts, ids and ARIA.
 * - Confirmation and alert follow the WAI-ARIA alert dialog pattern: role alertdialog, aria-modal, named by the
 *   title and described by the message, a backdrop (a click on it counts as cancel), focus moved in (the least
 *   destructive button: cancel when there is one, else confirm) and back on close.
 * - The information popup is non-modal and short-lived (it confirms itself after 2000 ms), so it is a status
 *   message (role status, polite live region, WCAG 4.1.3): it is announced without taking the visitor's focus, and
 *   has no backdrop. It still sits on the layer stack, so Escape closes it while it is the top-most layer.
 */
export function connectDialog(snapshot: Snapshot, send: Send, { id }: { id: string }) {
  const { context } = snapshot;
  const kind: DialogKind = context.kind;
  const modal = kind !== 'information';
  const state = snapshot.matches('shown') ? 'shown' : snapshot.matches('hiding') ? 'hiding' : 'hidden';
  const ids = {
    root: `${id}:root`,
    title: `${id}:title`,
    message: `${id}:message`,
    confirm: `${id}:confirm`,
    cancel: `${id}:cancel`,
    reject: `${id}:reject`,
  };
  const part = (name: (typeof dialogAnatomy.parts)[number]) => ({ ...dialogAnatomy.attrs(name), 'data-kind': kind, 'data-state': state });
  const button = (name: 'confirm' | 'cancel' | 'reject', event: DialogEvent, text: string) => ({
    ...part(name),
    id: ids[name],
    type: 'button' as const,
    // A hiding dialog takes no more answers.
    disabled: state !== 'shown',
    onClick: () => send(event),
    children: text,
  });
  return {
    kind,
    modal,
    state,
    /** shown: on the layer stack, holding focus */
    open: state === 'shown',
    /** shown or hiding: rendered */
    visible: state !== 'hidden',
    layerName: `dialog:${kind}`,
    closesOnEscape: context.closeOnEscape,
    /** What Escape does, through the shared layer stack (views never handle Escape themselves). */
    close: () => send({ type: 'ESCAPE' }),
    /** Where focus goes when a modal dialog opens (a selector inside the root). */
    initialFocus: modal ? `[id="${context.cancelText !== null ? ids.cancel : ids.confirm}"]` : undefined,
    backdropProps: modal
      ? {
          ...part('backdrop'),
          onClick: (event: { target: unknown; currentTarget: unknown }) => {
            if (event.target === event.currentTarget && state === 'shown') send({ type: 'OVERLAY_CLICK' });
          },
        }
      : null,
    rootProps: {
      ...part('root'),
      id: ids.root,
      ...(modal
        ? { role: 'alertdialog', 'aria-modal': true, tabIndex: -1 }
        : { role: 'status', 'aria-live': 'polite' as const, 'aria-atomic': true }),
      'aria-labelledby': ids.title,
      'aria-describedby': ids.message,
      onAnimationEnd: (event: { target: unknown; currentTarget: unknown }) => {
        if (event.target === event.currentTarget && state === 'hiding') send({ type: 'HIDE_ANIMATION_END' });
      },
    },
    titleProps: { ...part('title'), id: ids.title, children: context.title },
    messageProps: { ...part('message'), id: ids.message, children: context.message },
    confirmButtonProps: button('confirm', { type: 'CONFIRM' }, context.confirmText),
    rejectButtonProps: context.rejectText !== null ? button('reject', { type: 'REJECT' }, context.rejectText) : null,
    cancelButtonProps: context.cancelText !== null ? button('cancel', { type: 'CANCEL' }, context.cancelText) : null,
    /** The view sends this at once when there is no hide animation (prefers-reduced-motion). */
    endHideAnimation: () => send({ type: 'HIDE_ANIMATION_END' }),
  };
}

export type DialogApi = ReturnType<typeof connectDialog>;
