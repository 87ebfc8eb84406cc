// The table of block kinds (docs/contract.md "Blocks"): the block machinery (identify.ts first) reads it. It is
// written from the kinds' definitions (kinds.generated.ts, scripts/build/block-kinds.mjs): a kind is defined once,
// beside its chunk, and listed by hand nowhere.
import type { BlockKindEntry, BlockKindFacts } from './contract';
import { KIND_FACTS, KINDS, SPEC_BLOCK_KINDS } from './kinds.generated';

export type { BlockKindEntry };

/** Every block kind by name (kebab case). Not frozen: tests stand a loader in for a kind they name. */
export const blockRegistry: Record<string, BlockKindEntry> = KINDS;

/** The kinds of visitor-runtime §2, by name. */
export { SPEC_BLOCK_KINDS };
export type SpecBlockKind = (typeof SPEC_BLOCK_KINDS)[number];

/** What the spec, the tests and the docs say of `kind` (whether §2 names it, whether its chunk reads published markup). */
export const kindFacts = (kind: string): BlockKindFacts => (Object.hasOwn(KIND_FACTS, kind) ? (KIND_FACTS as Record<string, BlockKindFacts>)[kind]! : {});

/** The registry entry of `kind`, if it has one (an own property: 'constructor' is no kind). */
export const blockKind = (kind: string): BlockKindEntry | undefined => (Object.hasOwn(blockRegistry, kind) ? blockRegistry[kind] : undefined);

/** The kind a numeric code names, if any. */
export function kindOfCode(code: string): string | undefined {
  return Object.keys(blockRegistry).find((kind) => blockRegistry[kind]!.codes?.includes(code));
}

/** The kind a website component (its `data-definition-name`) is a block of, if any kind reads it. */
export function kindOfComponent(component: string): string | undefined {
  return Object.keys(blockRegistry).find((kind) => blockRegistry[kind]!.components?.includes(component));
}
