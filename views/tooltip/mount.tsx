import type { ActorRefFrom } from 'xstate';
import type { tooltipMachine } from '../../machines/tooltip/machine';
import { mountView } from '../shared/mount-view';
import { TooltipView } from './TooltipView';

/**
 * The tooltip's lazy chunk (`chrome/tooltip`): downloaded by runtime/chrome/tooltips.ts on the first hover or focus
 * of a trigger. Renders the page's one tooltip in a host element of its own at the end of the page's main landmark
 * (so its text is inside a landmark, as axe-core's region rule asks), or of <body> without one; the tooltip is
 * `position: fixed`, so where the host sits does not move it. Returns the unmount.
 */
export function mountTooltip(actorRef: ActorRefFrom<typeof tooltipMachine>, doc: Document = document): () => void {
  const host = doc.createElement('div');
  host.dataset.runtimeHost = 'tooltip';
  (doc.querySelector('main, [role="main"]') ?? doc.body).append(host);
  const unmount = mountView(TooltipView, { actorRef }, host);
  return () => {
    unmount();
    host.remove();
  };
}
