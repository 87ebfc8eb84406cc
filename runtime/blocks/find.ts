// Finding the page's blocks: every element that names one, in page order and in slices, each named as its console
// messages and its actors name it.
import { identifyBlock } from './identify';
import { blockKind, type BlockKindEntry } from './registry';
import { BLOCK_SELECTOR } from './selector';
import { SLICE_MS, yieldToPage } from './slices';

/** The longest the blocks' lifecycles are started for in one task before the page gets the main thread back. */
export const START_SLICE_MS = SLICE_MS;

/** A block found on the page. */
export interface FoundBlock {
  element: HTMLElement;
  kind: string;
  /** The element's id, else `<kind>-<n>` in page order: it names the block's actors and prefixes its view's ids. */
  id: string;
  /** The kind's registry row; none for a kind this runtime does not have. */
  entry: BlockKindEntry | undefined;
  /** A published page's block: its chunk reads its configuration from its markup (docs/published-pages.md). */
  published: boolean;
}

/**
 * Calls `each` with every block element under `root`, in page order, in slices of at most START_SLICE_MS, each in a
 * task of its own: sixty lifecycles started in one task (with the boxes read and the first viewport's mounts asked
 * for) were a long task. The first slice runs now, so the blocks at the top of the page are the first to be near.
 * Settles once every element has been handed out, or at the first slice after `stopped()` says so.
 */
export async function findBlocks(root: ParentNode, each: (element: HTMLElement) => void, stopped: () => boolean): Promise<void> {
  const elements = Array.from(root.querySelectorAll<HTMLElement>(BLOCK_SELECTOR));
  let sliceStart = performance.now();
  for (const element of elements) {
    if (performance.now() - sliceStart >= START_SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
    if (stopped()) return;
    each(element);
  }
}

/**
 * What each element found is, numbering the blocks without an id by kind, in the order asked; null for a published
 * block the server rendered complete (text, spacer, …), which the runtime leaves as it is.
 */
export function blockNamer(): (element: HTMLElement) => FoundBlock | null {
  const counters = new Map<string, number>();
  return (element) => {
    const { kind, source } = identifyBlock(element);
    if (source === 'static') return null;
    const n = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, n);
    return { element, kind, id: element.id || `${kind}-${n}`, entry: blockKind(kind), published: source === 'published' };
  };
}

/**
 * What the core can tell without the kind's chunk, at load, wherever the block is: 'kind' when this runtime cannot
 * boot the kind, the parse error when a contract block's data-block-json is no JSON, else null.
 */
export function problemAtLoad({ element, entry, published }: FoundBlock): 'kind' | string | null {
  if (!entry?.load) return 'kind';
  if (published) return null;
  try {
    JSON.parse(element.dataset.blockJson ?? '{}');
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
