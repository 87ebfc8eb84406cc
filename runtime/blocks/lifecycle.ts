// One block's lifecycle on the page: the block lifecycle chart's actor from the block's first event on; until then the
// block waits in the chart's initial state without one.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { blockStateAttributes, connectBlockLifecycle } from '../../machines/block-lifecycle/connect';
import { blockLifecycleMachine, type BlockLifecycleEvent } from '../../machines/block-lifecycle/machine';
import { startActor, stopActor } from '../actors';
import { blockLifecycle, blockWatches, type LifecycleOptions, type WatchName } from './effects';

type BlockActor = ActorRefFrom<typeof blockLifecycleMachine>;

/** One block's lifecycle: its chart's actor once the block has had an event, its initial state's watches until then. */
export interface Lifecycle {
  readonly actor: BlockActor | undefined;
  send(event: BlockLifecycleEvent): void;
  /** Back to dormant (the view unmounts, the markup comes back), then the chart itself goes. */
  stop(): void;
}

/** The chart's initial state and what it invokes there (its watches), read from the chart. */
const INITIAL_STATE = blockLifecycleMachine.config.initial as SnapshotFrom<typeof blockLifecycleMachine>['value'];
const INITIAL_WATCHES = blockLifecycleMachine.root.states[INITIAL_STATE]!.invoke.map(({ src }) => src as WatchName);

/**
 * A block waits in the chart's initial state (`dormant`) without an actor of its own: a page of twenty galleries
 * started sixty actors (each lifecycle with its two watches) before its first block mounted, most of them for blocks
 * that never leave `dormant`. Started at once, the actors cost 11-12 ms more main-thread CPU before the first gallery
 * of the 20 × 50 benchmark page has booted (`npm run bench:boot-cpu`, medians: 296 against 285 ms, 302 against 290).
 * Its `data-block-state` is the initial state's, and the runtime runs what the chart invokes there (the approach and
 * interaction watches). The first event (approach, interaction, the address, `boot()`) stops them, starts the chart's
 * actor, which invokes them itself, and sends the event to it.
 */
export function waitingLifecycle(options: LifecycleOptions): Lifecycle {
  const { element, id, kind } = options;
  const watches = blockWatches(options);
  let actor: BlockActor | undefined;
  let waiting: Array<() => void> | undefined = [];
  const unwatch = () => {
    for (const stop of waiting?.splice(0) ?? []) stop();
    waiting = undefined;
  };
  const send = (event: BlockLifecycleEvent) => {
    if (!actor && waiting) {
      unwatch();
      actor = startActor(`${id}:lifecycle`, blockLifecycle(options, watches), {}, { id, kind });
      showBlockState(actor, element);
    }
    actor?.send(event); // none once stopped
  };
  showState(element, blockStateAttributes(INITIAL_STATE));
  for (const watch of INITIAL_WATCHES) {
    const stop = watches[watch](send);
    if (waiting) waiting.push(stop);
    else stop(); // an event came while the watches started: the actor watches now
  }
  return {
    get actor() {
      return actor;
    },
    send,
    stop() {
      unwatch();
      actor?.send({ type: 'DESTROY' });
      if (actor) stopActor(`${id}:lifecycle`, actor);
    },
  };
}

/** Settles once the block is no longer loading (mounted or failed), or at once when it has had no event: dormant. */
export const settled = ({ actor }: Lifecycle) =>
  new Promise<void>((resolve) => {
    const done = () => !actor || actor.getSnapshot().value !== 'loading' || actor.getSnapshot().status !== 'active';
    if (done()) return resolve();
    const subscription = actor!.subscribe({ next: () => done() && (subscription.unsubscribe(), resolve()), complete: resolve, error: () => resolve() });
  });

const showState = (element: Element, attributes: Record<string, string>) => {
  for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
};

/** Keeps the block element's attributes (`data-block-state`) in step with its lifecycle: the chart's view. */
export function showBlockState(actor: BlockActor, element: Element): () => void {
  const show = (snapshot: ReturnType<BlockActor['getSnapshot']>) => showState(element, connectBlockLifecycle(snapshot, actor.send));
  show(actor.getSnapshot());
  const subscription = actor.subscribe(show);
  return () => subscription.unsubscribe();
}
