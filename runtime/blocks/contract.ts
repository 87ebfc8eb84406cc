// The contract between the runtime and a block kind's chunk (docs/contract.md "Blocks"): what the runtime hands a
// chunk, what a chunk exports, and what a mounted block gives back.
import type { MountedBlock } from '../../machines/block-lifecycle/types';
import type { SiteContext } from '../schemas/site-context';

/**
 * A block kind as its definition file states it (`views/<kind>/kind.ts`, or `<kind>.kind.ts` where a folder holds
 * several; docs/adding-a-block.md): what the runtime must know of a kind before its chunk loads. The registry's table
 * is written from the definitions (scripts/build/block-kinds.mjs), and the build's `blocks/<kind>` entries come from
 * their chunks. A definition file imports types only: the script evaluates it on its own.
 */
export interface BlockKindDefinition {
  /** The kind's name, kebab case: a block says it in `data-block-type`, the console and the census name it. */
  kind: string;
  /** The kind's chunk, a module beside the definition ('./block'). Absent: nothing boots (the server's markup stays). */
  chunk?: string;
  /** Numeric block-type codes: the platform's published pages use them, and our contract accepts them for the name. */
  codes?: readonly string[];
  /**
   * The website components of the platform's newer editor that are blocks of this kind: a published `.sqs-block` of
   * code 1337 says which component it is in `data-definition-name` ('website.components.form'). Absent: none.
   */
  components?: readonly string[];
  /** 'static': a published page's server rendered it complete and the runtime leaves it; 'interactive': it boots. */
  nature: 'static' | 'interactive';
  /**
   * Named in visitor-runtime §2 "Blocks initialised on a page": the spec's words lower-cased, spaces as hyphens
   * ('tour dates' → 'tour-dates'; SoundCloud, Acuity, Zola → 'soundcloud', 'acuity', 'zola'). "table-booking (two
   * kinds)" gives two names: 'table-booking' for the first kind and 'opentable' for the second (§3's second block
   * numbering lists "opentable v2", and "tock"). Comments, cookie banner, announcement bar, overlays and popups,
   * product reviews page, cart page and custom font loading are page features, not blocks.
   */
  spec?: true;
  /** The chunk reads the platform's published markup (its `readPublished`, docs/published-pages.md). */
  readsPublished?: true;
  /**
   * The kind boots at load wherever it is on the page, instead of on approach: docs/contract.md "When a block boots"
   * says which and why. Absent: it boots on approach.
   */
  liveAtOnce?: true;
  /** Boots at load when the address names an item inside it (runtime/blocks/address.ts). */
  bootsWhenAddressed?: true;
  /**
   * The chunks of its kind (build paths) a block will need beside its own, told from its configuration
   * (data-block-json) before that chunk has loaded: asked for with it, not a round trip after it has run. Absent: none.
   * Written into the registry's table as its source: it uses its arguments and nothing else of its file.
   */
  parts?: (config: { readonly [field: string]: unknown }) => string[];
  /** The kind's own messages for data that cannot be decoded (not JSON) or evaluated (fails its schema), display-widgets §8. */
  dataErrors?: { decode: string; evaluate: string };
}

/** What the spec, the tests and the docs say of a kind, which no page needs: the registry's `kindFacts`. */
export type BlockKindFacts = Pick<BlockKindDefinition, 'spec' | 'readsPublished'>;

/** A kind in the registry's table: its definition but for its facts, its chunk as a loader. */
export interface BlockKindEntry extends Omit<BlockKindDefinition, 'kind' | 'chunk' | 'nature' | keyof BlockKindFacts> {
  /** Absent: 'interactive' (the table leaves it out: a page only asks whether a kind is static). */
  nature?: BlockKindDefinition['nature'];
  /** The kind's lazy chunk. Absent: the kind has none, and its blocks stay as the server drew them. */
  load?: () => Promise<BlockModule<any>>;
}

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

/** A block chunk: its configuration's validator (generated from its zod schema, beside it: runtime/<folder>/<name>.validator.generated.ts) and how to mount it. */
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

