import type { SnapshotFrom } from 'xstate';
import { accordionAnatomy } from './anatomy';
import type { accordionMachine } from './machine';

type Snapshot = SnapshotFrom<typeof accordionMachine>;
type Send = (event: { type: 'TOGGLE'; index: number }) => void;

/** Pure: snapshot → prop-getters for each item (WAI-ARIA accordion pattern). */
export function connectAccordion(snapshot: Snapshot, send: Send, { id }: { id: string }) {
  const { open, animating } = snapshot.context;
  const ids = (index: number) => ({ trigger: `${id}:trigger:${index}`, panel: `${id}:panel:${index}` });
  const itemState = (index: number) =>
    animating === index ? (open[index] ? 'opening' : 'closing') : open[index] ? 'open' : 'closed';
  const part = accordionAnatomy.attrs;
  return {
    rootProps: { ...part('root'), id: `${id}:root`, 'data-animating': animating !== null || undefined },
    getItemProps: (index: number) => ({ ...part('item'), 'data-state': itemState(index) }),
    getTriggerProps: (index: number) => ({
      ...part('trigger'),
      id: ids(index).trigger,
      type: 'button' as const,
      'aria-expanded': Boolean(open[index]),
      'aria-controls': ids(index).panel,
      'data-state': itemState(index),
      onClick: () => send({ type: 'TOGGLE', index }),
    }),
    getPanelProps: (index: number) => ({
      ...part('panel'),
      id: ids(index).panel,
      role: 'region',
      'aria-labelledby': ids(index).trigger,
      'data-state': itemState(index),
      // A closing panel stays visible until its animation is over.
      hidden: !open[index] && animating !== index,
    }),
  };
}
