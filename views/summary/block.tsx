import type { BlockModule } from '../../runtime/blocks/contract';
import { cookiesEnabled } from '../../runtime/cookie-values';
import type { SummaryConfig } from '../../runtime/summary/summary.schema';
import { loadRendering, widgetRenderingLogic } from '../../runtime/summary/widget-rendering';
import { widgetRenderingRequest } from '../../machines/summary/rules';
import { mountView } from '../shared/mount-view';
import { SummaryEvents } from './SummaryEvents';
import { summaryConfigValidator } from '../../runtime/summary/summary.validator.generated';

/**
 * The summary block's lazy chunk (visitor-runtime §2, §7): an event summary loads the platform's rendering of its
 * widget through the generic fetch chart and shows it in place of the server's content; any other summary is
 * complete as the server drew it.
 */
export const schema = summaryConfigValidator;
export const mountError = 'Summary block not rendered (a widget needs its collectionId)';

export const mount: BlockModule<SummaryConfig>['mount'] = ({ id, element, startActor }, { widget, collectionId }) => {
  if (!widget) return { unmount: () => {} };
  if (!collectionId) throw new Error(mountError);
  const spec = widgetRenderingRequest(widget, collectionId);
  const actor = startActor(id, widgetRenderingLogic(spec), { input: { request: spec, cookiesEnabled: cookiesEnabled() } });
  // The view's box goes at the end of the block (the rendering replaces everything before it); the runtime puts the
  // server's content back on destroy.
  const host = element.ownerDocument.createElement('div');
  element.append(host);
  const unmount = mountView(SummaryEvents, { actorRef: actor, blockId: id, block: element, host }, host, { sync: true });
  loadRendering(actor);
  return { actor, unmount: () => (unmount(), host.remove()) };
};
