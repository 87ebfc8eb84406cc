import type { ActorRefFrom } from 'xstate';
import { lifecycleMachine } from '../machines/lifecycle/machine';
import { startActor } from './actors';
import { bootBlocks } from './bootstrap';
import { logError } from './log';
import type { SiteContext } from './schemas/site-context';
import { readSiteContext } from './site-context';

/** Runs when the page is marked ready; may return its destructor. */
export type Initialiser = (page: { document: Document; site: SiteContext }) => void | (() => void);

export interface Page {
  lifecycle: ActorRefFrom<typeof lifecycleMachine>;
  /** Settles when the blocks found by the last initialisation have booted (or been skipped). */
  blocksReady: () => Promise<void>;
}

/** The attribute on <html> that tells the platform, the editor and tests where the lifecycle is. */
export const LIFECYCLE_ATTRIBUTE = 'data-runtime-lifecycle';

/**
 * The page lifecycle (visitor-runtime §4) over the document: each initialiser runs on its own, so one that throws
 * is logged and the others still run; destructors run in reverse order, each guarded too.
 */
export function createPage(doc: Document, extraInitialisers: ReadonlyArray<[string, Initialiser]> = []): Page {
  const { machine, blocksReady } = pageLifecycle(doc, extraInitialisers);
  return { lifecycle: startActor('lifecycle', machine), blocksReady };
}

/** The lifecycle chart with the page's initialisers and destructors provided (model tests walk this one). */
export function pageLifecycle(doc: Document, extraInitialisers: ReadonlyArray<[string, Initialiser]> = []) {
  let destructors: Array<[string, () => void]> = [];
  let blocksReady: Promise<void> = Promise.resolve();
  const initialisers: Array<[string, Initialiser]> = [
    [
      'blocks',
      ({ document, site }) => {
        const blocks = bootBlocks(document, site);
        blocksReady = blocks.ready;
        return blocks.destroy;
      },
    ],
    ...extraInitialisers,
  ];
  const machine = lifecycleMachine.provide({
    actions: {
      runInitialisers: () => {
        const site = readSiteContext(doc);
        for (const [name, initialise] of initialisers) {
          try {
            const destroy = initialise({ document: doc, site });
            if (destroy) destructors.push([name, destroy]);
          } catch (error) {
            logError(`Initialiser "${name}" failed; the others continue.`, error);
          }
        }
        doc.documentElement.setAttribute(LIFECYCLE_ATTRIBUTE, 'initialised');
      },
      runDestructors: () => {
        for (const [name, destroy] of destructors.reverse()) {
          try {
            destroy();
          } catch (error) {
            logError(`Destructor "${name}" failed; the others continue.`, error);
          }
        }
        destructors = [];
        doc.documentElement.setAttribute(LIFECYCLE_ATTRIBUTE, 'destroyed');
      },
    },
  });
  return { machine, blocksReady: () => blocksReady };
}
