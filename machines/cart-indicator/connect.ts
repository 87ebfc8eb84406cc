import type { EventFrom, SnapshotFrom } from 'xstate';
import { cartIndicatorAnatomy } from './anatomy';
import { badgeText } from './badge';
import type { cartIndicatorMachine } from './machine';

/**
 * Pure: snapshot → the attributes and text of the indicator's parts. Until the first sync the server's badge keeps
 * what it drew; from then on it shows the confirmed quantity ('100+' above 100).
 */
// `_send`: no part sends an event; the parameter keeps the one signature of every connect (docs/architecture.md).
export function connectCartIndicator(snapshot: SnapshotFrom<typeof cartIndicatorMachine>, _send: (event: EventFrom<typeof cartIndicatorMachine>) => void) {
  const { quantity } = snapshot.context;
  const initialised = snapshot.matches('initialised') && quantity !== null;
  const part = cartIndicatorAnatomy.attrs;
  return {
    rootProps: { ...part('root'), 'data-state': initialised ? 'initialised' : 'uninitialised' },
    // the link's name is its visible text ('Cart 3'), so speech and voice control use what the visitor reads
    badgeProps: part('badge'),
    /** null: leave the server's text */
    badgeText: initialised ? badgeText(quantity) : null,
  };
}
