// The contract between the runtime and a block kind's chunk (docs/contract.md "Blocks"): what the runtime hands a
// chunk, what a chunk exports, and what a mounted block gives back.
import type { MountedBlock } from '../../machines/block-lifecycle/types';
import type { SiteContext } from '../schemas/site-context';

/** What the runtime hands a block chunk when it mounts one block element. */
export interface BlockContext {
  /** Stable id: the element's id, else `<kind>-<n>` in page order. Prefix of every DOM id the view makes. */
  id: string;
  element: HTMLElement;
  site: SiteContext;
  /** Starts an actor registered among the page's live actors (and the inspector, when attached), stopped with the block. */
  startActor: typeof import('../actors').startActor;
}

export type { MountedBlock };

/** A block chunk: its configuration schema (zod/mini) and how to mount it. */
export interface BlockModule<TConfig = unknown> {
  schema: { safeParse(data: unknown): { success: true; data: TConfig } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } } };
  /**
   * May resolve later: a block that loads a part of itself on demand (a gallery's design) mounts once it has it. An
   * error named `BlockSkipped` (runtime/vendors.ts `BlockSkipped`: block data the runtime may not use) is logged as
   * `Block "<kind>" (#<id>) is skipped: <message>.` and leaves the server's markup, as an invalid configuration does.
   */
  mount(context: BlockContext, config: TConfig): MountedBlock | Promise<MountedBlock>;
  /** What the console says when mounting throws (visitor-runtime §8, e.g. 'Could not render form'). */
  mountError?: string;
  /**
   * Reads a published page's block (docs/published-pages.md) into the configuration `schema` takes: pure over the
   * element's subtree; throws a `PublishedMarkupError` naming what is missing. Absent: the kind's published markup
   * is not read yet.
   */
  readPublished?(element: HTMLElement): unknown;
}

