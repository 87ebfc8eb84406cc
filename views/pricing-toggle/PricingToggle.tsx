import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectPricingToggle } from '../../machines/pricing-toggle/connect';
import type { pricingToggleMachine } from '../../machines/pricing-toggle/machine';
import type { ServerPricingToggle } from '../../runtime/pricing-toggle/markup';
import { propBinder } from '../shared/bind-props';

interface Props extends ServerPricingToggle {
  actorRef: ActorRefFrom<typeof pricingToggleMachine>;
  blockId: string;
}

/**
 * A pricing toggle as the server drew it, driven by the chart: each render writes the chart's state onto the
 * server's option buttons (aria-pressed) and its price and join groups (hidden), undone on destroy; clicks on the
 * options go to connect's handlers. Renders nothing itself.
 */
export function PricingToggle({ actorRef, blockId, options, buttons, prices, joins }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectPricingToggle(snapshot, actorRef.send, { id: blockId });
  const [binder] = useState(propBinder);
  useLayoutEffect(() => () => binder.restore(), [binder]);

  useLayoutEffect(() => {
    binder.bind(options, api.optionsProps);
    buttons.forEach((button, index) => binder.bind(button, api.getOptionProps(index)));
    prices.forEach((price, index) => binder.bind(price, api.getPriceProps(index)));
    joins.forEach((join, index) => binder.bind(join, api.getJoinProps(index)));
  });

  // The listener stays for the view's life and calls the handlers of the latest render. Attached in the commit, so a
  // press held while the block loaded, replayed a task after mounting, finds it.
  const latest = useRef(api);
  latest.current = api;
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const index = buttons.findIndex((button) => button.contains(event.target as Node));
      if (index >= 0) latest.current.getOptionProps(index).onClick();
    };
    options.addEventListener('click', onClick);
    return () => options.removeEventListener('click', onClick);
  }, [options, buttons]);

  return null;
}
