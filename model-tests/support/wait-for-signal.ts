import { vi } from 'vitest';

/**
 * Waits for a signal that must come (a chunk's import settling, an actor starting): a deadline, not a timing.
 * vi.waitFor's own 1 s default fails on a busy machine; this is the browser fixture's 15 s (SIGNAL_TIMEOUT_MS).
 */
export const waitForSignal = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 15_000, interval: 10 });
