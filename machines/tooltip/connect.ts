import { tooltipAnatomy } from './anatomy';
import type { SnapshotFrom } from 'xstate';
import type { tooltipMachine } from './machine';

type Snapshot = SnapshotFrom<typeof tooltipMachine>;
type Send = (event: { type: 'CLOSE' }) => void;

/**
 * Pure: snapshot → the tooltip's parts and ARIA (WAI-ARIA tooltip pattern): the tooltip is `role="tooltip"`, never
 * takes focus, and while it is shown its trigger is described by it (`aria-describedby`). Escape closes it through
 * the shared layer stack (`close`).
 */
export function connectTooltip(snapshot: Snapshot, send: Send, { id = 'tooltip' }: { id?: string } = {}) {
  // Shown while open and during the leave grace (`closing`), so the pointer can move onto it.
  const closing = snapshot.matches('closing');
  const open = snapshot.matches('open') || closing;
  const state = closing ? 'closing' : open ? 'open' : snapshot.matches('opening') ? 'opening' : 'closed';
  const contentId = `${id}:content`;
  return {
    open,
    state,
    text: snapshot.context.text,
    /** the element id of the trigger the tooltip belongs to, when it is shown */
    triggerId: open ? snapshot.context.trigger : null,
    /** what the trigger's aria-describedby must contain while the tooltip is shown */
    describedBy: open ? contentId : null,
    rootProps: { ...tooltipAnatomy.attrs('root'), 'data-state': state, id: contentId, role: 'tooltip' as const },
    close: () => send({ type: 'CLOSE' }),
  };
}
