import { createRoot } from 'react-dom/client';
import { pricingToggleMachine } from '../../machines/pricing-toggle/machine';
import { serverPricingToggle } from '../../runtime/pricing-toggle/markup';
import { PricingToggle } from '../../views/pricing-toggle/PricingToggle';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The pricing toggle chart's walk (model-tests/pricing-toggle.model.test.tsx) and its page in the chart lab: a
// pricing toggle as the server draws it (docs/blocks.md "Pricing toggle"), the first option's groups shown.

const serverMarkup = `<div data-pricing-options aria-label="Billing period"><button type="button" data-pricing-option>Monthly</button><button type="button" data-pricing-option>Yearly</button></div>
  <p data-pricing-price>$12 a month</p><p data-pricing-price hidden>$120 a year</p>
  <div data-pricing-join><a href="/join?plan=monthly">Join monthly</a></div><div data-pricing-join hidden><a href="/join?plan=yearly">Join yearly</a></div>`;

export const pricingToggleCase: ChartCase<typeof pricingToggleMachine> = {
  title: 'the server markup it drives',
  machine: pricingToggleMachine,
  mount: async (actorRef, container) => {
    container.innerHTML = serverMarkup;
    const root = createRoot(document.createElement('div'));
    await renderNow(() => root.render(<PricingToggle actorRef={actorRef} blockId="plans" {...serverPricingToggle(container)!} />));
    return () => renderNow(() => root.unmount());
  },
  events: { SELECT: [{ index: 0 }, { index: 1 }] },
};

export const labCases = [pricingToggleCase];
