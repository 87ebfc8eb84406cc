import { watchIntersection } from './images/shared-observers';

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
  const checkSoon = (element: Element, near: () => void) => {
    if (!checks) {
      checks = [];
      queueMicrotask(() => {
        // Before the page's first paint its layout is yet to be done: reading a box would do the whole page's first
        // style and layout inside the runtime's task (10-20 ms of CPU); the browser does it in its frame, and the
        // observer reports right after it. (A window without paint timing is taken as painted.)
        const due = win.performance?.getEntriesByType?.('paint').length === 0 ? [] : checks!.filter(([element]) => unreported.has(element) && nearNow(win, element));
        checks = undefined;
        for (const [, near] of due) near();
      });
    }
    checks.push([element, near]);
  };
  const reported = (element: Element) => {
    unreported.delete(element);
    if (unreported.size === 0) reportedAll();
  };
  return {
    watch(element, near) {
      if (unreported.size === 0) allReported = new Promise((resolve) => (reportedAll = resolve));
      unreported.set(element, near);
      const stop = watchIntersection(win, element, APPROACH_MARGIN, (entry) => {
        reported(element);
        if (entry.isIntersecting) near();
      });
      // Near already on a painted page: told at once, not a frame later when the observer first reports, so its
      // chunk starts downloading sooner; the observer's report then finds the block past dormant. The boxes of every
      // block watched in this task are read together, after the task's writes: one layout, not one per block.
      if (stop) checkSoon(element, near);
      if (stop) return () => {
        stop();
        reported(element);
      };
      // No IntersectionObserver: near at once (a task later, as an observer would report).
      const timer = setTimeout(() => {
        reported(element);
        near();
      }, 0);
      return () => {
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
