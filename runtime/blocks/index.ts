import { fromCallback, fromPromise, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { blockLifecycleMachine, type BlockLifecycleEvent } from '../../machines/block-lifecycle/machine';
import { BLOCK_STATE_ATTRIBUTE, blockStateAttributes, connectBlockLifecycle } from '../../machines/block-lifecycle/connect';
import { startActor, stopActor } from '../actors';
import { blocksNamedByAddress } from './address';
import { approachWatch, type ApproachWatch } from './approach';
import type { MountedBlock } from './contract';
import { blockHandover, type Handover } from './handover';
import { BLOCK_SELECTOR, NOT_A_BLOCK } from './selector';
import { captureInteractions } from './interactions';
import { kindMessage } from './messages';
import type { MountTarget } from './mount';
import { blockKind } from './registry';
import { logError, logWarn } from '../log';
import { identifyBlock } from './identify';
import { preloadChunk } from '../preload-chunks';
import { SLICE_MS, yieldToPage } from './slices';
import type { SiteContext } from '../schemas/site-context';


type BlockActor = ActorRefFrom<typeof blockLifecycleMachine>;

/** The longest the blocks' lifecycles are started for in one task before the page gets the main thread back. */
export const START_SLICE_MS = SLICE_MS;

export interface BootBlocksOptions {
  /** How a dormant block's approach is seen: the page's shared IntersectionObserver unless given. */
  approach?: ApproachWatch;
}

export interface Blocks {
  /**
   * Settles once every block on the page has its lifecycle (they are found in slices, one task each): a block's own
   * capture of what the visitor does inside it is on by then.
   */
  started: Promise<void>;
  /** Settles once the blocks that boot at load (near the first viewport, live at once, named by the address) have
   * booted or been skipped. */
  ready: Promise<void>;
  /** Boots the block `element` is (or is inside) now; settles when it has booted or been skipped. */
  boot(element: Element): Promise<void>;
  /** Unmounts every block, brings back its server markup and stops its actors. */
  destroy(): void;
}

/**
 * Finds every block on the page and starts its lifecycle chart: each waits dormant until it is approached,
 * interacted with or asked for, then loads its kind's chunk, validates its configuration and mounts. Each block is
 * on its own: broken JSON, an invalid field, an unknown kind or a chunk that fails to load skips that block with
 * one console message, and every other block still boots. Mounts go one at a time in the order asked, so the
 * blocks of the first viewport mount first, in page order.
 */
export function bootBlocks(root: ParentNode, site: SiteContext, { approach = approachWatch() }: BootBlocksOptions = {}): Blocks {
  const lifecycles = new Map<Element, Lifecycle>();
  const skipped: HTMLElement[] = [];
  const counters = new Map<string, number>();
  const turns = mountTurns();
  let addressed: Set<Element> | undefined;
  let destroyed = false;
  const start = (element: HTMLElement) => {
    const { kind, source } = identifyBlock(element);
    if (source === 'static') return;
    const n = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, n);
    const id = element.id || `${kind}-${n}`;
    const name = `Block "${kind}" (#${id})`;
    const entry = blockKind(kind);
    // What the core can tell without the chunk is told at load, wherever the block is.
    const problem = !entry?.load ? 'kind' : source === 'contract' ? jsonProblem(element) : null;
    if (problem !== null) {
      if (problem === 'kind') logWarn(`${name} is skipped: this runtime has no block kind "${kind}".`);
      else logError(`${name} is skipped: ${kindMessage(entry, 'decode')}data-block-json is not valid JSON (${problem}).`);
      element.setAttribute(BLOCK_STATE_ATTRIBUTE, 'failed');
      skipped.push(element);
      return;
    }
    const lifecycle = waitingLifecycle({ element, id, kind, entry: entry!, published: source === 'published', site, approach, turns });
    lifecycles.set(element, lifecycle);
    // The address is read once for the page: one query, not one per block.
    if (entry!.liveAtOnce || (entry!.bootsWhenAddressed && (addressed ??= blocksNamedByAddress(root)).has(element))) lifecycle.send({ type: 'BOOT' });
  };
  // In page order and in slices of at most START_SLICE_MS, each in a task of its own: sixty lifecycles started in
  // one task (with the boxes read and the first viewport's mounts asked for) were a long task. The first slice
  // starts now, so the blocks at the top of the page are the first to be near.
  const elements = Array.from(root.querySelectorAll<HTMLElement>(BLOCK_SELECTOR));
  const started = (async () => {
    let sliceStart = performance.now();
    for (const element of elements) {
      if (performance.now() - sliceStart >= START_SLICE_MS) {
        await yieldToPage();
        sliceStart = performance.now();
      }
      if (destroyed) return;
      start(element);
    }
  })();
  // A block without an actor has had no event: it is dormant, not loading.
  const settled = ({ actor }: Lifecycle) =>
    new Promise<void>((resolve) => {
      const done = () => !actor || actor.getSnapshot().value !== 'loading' || actor.getSnapshot().status !== 'active';
      if (done()) return resolve();
      const subscription = actor!.subscribe({ next: () => done() && (subscription.unsubscribe(), resolve()), complete: resolve, error: () => resolve() });
    });
  const ready = started
    .then(() => approach.firstReports())
    .then(() => Promise.all([...lifecycles.values()].map(settled)))
    .then(() => undefined);
  const bootNow = (element: Element) => {
    const block = lifecycles.get(element.closest(BLOCK_SELECTOR) ?? element);
    if (!block) {
      logWarn(NOT_A_BLOCK);
      return Promise.resolve();
    }
    block.send({ type: 'BOOT' });
    return settled(block);
  };
  return {
    started,
    ready,
    // A block of a slice not started yet boots once it has its lifecycle.
    boot: (element) => (lifecycles.has(element.closest(BLOCK_SELECTOR) ?? element) ? bootNow(element) : started.then(() => bootNow(element))),
    destroy() {
      destroyed = true;
      for (const [element, lifecycle] of [...lifecycles].reverse()) {
        lifecycle.stop();
        element.removeAttribute(BLOCK_STATE_ATTRIBUTE);
      }
      lifecycles.clear();
      for (const element of skipped.splice(0)) element.removeAttribute(BLOCK_STATE_ATTRIBUTE);
    },
  };
}

