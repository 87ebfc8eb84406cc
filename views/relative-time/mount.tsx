import type { ActorRefFrom } from 'xstate';
import type { relativeTimeMachine } from '../../machines/relative-time/machine';
import { mountView } from '../shared/mount-view';
import { RelativeTimeView } from './RelativeTimeView';

export interface DateNode {
  node: Element;
  actorRef: ActorRefFrom<typeof relativeTimeMachine>;
}

/**
 * The relative-time view chunk: renders each date node's label into the node itself (its text is kept as the
 * fallback until the first tick). Returns the unmount, which puts the page's own text back.
 */
export function mountRelativeTimes(dateNodes: DateNode[], locale: string): () => void {
  const unmounts = dateNodes.map(({ node, actorRef }) => {
    const fallbackText = node.textContent ?? '';
    const unmount = mountView(RelativeTimeView, { actorRef, fallbackText, locale }, node);
    return () => {
      unmount();
      node.textContent = fallbackText;
    };
  });
  return () => unmounts.forEach((unmount) => unmount());
}
