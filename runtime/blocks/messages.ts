// The block machinery's console messages (display-widgets §8): a block that cannot boot is skipped with one message
// naming it, in its kind's own words where the kind has them. The core tells what it can at load (find.ts), the mount
// code the rest once the kind's chunk has loaded (mount.ts).
import { logError, logWarn } from '../log';
import type { FoundBlock } from './find';
import type { BlockKindEntry } from './registry';

/** How every message names a block. */
export const blockName = ({ kind, id }: { kind: string; id: string }) => `Block "${kind}" (#${id})`;

/** The kind's own §8 message, followed by a space, or nothing. */
export function kindMessage(entry: BlockKindEntry | undefined, problem: 'decode' | 'evaluate'): string {
  return entry?.dataErrors ? `${entry.dataErrors[problem]} ` : '';
}

/** Says why a block is skipped before its chunk is asked for: `problem` as problemAtLoad (find.ts) tells it. */
export function logSkippedAtLoad(block: FoundBlock, problem: string): void {
  if (problem === 'kind') logWarn(`${blockName(block)} is skipped: this runtime has no block kind "${block.kind}".`);
  else logError(`${blockName(block)} is skipped: ${kindMessage(block.entry, 'decode')}data-block-json is not valid JSON (${problem}).`);
}
