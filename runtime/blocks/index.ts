// The block machinery (docs/contract.md "When a block boots"), `blocks.js`: only pages with blocks download it. It
// finds the blocks (find.ts), gives each a lifecycle (lifecycle.ts, the chart's effects in effects.ts) and lets the
// mount code (mount.ts, a chunk of its own) mount them one at a time (mount-queue.ts).
import { BLOCK_STATE_ATTRIBUTE } from '../../machines/block-lifecycle/connect';
import { logWarn } from '../log';
import type { SiteContext } from '../schemas/site-context';
import { blocksNamedByAddress } from './address';
import { approachWatch, type ApproachWatch } from './approach';
import { blockNamer, findBlocks, problemAtLoad } from './find';
import { settled, waitingLifecycle, type Lifecycle } from './lifecycle';
import { logSkippedAtLoad } from './messages';
import { mountQueue } from './mount-queue';
import { BLOCK_SELECTOR, NOT_A_BLOCK } from './selector';

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
  const name = blockNamer();
  const queue = mountQueue();
  let addressed: Set<Element> | undefined;
  let destroyed = false;
  const start = (element: HTMLElement) => {
    const block = name(element);
    if (!block) return;
    const problem = problemAtLoad(block);
    if (problem !== null) {
      logSkippedAtLoad(block, problem);
      element.setAttribute(BLOCK_STATE_ATTRIBUTE, 'failed');
      skipped.push(element);
      return;
    }
    const entry = block.entry!;
    const lifecycle = waitingLifecycle({ ...block, entry, site, approach, queue });
    lifecycles.set(element, lifecycle);
    // The address is read once for the page: one query, not one per block.
    if (entry.liveAtOnce || (entry.bootsWhenAddressed && (addressed ??= blocksNamedByAddress(root)).has(element))) lifecycle.send({ type: 'BOOT' });
  };
  const started = findBlocks(root, start, () => destroyed);
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
