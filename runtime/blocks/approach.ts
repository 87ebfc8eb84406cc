import { watchIntersection } from '../images/shared-observers';
import { SLICE_MS, yieldToPage } from './slices';

/** One viewport height above and below the visible area: a block within it boots. */
export const APPROACH_MARGIN = '100% 0px';

export interface ApproachWatch {
  /** Calls `near` each time `element` comes within one viewport height of the visible area; returns the stop. */
  watch(element: Element, near: () => void): () => void;
  /**
   * Settles once every element watched so far has had its first report (near or not): the blocks of the first
   * viewport have been told by then.
   */
  firstReports(): Promise<void>;
}

/**
 * The page's one IntersectionObserver for dormant blocks (shared with nothing else: the images keep theirs). It reports
 * every observed element once when it starts, which is how the first viewport's blocks are known. Without
 * IntersectionObserver every block is near.
 */
export function approachWatch(win: ApproachWindow = window): ApproachWatch {
  const unreported = new Map<Element, () => void>();
  let allReported = Promise.resolve();
  let reportedAll = () => {};
  let checks: Array<[Element, () => void]> | undefined;
  // A block told it is near starts its lifecycle (its chart, its chunk asked for): the twenty-odd blocks of a full
  // page's first viewport told in one go made a task of 25-40 ms of CPU. They are told in the order they came, in
  // slices (runtime/blocks/slices.ts), the first at once.
  const waiting: Array<() => void> = [];
  // when this task began telling; cleared once the page has had the main thread back
  let sliceStart: number | undefined;
  let draining: Promise<void> | undefined;
  const withinSlice = () => {
    if (sliceStart === undefined) {
      sliceStart = performance.now();
      void yieldToPage().then(() => (sliceStart = undefined));
    }
    return performance.now() - sliceStart < SLICE_MS;
  };
  const tell = (near: () => void) => {
    if (waiting.length === 0 && withinSlice()) return void near();
    waiting.push(near);
    draining ??= (async () => {
      while (waiting.length > 0) {
        await yieldToPage();
        sliceStart = performance.now();
        while (waiting.length > 0 && performance.now() - sliceStart < SLICE_MS) waiting.shift()!();
      }
      draining = undefined;
    })();
  };
  const told = async () => {
    while (draining) await draining;
  };
  const checkSoon = (element: Element, near: () => void) => {
    if (!checks) {
      checks = [];
      queueMicrotask(() => {
        // Before the page's first paint its layout is yet to be done: reading a box would do the whole page's first
        // style and layout inside the runtime's task (10-20 ms of CPU); the browser does it in its frame, and the
        // observer reports right after it. (A window without paint timing is taken as painted.)
        const due = win.performance?.getEntriesByType?.('paint').length === 0 ? [] : checks!.filter(([element]) => unreported.has(element) && nearNow(win, element));
        checks = undefined;
        for (const [, near] of due) tell(near);
      });
    }
    checks.push([element, near]);
  };
  const reported = (element: Element) => {
    unreported.delete(element);
    // once the blocks reported near have been told too
    if (unreported.size === 0) void told().then(reportedAll);
  };
  return {
    watch(element, report) {
      // A block that stops watching (destroyed) before its turn to be told is not told.
      let watching = true;
      const near = () => watching && report();
      if (unreported.size === 0) allReported = new Promise((resolve) => (reportedAll = resolve));
      unreported.set(element, near);
      const stop = watchIntersection(win, element, APPROACH_MARGIN, (entry) => {
        if (entry.isIntersecting) tell(near);
        reported(element);
      });
      // Near already on a painted page: told at once, not a frame later when the observer first reports, so its
      // chunk starts downloading sooner; the observer's report then finds the block past dormant. The boxes of every
      // block watched in this task are read together, after the task's writes: one layout, not one per block.
      if (stop) checkSoon(element, near);
      if (stop) return () => {
        watching = false;
        stop();
        reported(element);
      };
      // No IntersectionObserver: near at once (a task later, as an observer would report).
      const timer = setTimeout(() => {
        tell(near);
        reported(element);
      }, 0);
      return () => {
        watching = false;
        clearTimeout(timer);
        reported(element);
      };
    },
    firstReports: () => allReported,
  };
}

interface ApproachWindow {
  IntersectionObserver?: typeof IntersectionObserver;
  innerHeight?: number;
  performance?: { getEntriesByType?(type: 'paint'): unknown[] };
}

/** Whether `element` is within one viewport height of the visible area now, as the observer will report. */
function nearNow(win: { innerHeight?: number }, element: Element): boolean {
  const height = win.innerHeight;
  if (!height) return false;
  const box = element.getBoundingClientRect();
  return (box.width > 0 || box.height > 0) && box.bottom >= -height && box.top <= 2 * height;
}

/** Every block near at once (a task after it is watched), as on a page without IntersectionObserver: for tests without layout. */
export const everyBlockNear = (): ApproachWatch => approachWatch({});
