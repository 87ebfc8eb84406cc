import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import { renderNow } from './render-now';
import type { Mount } from './walk-chart';

/** Mounts `<View actorRef={actorRef} />` with a fresh React root, rendered (effects included) before it resolves. */
export function reactView<M extends AnyStateMachine>(View: ComponentType<{ actorRef: ActorRefFrom<M> }>): Mount<M> {
  return async (actorRef, container) => {
    const root = createRoot(container);
    await renderNow(() => root.render(<View actorRef={actorRef} />));
    return () => renderNow(() => root.unmount());
  };
}
