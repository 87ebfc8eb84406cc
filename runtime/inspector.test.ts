import type { StatelyInspectionEvent } from '@statelyai/inspect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InspectorWindow } from './inspector';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());

const address = { url: 'https://stately.ai/inspect', origin: 'https://stately.ai', sameOrigin: false };
const event = (n: number) => ({ type: '@xstate.event', sessionId: `x:${n}` }) as unknown as StatelyInspectionEvent;

/** The page's window (its message listeners, window.open) and the inspector window it opens. */
function windows({ blocked = false } = {}) {
  const inspector = { postMessage: vi.fn() };
  const host = Object.assign(new EventTarget(), { open: vi.fn(() => (blocked ? null : inspector)) });
  const message = (source: unknown, origin: string, data: unknown) => host.dispatchEvent(Object.assign(new Event('message'), { source, origin, data }));
  return { inspector, host, message, connected: { type: '@statelyai.connected' } };
}

describe('the inspector window', () => {
  it('opens the allowed address and posts nothing until that window answers the handshake, then every event for its origin alone', () => {
    const { inspector, host, message, connected } = windows();
    const window = new InspectorWindow(address, host as unknown as Window);
    window.start();
    expect(host.open).toHaveBeenCalledWith('https://stately.ai/inspect', 'xstateinspector');
    window.send(event(1));
    window.send(event(2));
    expect(inspector.postMessage).not.toHaveBeenCalled();
    message(inspector, 'https://stately.ai', connected);
    window.send(event(3));
    expect(inspector.postMessage.mock.calls).toEqual([1, 2, 3].map((n) => [event(n), 'https://stately.ai']));
  });

  it('takes no handshake from another window, nor from the opened one once it is on another origin', () => {
    const { inspector, host, message, connected } = windows();
    const window = new InspectorWindow(address, host as unknown as Window);
    window.start();
    window.send(event(1));
    message({ postMessage: vi.fn() }, 'https://stately.ai', connected);
    message(inspector, 'https://evil.example', connected);
    message(null, 'https://stately.ai', connected);
    message(inspector, 'https://stately.ai', { type: 'something else' });
    expect(inspector.postMessage).not.toHaveBeenCalled();
  });

  it('warns once when the window could not be opened, and posts nothing', () => {
    const { host, message, connected } = windows({ blocked: true });
    const window = new InspectorWindow(address, host as unknown as Window);
    window.start();
    message(null, 'https://stately.ai', connected);
    window.send(event(1));
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '[visitor-runtime] The inspector window could not be opened (https://stately.ai/inspect); is a popup blocker on?',
    ]);
  });

  it('says goodbye when stopped and stops listening', () => {
    const { inspector, host, message, connected } = windows();
    const window = new InspectorWindow(address, host as unknown as Window);
    window.start();
    window.stop();
    expect(inspector.postMessage.mock.calls).toEqual([[{ type: '@statelyai.disconnected' }, 'https://stately.ai']]);
    message(inspector, 'https://stately.ai', connected);
    window.send(event(1));
    expect(inspector.postMessage).toHaveBeenCalledTimes(1);
  });
});
