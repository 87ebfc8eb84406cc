import { fromPromise, type ActorRefFrom } from 'xstate';
import type { requestMachine, RequestSpec } from '../../machines/request/machine';
import type { RequestOutcome } from '../../machines/request/outcomes';
import { widgetRenderingOutcome } from '../../machines/summary/rules';
import { requestLogic, send } from '../data-layer';

/**
 * The generic fetch chart of a summary event block, with the runtime's effects: one POST of the widget rendering
 * per attempt (aborted when the chart leaves `pending` or stops), an answer without `html` taken as unreadable.
 */
export const widgetRenderingLogic = (spec: RequestSpec) =>
  requestLogic(spec).provide({
    actors: { sendRequest: fromPromise<RequestOutcome, RequestSpec>(async ({ input, signal }) => widgetRenderingOutcome(await send(input, signal))) },
  });

/** Puts the widget's rendering in place of the block's content, keeping the view's own host at the end. */
export function replaceContent(element: HTMLElement, html: string, keep: Element): void {
  const template = element.ownerDocument.createElement('template');
  template.innerHTML = html;
  for (const node of [...element.childNodes]) if (node !== keep) node.remove();
  element.insertBefore(template.content, keep);
}

/** Starts loading a summary event block's rendering: the block's one trigger of its fetch chart, at mount. */
export const loadRendering = (actor: ActorRefFrom<typeof requestMachine>) => actor.send({ type: 'FETCH' });