/** One block's lifecycle: its chart's actor once the block has had an event, its initial state's watches until then. */
interface Lifecycle {
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
 * that never leave `dormant`.
 * Its `data-block-state` is the initial state's, and the runtime runs what the chart invokes there (the approach and
 * interaction watches). The first event (approach, interaction, the address, `boot()`) stops them, starts the chart's
 * actor, which invokes them itself, and sends the event to it.
 */
function waitingLifecycle(options: LifecycleOptions): Lifecycle {
  const { element, id } = options;
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
      actor = startActor(`${id}:lifecycle`, blockLifecycle(options, watches));
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

/** The chunks of its kind a contract block's configuration says it will need (the registry's `parts`). */
function blockParts({ entry, element, published }: LifecycleOptions): string[] {
  if (!entry.parts || published) return [];
  const config: unknown = JSON.parse(element.dataset.blockJson ?? '{}'); // JSON: checked when the block was found
  return config !== null && typeof config === 'object' ? entry.parts(config as Record<string, unknown>) : [];
}

/** The parse error of a contract block's data-block-json, or null when it is JSON. */
function jsonProblem(element: HTMLElement): string | null {
  try {
    JSON.parse(element.dataset.blockJson ?? '{}');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export interface LifecycleOptions extends MountTarget {
  approach: ApproachWatch;
  turns: MountTurns;
}

type WatchName = 'watchApproach' | 'watchInteraction';

/** What a dormant block watches for (the chart's `watchApproach` and `watchInteraction`), over its handover. */
interface Watches {
  handover: Handover;
  watchApproach(send: (event: BlockLifecycleEvent) => void): () => void;
  watchInteraction(send: (event: BlockLifecycleEvent) => void): () => void;
}

function blockWatches({ element, approach }: LifecycleOptions): Watches {
  const handover = blockHandover(element);
  return {
    handover,
    watchApproach: (send) => approach.watch(element, () => send({ type: 'APPROACHED' })),
    watchInteraction: (send) =>
      captureInteractions(element, (event) => {
        if (handover.take(event)) send({ type: 'INTERACTED' });
      }),
  };
}

/** One block's lifecycle chart with the page's effects provided (the model test walks this one). */
export function blockLifecycle(options: LifecycleOptions, watches: Watches = blockWatches(options)): typeof blockLifecycleMachine {
  const { handover } = watches;
  return blockLifecycleMachine.provide({
    actors: {
      watchApproach: fromCallback(({ sendBack }) => watches.watchApproach(sendBack)),
      watchInteraction: fromCallback(({ sendBack }) => watches.watchInteraction(sendBack)),
      mountBlock: fromPromise(({ signal }) => {
        // The turn is taken now, in the order blocks are asked for; the kind's chunk and the mount code (a chunk of
        // its own: a page without blocks never needs it) download side by side.
        const turn = options.turns.take();
        // A block destroyed while it waits gives its turn up at once (its chunk may never come).
        signal.addEventListener('abort', turn.done, { once: true });
        preloadChunk(`blocks/${options.kind}.js`);
        for (const part of blockParts(options)) preloadChunk(part, { itself: true });
        const module = options.entry.load!();
        module.catch(() => {}); // its failure is reported once, by loadAndMount
        return import('./mount').then(
          ({ loadAndMount }) => loadAndMount(options, { handover, signal, turn, module }),
          (error: Error) => {
            turn.done();
            logWarn(`Block "${options.kind}" (#${options.id}) is skipped: the runtime's mount code failed to load (${error.message}).`);
            throw error;
          },
        );
      }),
      keepMounted: fromCallback<EventObject, MountedBlock>(({ input }) => () => input.unmount()),
    },
  });
}

export interface MountTurns {
  /**
   * A place in line, taken when the block is asked for: `ready()` settles once every earlier one is done, in a task
   * after the call. A mount never shares a task with the previous mount, nor with its chunk's evaluation (the
   * renderer's chunk alone is 15-25 ms of CPU).
   */
  take(): { ready(): Promise<void>; done(): void };
}

export function mountTurns(): MountTurns {
  let last = Promise.resolve();
  return {
    take() {
      let done = () => {};
      const previous = last;
      const mine = new Promise<void>((resolve) => (done = resolve));
      last = previous.then(() => mine);
      return { ready: () => previous.then(yieldToPage), done };
    },
  };
}

