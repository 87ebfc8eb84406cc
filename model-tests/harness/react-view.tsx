import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import type { Mount } from './walk-chart';

/** Mounts `<View actorRef={actorRef} />` with a fresh React root, inside act() so the first render has happened. */
export function reactView<M extends AnyStateMachine>(View: ComponentType<{ actorRef: ActorRefFrom<M> }>): Mount<M> {
  return async (actorRef, container) => {
    const root = createRoot(container);
    await act(async () => root.render(<View actorRef={actorRef} />));
    return () => act(() => root.unmount());
  };
}
