// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { ActorRefFrom } from 'xstate';
import { describe, expect } from 'vitest';
import { pricingToggleAnatomy } from '../machines/pricing-toggle/anatomy';
import { pricingToggleMachine } from '../machines/pricing-toggle/machine';
import { serverPricingToggle } from '../runtime/pricing-toggle/markup';
import { PricingToggle } from '../views/pricing-toggle/PricingToggle';
import { walkChart } from './harness';

/** A pricing toggle as the server draws it (docs/blocks.md "Pricing toggle"): the first option's groups shown. */
const serverMarkup = `<div data-pricing-options aria-label="Billing period"><button type="button" data-pricing-option>Monthly</button><button type="button" data-pricing-option>Yearly</button></div>
  <p data-pricing-price>$12 a month</p><p data-pricing-price hidden>$120 a year</p>
  <div data-pricing-join><a href="/join?plan=monthly">Join monthly</a></div><div data-pricing-join hidden><a href="/join?plan=yearly">Join yearly</a></div>`;

const parts = (container: HTMLElement, name: 'option' | 'price' | 'join') => [...container.querySelectorAll<HTMLElement>(pricingToggleAnatomy.selector(name))];

const mount = async (actorRef: ActorRefFrom<typeof pricingToggleMachine>, container: HTMLElement) => {
  container.innerHTML = serverMarkup;
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<PricingToggle actorRef={actorRef} blockId="plans" {...serverPricingToggle(container)!} />));
  return () => act(() => root.unmount());
};

describe('pricing toggle chart through the server markup it drives', () => {
  walkChart({
    machine: pricingToggleMachine,
    mount,
    events: { SELECT: [{ index: 0 }, { index: 1 }] },
    actions: { SELECT: ({ container, event }) => parts(container, 'option')[event.index]!.click() },
    states: {
      idle: ({ container, snapshot }) => {
        const { selected } = snapshot.context;
        expect(container.querySelector(pricingToggleAnatomy.selector('options'))!.getAttribute('role')).toBe('group');
        parts(container, 'option').forEach((option, i) => {
          expect(option.getAttribute('aria-pressed')).toBe(String(i === selected));
          expect(option.getAttribute('aria-controls')).toBe(`plans:price:${i} plans:join:${i}`);
        });
        // the selected option's price and join button show, the other's are hidden: the groups swap
        expect(parts(container, 'price').map((price) => price.hidden)).toEqual([selected !== 0, selected !== 1]);
        expect(parts(container, 'join').map((join) => join.hidden)).toEqual([selected !== 0, selected !== 1]);
        expect(parts(container, 'price').map((price) => price.id)).toEqual(['plans:price:0', 'plans:price:1']);
      },
    },
  });
});
