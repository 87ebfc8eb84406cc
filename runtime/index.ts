import type { AnyActorRef } from 'xstate';
import { liveActors, readTrail, setInspector, stopActor } from './actors';
import type { enqueue, request } from './data-layer';
import { logError, logWarn } from './log';
import { pageInitialisers } from './initialisers';
import { trace } from './telemetry/core';
import { bootPage, createPage, destroyPage, type Page } from './page';
import { readSiteContext } from './site-context';
import type { showSystemError } from './system-error';

/** The one global of the runtime (docs/contract.md "The global"). */
export interface VisitorRuntime {
  version: string;
  /**
   * Marks the page ready: initialisers run once. Settles when the blocks that boot at load have booted or been
   * skipped. With an element: also boots the block it is (or is inside) now, and settles when that one has.
   */
  boot(element?: Element): Promise<void>;
  /** Runs the destructors and stops the lifecycle actor: nothing of the runtime is left running; `boot()` may
   * initialise the page again afterwards. */
  destroy(): void;
  /** The live actors by id: `lifecycle`, `systemError`, each block by its id, each request in flight. */
  actors: ReadonlyMap<string, AnyActorRef>;
  /** The data layer (docs/data-layer.md), downloaded on first use. */
  request: typeof request;
  enqueue: typeof enqueue;
  showSystemError: typeof showSystemError;
  /** Adds a trace entry (docs/telemetry.md), sent in batches. */
  trace: typeof trace;
  /** The flight recorder's trail: the page's last 50 transitions, as error reports carry it (docs/telemetry.md). */
  trail: typeof readTrail;
  /**
   * The page's experiments (display-widgets §3, §4 "Experiment lookup"; docs/tracking.md "Experiments"): feature
   * toggles and A/B test variants from the site context, with an internal site's overrides from the address.
   * Downloaded on first use.
   */
  experiments(): Promise<ReturnType<typeof import('./analytics/experiments').pageExperiments>>;
}

declare global {
  interface Window {
    visitorRuntime?: VisitorRuntime;
  }
}

// One shared promise: callbacks on it run in the order they were added, so calls keep their order (two separate
// import() calls of the same module may settle in either order).
let dataLayer: Promise<typeof import('./data-layer')> | undefined;
const loadDataLayer = () => (dataLayer ??= import('./data-layer'));

async function start(): Promise<void> {
  // Before any actor starts. The inspector chunk decides whether this session may have one (runtime/inspector-access.ts);
  // it reads the site context quietly, as boot reports the context's problems.
  if (new URLSearchParams(location.search).has('inspect')) {
    try {
      const { attachInspector } = await import('./inspector');
      const inspector = attachInspector(location, readSiteContext(document, () => {}));
      if (inspector) setInspector(inspector.inspect);
    } catch (error) {
      logError('The inspector could not be attached.', error);
    }
  }
  // One lifecycle actor per initialisation: started by boot, stopped once destroy has run the destructors.
  let page: Page | undefined;
  const runtime: VisitorRuntime = {
    version: '0.1.0',
    boot(element) {
      page ??= createPage(document, pageInitialisers);
      const ready = bootPage(page.lifecycle, page.blocksReady);
      return element ? page.bootBlock(element) : ready;
    },
    destroy() {
      if (!page) return;
      destroyPage(page.lifecycle);
      stopActor('lifecycle');
      page = undefined;
    },
    actors: liveActors,
    trail: readTrail,
    // The data layer and the overlay's chart are a chunk of their own: a page that never calls the platform
    // never downloads them. Block chunks that talk to the platform import them directly.
    request: (spec) => loadDataLayer().then((dataLayer) => dataLayer.request(spec)),
    enqueue: (queue, spec) => loadDataLayer().then((dataLayer) => dataLayer.enqueue(queue, spec)),
    showSystemError: (message) => void import('./system-error').then((overlay) => overlay.showSystemError(message)),
    trace,
    experiments: () => import('./analytics/experiments').then((chunk) => chunk.thisPageExperiments()),
  };
  window.visitorRuntime = runtime;
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => void runtime.boot(), { once: true });
  } else {
    void runtime.boot();
  }
}

// A second copy of the runtime on the same page (the script included twice) must not boot the page again.
if ((window as { __visitorRuntimeLoaded?: boolean }).__visitorRuntimeLoaded) {
  logWarn('Detected second run');
} else {
  (window as { __visitorRuntimeLoaded?: boolean }).__visitorRuntimeLoaded = true;
  void start();
}
