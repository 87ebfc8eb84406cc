// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { setup } from 'xstate';
import { liveActors, startActor } from '../actors';
import { errorCaptureInitialiser } from './core';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';

// The core's error capture follows the page's initialisation: errors before boot are caught (the listener is on
// when the core is evaluated), and a destroyed page keeps neither the listener nor the reporter actor.
const chunk = vi.hoisted(() => ({ forwarded: [] as string[] }));
vi.mock('./error-reporter', () => ({
  startErrorReporter: () => {
    startActor('errorReporter', setup({}).createMachine({ id: 'errorReporterStandIn' }));
    return (captured: ErrorEvent) => chunk.forwarded.push(captured.message);
  },
}));

const throwAtPage = (message: string) => window.dispatchEvent(new ErrorEvent('error', { message }));
const reporterStarted = () => waitForSignal(() => expect(liveActors.has('errorReporter')).toBe(true));

describe('error capture of the core', () => {
  it('catches an error before boot, lets nothing through after destroy, and catches again after the next boot', async () => {
    throwAtPage('before boot');
    await reporterStarted();
    expect(chunk.forwarded).toEqual(['before boot']);

    const destroy = errorCaptureInitialiser({ document, site: {} as never }) as () => void;
    throwAtPage('while booted');
    expect(chunk.forwarded).toEqual(['before boot', 'while booted']);
    const reporter = liveActors.get('errorReporter')!;
    destroy();
    expect(reporter.getSnapshot().status).toBe('stopped');
    expect(liveActors.has('errorReporter')).toBe(false);
    throwAtPage('after destroy');
    await Promise.resolve();
    expect(liveActors.has('errorReporter')).toBe(false);

    const destroyAgain = errorCaptureInitialiser({ document, site: {} as never }) as () => void;
    throwAtPage('after the next boot');
    await reporterStarted();
    expect(chunk.forwarded).toEqual(['before boot', 'while booted', 'after the next boot']);
    destroyAgain();
  });
});
