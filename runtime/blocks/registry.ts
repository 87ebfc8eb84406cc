// The table of block kinds (docs/contract.md "Blocks"): the block machinery (identify.ts first) reads it. It is
// written from the kinds' definitions (kinds.generated.ts, scripts/build/block-kinds.mjs): a kind is defined once,
// beside its chunk, and listed by hand nowhere.
import type { BlockKindEntry } from './contract';
import { KINDS } from './kinds.generated';

export type { BlockKindEntry };

/** Every block kind by name (kebab case). Not frozen: tests stand a loader in for a kind they name. */
export const blockRegistry: Record<string, BlockKindEntry> = KINDS;

/** The kinds of visitor-runtime §2, by name. */
export type SpecBlockKind = { [K in keyof typeof KINDS]: (typeof KINDS)[K] extends { spec: true } ? K : never }[keyof typeof KINDS];
export const SPEC_BLOCK_KINDS = Object.keys(KINDS).filter((kind) => blockRegistry[kind]!.spec) as SpecBlockKind[];

/** The registry entry of `kind`, if it has one (an own property: 'constructor' is no kind). */
export const blockKind = (kind: string): BlockKindEntry | undefined => (Object.hasOwn(blockRegistry, kind) ? blockRegistry[kind] : undefined);

/** The kind a numeric code names, if any. */
export function kindOfCode(code: string): string | undefined {
  return Object.keys(blockRegistry).find((kind) => blockRegistry[kind]!.codes?.includes(code));
}
