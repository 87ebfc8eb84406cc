import type { SnapshotFrom } from 'xstate';
import { pricingToggleAnatomy } from './anatomy';
import type { PricingToggleEvent, pricingToggleMachine } from './machine';

type Snapshot = SnapshotFrom<typeof pricingToggleMachine>;

/** Pure: snapshot → prop-getters for the two options (toggle buttons, aria-pressed) and the groups they swap. */
export function connectPricingToggle(snapshot: Snapshot, send: (event: PricingToggleEvent) => void, { id }: { id: string }) {
  const { selected } = snapshot.context;
  const part = pricingToggleAnatomy.attrs;
  const state = (index: number) => (index === selected ? 'selected' : 'unselected');
  const ids = (index: number) => ({ price: `${id}:price:${index}`, join: `${id}:join:${index}` });
  return {
    selected,
    optionsProps: { ...part('options'), role: 'group' },
    getOptionProps: (index: number) => ({
      ...part('option'),
      type: 'button' as const,
      'aria-pressed': index === selected,
      'aria-controls': `${ids(index).price} ${ids(index).join}`,
      'data-state': state(index),
      onClick: () => send({ type: 'SELECT', index }),
    }),
    getPriceProps: (index: number) => ({ ...part('price'), id: ids(index).price, 'data-state': state(index), hidden: index !== selected }),
    getJoinProps: (index: number) => ({ ...part('join'), id: ids(index).join, 'data-state': state(index), hidden: index !== selected }),
  };
}
