// The block kinds' own console messages (display-widgets §8), shared by the block machinery (a block's JSON, read when it is
// found) and the mount code (its configuration, checked when its chunk has loaded).
import type { BlockKindEntry } from './registry';

/** The kind's own §8 message, followed by a space, or nothing. */
export function kindMessage(entry: BlockKindEntry | undefined, problem: 'decode' | 'evaluate'): string {
  return entry?.dataErrors ? `${entry.dataErrors[problem]} ` : '';
}
