// Work the block machinery does for many blocks at once (starting sixty lifecycles, telling the first viewport's
// blocks they are near, mounting them), cut into short tasks so that the page answers input and paints in between.

/** The longest a run of steps goes on in one task before the page gets the main thread back. */
export const SLICE_MS = 8;

/** Resolves in a later task, letting the page handle input and paint in between (scheduler.yield where it exists). */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
