// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';
import { mountView } from './mount-view';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('the view broke');
}

describe('mountView with a view that throws', () => {
  it('tells its caller and reports the error on the console where the environment has no reportError', async () => {
    expect(typeof (globalThis as { reportError?: unknown }).reportError).toBe('undefined');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const container = document.createElement('div');
    const unmount = mountView(Broken, {}, container, { sync: true, onError });
    await waitForSignal(() => expect(onError).toHaveBeenCalledOnce());
    expect(error.mock.calls.some(([reported]) => reported instanceof Error && reported.message === 'the view broke')).toBe(true);
    unmount();
  });
});
