import type { ActorRefFrom } from 'xstate';
import { connectCartIndicator } from '../../machines/cart-indicator/connect';
import type { cartIndicatorMachine } from '../../machines/cart-indicator/machine';
import { propBinder } from '../shared/bind-props';

/** The server-rendered badge: ours, or the platform's cart quantity. */
export const SERVER_BADGE = '[data-cart-badge], .sqs-cart-quantity, .icon-cart-quantity';

/**
 * The cart indicator's view, without React: it writes the chart's state onto the indicator and badge the server drew
 * (attributes through the prop binder, the badge's text). Destroy gives them back as they were.
 */
export function bindCartIndicator(actor: ActorRefFrom<typeof cartIndicatorMachine>, root: HTMLElement, badge: HTMLElement): () => void {
  const binder = propBinder();
  const serverText = badge.textContent;
  const render = () => {
    const api = connectCartIndicator(actor.getSnapshot(), actor.send);
    binder.bind(root, api.rootProps);
    binder.bind(badge, api.badgeProps);
    if (api.badgeText !== null && badge.textContent !== api.badgeText) badge.textContent = api.badgeText;
  };
  render();
  const subscription = actor.subscribe(render);
  return () => {
    subscription.unsubscribe();
    binder.restore();
    badge.textContent = serverText;
  };
}
