/**
 * The page's one image load queue (display-widgets §4, §9): at most 1 download at a time on mobile, 16 otherwise.
 * Images in the viewport go before those only within the lazy-load margin; FIFO within each. A request that is
 * cancelled leaves the queue; a granted one holds its slot until released.
 */
import type { ImagePriority } from '../../machines/image-loader/rules';
export type { ImagePriority };

export interface ImageQueue {
  /** Asks for a slot; `grant` runs once one is free (maybe at once). The answer cancels or releases, once. */
  request(priority: ImagePriority, grant: () => void): () => void;
  readonly active: number;
  readonly waiting: number;
}

export const MOBILE_CONCURRENCY = 1;
export const DESKTOP_CONCURRENCY = 16;
/** display-widgets §9 "mobile breakpoint 432 px". */
export const MOBILE_BREAKPOINT_PX = 432;

export interface DeviceFacts {
  coarsePointer: boolean;
  viewportWidth: number;
  viewportHeight: number;
}

/**
 * Mobile: a touch-first device (coarse pointer) whose viewport's shorter side is at most 432 px, so a phone held
 * either way counts and a tablet or a touch laptop does not.
 */
export const isMobile = ({ coarsePointer, viewportWidth, viewportHeight }: DeviceFacts) =>
  coarsePointer && Math.min(viewportWidth, viewportHeight) <= MOBILE_BREAKPOINT_PX;

/**
 * The layout viewport, as width media queries see it: not innerWidth, which on a phone grows with a page wider than
 * the screen (zoomed out to fit, such as a server-rendered gallery's full-size images before its view replaces them).
 */
export function browserDeviceFacts(win: Window = window): DeviceFacts {
  const { clientWidth, clientHeight } = win.document.documentElement;
  return { coarsePointer: win.matchMedia?.('(pointer: coarse)').matches ?? false, viewportWidth: clientWidth, viewportHeight: clientHeight };
}

export function createImageQueue(concurrency: number): ImageQueue {
  const waiting: Record<ImagePriority, Array<() => void>> = { viewport: [], margin: [] };
  let active = 0;

  const next = () => {
    while (active < concurrency) {
      const grant = waiting.viewport.shift() ?? waiting.margin.shift();
      if (!grant) return;
      active += 1;
      grant();
    }
  };

  return {
    request(priority, grant) {
      let state: 'waiting' | 'granted' | 'done' = 'waiting';
      const entry = () => {
        state = 'granted';
        grant();
      };
      waiting[priority].push(entry);
      next();
      return () => {
        if (state === 'waiting') waiting[priority].splice(waiting[priority].indexOf(entry), 1);
        if (state === 'granted') {
          active -= 1;
          next();
        }
        state = 'done';
      };
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.viewport.length + waiting.margin.length;
    },
  };
}

let pageQueue: ImageQueue | undefined;

/** The page's queue, made on first use with the device's concurrency. */
export function imageQueue(facts: () => DeviceFacts = browserDeviceFacts): ImageQueue {
  pageQueue ??= createImageQueue(isMobile(facts()) ? MOBILE_CONCURRENCY : DESKTOP_CONCURRENCY);
  return pageQueue;
}
