import { logError } from './log';
import type { SiteContext } from './schemas/site-context';

/** Runs when the page is marked ready; may return its destructor. */
export type Initialiser = (page: {
  document: Document;
  site: SiteContext;
  /** Settles once the blocks near the first viewport have mounted (or failed); undefined on a page without blocks. */
  firstBlocks?: () => Promise<void> | undefined;
}) => void | (() => void);

export type Destructors = Array<[string, () => void]>;

/** Runs each initialiser on its own: one that throws is logged and the others still run. Returns the destructors. */
export function runInitialisers(initialisers: ReadonlyArray<[string, Initialiser]>, page: Parameters<Initialiser>[0]): Destructors {
  const destructors: Destructors = [];
  for (const [name, initialise] of initialisers) {
    try {
      const destroy = initialise(page);
      if (destroy) destructors.push([name, destroy]);
    } catch (error) {
      logError(`Initialiser "${name}" failed; the others continue.`, error);
    }
  }
  return destructors;
}

/** Runs destructors in reverse order, each guarded. */
export function runDestructors(destructors: Destructors): void {
  for (const [name, destroy] of [...destructors].reverse()) {
    try {
      destroy();
    } catch (error) {
      logError(`Destructor "${name}" failed; the others continue.`, error);
    }
  }
}

/** The longest a feature started after the first blocks waits for them (a block whose chunk never arrives). */
export const FIRST_BLOCKS_WAIT_MS = 2000;

/**
 * An initialiser that starts once the blocks near the first viewport have mounted, or FIRST_BLOCKS_WAIT_MS after the
 * page was marked ready, whichever is first (at once on a page without blocks): what the visitor sees first gets the
 * main thread and the network before page-wide work they do not see (docs/contract.md "What starts when").
 */
export function afterFirstBlocks(name: string, initialiser: Initialiser): Initialiser {
  return (page) => {
    const firstBlocks = page.firstBlocks?.();
    if (!firstBlocks) return initialiser(page);
    let state: 'waiting' | 'started' | 'destroyed' = 'waiting';
    let destroy: void | (() => void);
    const start = () => {
      clearTimeout(timer);
      if (state !== 'waiting') return;
      state = 'started';
      try {
        destroy = initialiser(page);
      } catch (error) {
        logError(`Initialiser "${name}" failed; the others continue.`, error);
      }
    };
    const timer = setTimeout(start, FIRST_BLOCKS_WAIT_MS);
    firstBlocks.then(start, start);
    return () => {
      clearTimeout(timer);
      state = 'destroyed';
      destroy?.();
    };
  };
}

/**
 * An initialiser whose code is downloaded when it runs and `applies` holds: `load` resolves to the real initialiser,
 * which starts unless the page was destroyed meanwhile. A failed download or start is logged; nothing else breaks.
 */
export function lazyInitialiser(
  name: string,
  load: () => Promise<Initialiser>,
  applies: (page: Parameters<Initialiser>[0]) => boolean = () => true,
): Initialiser {
  return (page) => {
    if (!applies(page)) return;
    let destroyed = false;
    let destroy: void | (() => void);
    load().then(
      (initialise) => {
        if (destroyed) return;
        try {
          destroy = initialise(page);
        } catch (error) {
          logError(`Initialiser "${name}" failed; the others continue.`, error);
        }
      },
      (error) => logError(`The ${name} code could not be loaded.`, error),
    );
    return () => {
      destroyed = true;
      destroy?.();
    };
  };
}
