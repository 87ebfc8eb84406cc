// The block machinery's console messages (display-widgets §8): a block that cannot boot is skipped with one message
// naming it, in its kind's own words where the kind has them. The core tells what it can at load (find.ts), the mount
// code the rest once the kind's chunk has loaded (mount.ts).
import { CHUNK_LOAD_ERROR } from '../../machines/block-lifecycle/machine';
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

/**
 * Says a block's chunk (or the runtime's mount code) failed to load, or did not come within 120 s: visitor-runtime §8
 * 'Loading chunk failed'. The block stays as the server drew it until a press inside it tries again (the lifecycle's
 * `chunkFailed`). Returns the error its mount rejects with, named so the chart tells it from a skipped block.
 */
export function chunkFailed(block: { kind: string; id: string }, reason: string): Error {
  const message = `${blockName(block)}: Loading chunk failed (${reason}).`;
  logError(message);
  return Object.assign(new Error(message), { name: CHUNK_LOAD_ERROR });
}

/**
 * Sends `message` as one error report through the page's error capture (runtime/telemetry/core.ts), a microtask
 * later: by then the transition that called it is on the flight recorder's trail, which the report carries.
 */
export const reportLater = (message: string) => queueMicrotask(() => dispatchEvent(new ErrorEvent('error', { message })));
