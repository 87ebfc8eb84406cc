// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';
import { createPortal } from 'react-dom';
import { mountDetached, mountView } from './mount-view';

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

describe('mountDetached (a view bound to the server markup)', () => {
  it("draws before returning, onto the server's element through a portal, with nothing of its own in the page", () => {
    document.body.innerHTML = '<button id="server">Add</button>';
    const before = document.body.childNodes.length;
    const server = document.getElementById('server')!;
    const Bound = ({ label }: { label: string }) => createPortal(<span data-bound="">{label}</span>, server);
    const unmount = mountDetached(Bound, { label: 'bound' });
    expect(server.querySelector('[data-bound]')?.textContent).toBe('bound');
    expect(document.body.childNodes.length).toBe(before);
    unmount();
    expect(server.querySelector('[data-bound]')).toBeNull();
  });
});
