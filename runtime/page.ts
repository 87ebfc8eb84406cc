import type { ActorRefFrom } from 'xstate';
import { runDestructors, runInitialisers, type Destructors, type Initialiser } from './initialise';
import { lifecycleMachine } from '../machines/lifecycle/machine';
import { startActor } from './actors';
import { bootBlocks, type Blocks, type BootBlocksOptions } from './bootstrap';
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
  let blocks: Blocks | undefined;
  const initialisers: Array<[string, Initialiser]> = [
    [
      'blocks',
      ({ document, site }) => {
        const booted = bootBlocks(document, site, blockOptions);
        blocks = booted;
        return () => {
          booted.destroy();
          if (blocks === booted) blocks = undefined;
        };
      },
    ],
    ...extraInitialisers,
  ];
  const machine = lifecycleMachine.provide({
    actions: {
      runInitialisers: () => {
        destructors = runInitialisers(initialisers, { document: doc, site: readSiteContext(doc) });
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
    blocksReady: () => blocks?.ready ?? Promise.resolve(),
    bootBlock: (element: Element) => blocks?.boot(element) ?? Promise.resolve(),
  };
}
