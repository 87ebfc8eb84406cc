// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { pricingToggleAnatomy } from '../machines/pricing-toggle/anatomy';
import { pricingToggleCase } from './cases/pricing-toggle';
import { walkChart } from './harness';

const parts = (container: HTMLElement, name: 'option' | 'price' | 'join') => [...container.querySelectorAll<HTMLElement>(pricingToggleAnatomy.selector(name))];

describe('pricing toggle chart through the server markup it drives', () => {
  walkChart({
    ...pricingToggleCase,
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
