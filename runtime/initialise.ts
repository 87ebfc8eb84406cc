import { logError } from './log';
import type { SiteContext } from './schemas/site-context';

/** Runs when the page is marked ready; may return its destructor. */
export type Initialiser = (page: { document: Document; site: SiteContext }) => void | (() => void);

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
