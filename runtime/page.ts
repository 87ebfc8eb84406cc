import type { ActorRefFrom } from 'xstate';
import { runDestructors, runInitialisers, type Destructors, type Initialiser } from './initialise';
import { lifecycleMachine } from '../machines/lifecycle/machine';
import { setRecording, startActor } from './actors';
import type { Blocks, BootBlocksOptions } from './blocks';
import { keepEarlyInteractions } from './blocks/interactions';
import { BLOCK_SELECTOR, NOT_A_BLOCK } from './blocks/selector';
import { logError, logWarn } from './log';
import { readSiteContext } from './site-context';

export type { Initialiser } from './initialise';

export interface Page {
  lifecycle: ActorRefFrom<typeof lifecycleMachine>;
  /** Settles when the blocks that boot at load, found by the last initialisation, have booted (or been skipped). */
  blocksReady: () => Promise<void>;
  /** Boots one block now (visitorRuntime.boot(element)); settles when it has booted or been skipped. */
  bootBlock: (element: Element) => Promise<void>;
}

type Lifecycle = Pick<Page['lifecycle'], 'send'>;

/** visitorRuntime.boot(): marks the page ready (initialisers run once); settles when its blocks have booted. */
export function bootPage(lifecycle: Lifecycle, blocksReady: () => Promise<void>): Promise<void> {
  lifecycle.send({ type: 'PAGE_READY' });
  return blocksReady();
}

/** visitorRuntime.destroy(): runs the destructors. */
export function destroyPage(lifecycle: Lifecycle): void {
  lifecycle.send({ type: 'DESTROY' });
}

/** The attribute on <html> that tells the platform, the editor and tests where the lifecycle is. */
export const LIFECYCLE_ATTRIBUTE = 'data-runtime-lifecycle';

/**
 * The page lifecycle (visitor-runtime §4) over the document: each initialiser runs on its own, so one that throws
 * is logged and the others still run; destructors run in reverse order, each guarded too.
 */
export function createPage(doc: Document, extraInitialisers: ReadonlyArray<[string, Initialiser]> = []): Page {
  const { machine, blocksReady, bootBlock } = pageLifecycle(doc, extraInitialisers);
  return { lifecycle: startActor('lifecycle', machine), blocksReady, bootBlock };
}

/** The lifecycle chart with the page's initialisers and destructors provided (model tests walk this one). */
export function pageLifecycle(
  doc: Document,
  extraInitialisers: ReadonlyArray<[string, Initialiser]> = [],
  blockOptions: BootBlocksOptions = {},
) {
  let destructors: Destructors = [];
  let blocks: Promise<Blocks | undefined> | undefined;
  const initialisers: Array<[string, Initialiser]> = [
    [
      'blocks',
      ({ document, site }) => {
        // A page without blocks never downloads the block machinery (runtime/blocks/: the registry, the lifecycle
        // chart, the table of what each block chunk imports): it is a chunk of its own, `blocks.js`, whose static
        // imports are all in the core (scripts/size-budget.test.ts holds it to that), so it takes one round trip.
        if (!document.querySelector(BLOCK_SELECTOR)) return undefined;
        // What the visitor does inside a block meanwhile is kept and handed to the blocks once they wait.
        let destroyed = false;
        let booted: Blocks | undefined;
        const release = keepEarlyInteractions();
        const booting = import('./blocks')
          .then(({ bootBlocks }) => {
            try {
              if (!destroyed) booted = bootBlocks(document, site, blockOptions);
            } finally {
              // Handed over once every block has its own capture (the blocks start in slices).
              if (booted) void booted.started.then(() => release(true), () => release(false));
              else release(false);
            }
            return booted;
          })
          .catch((error: unknown) => {
            release(false);
            // As a lazy initialiser says it (runtime/initialise.ts): the server's markup stays as it is.
            logError('The blocks code could not be loaded.', error);
            return undefined;
          });
        blocks = booting;
        return () => {
          // Booted: unmount now. Still loading: it never boots.
          destroyed = true;
          release(false);
          booted?.destroy();
          if (blocks === booting) blocks = undefined;
        };
      },
    ],
    ...extraInitialisers,
  ];
  const machine = lifecycleMachine.provide({
    actions: {
      runInitialisers: () => {
        const firstBlocks = () => blocks?.then((booted) => booted?.ready);
        const site = readSiteContext(doc);
        setRecording(site.flightRecorder !== false);
        destructors = runInitialisers(initialisers, { document: doc, site, firstBlocks });
        doc.documentElement.setAttribute(LIFECYCLE_ATTRIBUTE, 'initialised');
      },
      runDestructors: () => {
        runDestructors(destructors);
        destructors = [];
        doc.documentElement.setAttribute(LIFECYCLE_ATTRIBUTE, 'destroyed');
      },
    },
  });
  return {
    machine,
    blocksReady: () => blocks?.then((booted) => booted?.ready) ?? Promise.resolve(),
    bootBlock: (element: Element) => {
      if (blocks) return blocks.then((booted) => booted?.boot(element));
      logWarn(NOT_A_BLOCK);
      return Promise.resolve();
    },
  };
}
