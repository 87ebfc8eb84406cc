// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopActor } from './actors';
import { createPage, LIFECYCLE_ATTRIBUTE } from './page';
import { waitForSignal } from '../model-tests/support/wait-for-signal';

afterEach(() => {
  vi.restoreAllMocks();
  stopActor('lifecycle');
});

describe('page lifecycle glue (visitor-runtime §4)', () => {
  it('runs initialisers once when the page is marked ready, even if marked ready twice', () => {
    const initialise = vi.fn();
    const page = createPage(document, [['counter', initialise]]);
    page.lifecycle.send({ type: 'PAGE_READY' });
    page.lifecycle.send({ type: 'PAGE_READY' });
    expect(initialise).toHaveBeenCalledOnce();
    expect(document.documentElement.getAttribute(LIFECYCLE_ATTRIBUTE)).toBe('initialised');
  });

  it('logs an initialiser that throws and runs the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    const page = createPage(document, [
      ['broken', () => { throw new Error('boom'); }],
      ['after', after],
    ]);
    page.lifecycle.send({ type: 'PAGE_READY' });
    expect(after).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toBe('[visitor-runtime] Initialiser "broken" failed; the others continue.');
  });

  it('runs destructors in reverse on destroy, each guarded, and may initialise again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const order: string[] = [];
    const page = createPage(document, [
      ['first', () => () => order.push('first')],
      ['second', () => () => { order.push('second'); throw new Error('boom'); }],
    ]);
    page.lifecycle.send({ type: 'PAGE_READY' });
    page.lifecycle.send({ type: 'DESTROY' });
    expect(order).toEqual(['second', 'first']);
    expect(document.documentElement.getAttribute(LIFECYCLE_ATTRIBUTE)).toBe('destroyed');
    page.lifecycle.send({ type: 'PAGE_READY' });
    expect(page.lifecycle.getSnapshot().value).toBe('initialised');
    page.lifecycle.send({ type: 'DESTROY' });
    expect(order).toEqual(['second', 'first', 'second', 'first']);
  });
});

describe('the runtime global', () => {
  it('is installed once; a second run of the bootstrap logs "Detected second run" and stops', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The global is what this checks, not the features: without initialisers no chunk's import() is still on its way
    // when the file ends (one that settled after teardown failed to load and logged after the run).
    vi.doMock('./initialisers', () => ({ pageInitialisers: [] }));
    vi.resetModules();
    await import('./index');
    await waitForSignal(() => expect(window.visitorRuntime).toBeDefined());
    const first = window.visitorRuntime;
    vi.resetModules();
    await import('./index');
    expect(warn).toHaveBeenCalledWith('[visitor-runtime] Detected second run');
    expect(window.visitorRuntime).toBe(first);
    expect([...first!.actors.keys()]).toContain('lifecycle');
    first!.destroy();
    vi.doUnmock('./initialisers');
  });
});
