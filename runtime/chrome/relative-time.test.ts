// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { liveActors, setClock } from '../actors';
import { formatDate } from '../../machines/relative-time/rules';
import type { SiteContext } from '../schemas/site-context';
import { skippedDateNodeWarning, startRelativeTime, type RelativeTimeDeps } from './relative-time';

const { mountRelativeTimes } = await import('../../views/relative-time/mount');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const START = Date.UTC(2026, 10, 21, 12, 0, 0);

/** The page's time and the actors' clock, moved together by hand. */
function fakeClock() {
  let now = START;
  const actorsClock = new SimulatedClock();
  setClock(actorsClock);
  const timers = (actorsClock as unknown as { timeouts: Map<unknown, { timeout: number }> }).timeouts;
  return {
    /** The charts' pending refreshes (one per date that can still change). */
    timers,
    clock: { now: () => now },
    /** Moves time on by `ms`, 5 s at a time, as the charts' refreshes fall due. */
    advance(ms: number) {
      for (let t = 5000; t <= ms; t += 5000) {
        now += 5000;
        act(() => actorsClock.increment(5000));
      }
    },
  };
}

let destroy: (() => void) | undefined;
afterEach(() => {
  act(() => destroy?.());
  destroy = undefined;
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  vi.restoreAllMocks();
  setClock();
});

async function start(html: string) {
  document.body.innerHTML = html;
  const fake = fakeClock();
  const loadView = vi.fn(async () => ({ mountRelativeTimes }));
  const deps: RelativeTimeDeps = { clock: fake.clock, loadView };
  await act(async () => {
    destroy = startRelativeTime({ document, site: {} as SiteContext }, deps);
  });
  return { ...fake, loadView, text: (id: string) => document.getElementById(id)!.textContent };
}

describe('relative time on the page (runtime/chrome/relative-time.ts)', () => {
  it('does not download the view when the page has no date nodes', async () => {
    const { loadView, timers } = await start('<p>No dates here</p>');
    expect(destroy).toBeUndefined();
    expect(loadView).not.toHaveBeenCalled();
    expect(timers.size).toBe(0);
  });

  it("shows 'just now', then 'about N seconds ago', then the date, refreshing every 5 s", async () => {
    const { text, advance, timers } = await start(`<span id="a" data-date="${START}">Nov 21</span>`);
    expect([...timers.values()].map((timer) => timer.timeout)).toEqual([5000]);
    expect(text('a')).toBe('just now');
    expect(document.querySelector('#a time')!.getAttribute('datetime')).toBe(new Date(START).toISOString());
    advance(5000);
    expect(text('a')).toBe('about 5 seconds ago');
    advance(50_000);
    expect(text('a')).toBe('about 55 seconds ago');
    advance(5000);
    expect(text('a')).toBe(formatDate(START, 'en-US'));
    expect(timers.size).toBe(0); // every node shows a date: nothing is refreshed any more
  });

  it('refreshes every node that can still change; each node has its own chart', async () => {
    const { text, advance, timers } = await start(
      `<span id="a" data-date="${START}">a</span><span id="b" data-date="${START - 30_000}">b</span><span id="c" data-date="${START - 86_400_000}">c</span>`,
    );
    expect(timers.size).toBe(2); // the dated one has nothing left to refresh
    expect([...liveActors.keys()].filter((id) => id.startsWith('relativeTime:'))).toEqual(['relativeTime:0', 'relativeTime:1', 'relativeTime:2']);
    expect([text('a'), text('b'), text('c')]).toEqual(['just now', 'about 30 seconds ago', formatDate(START - 86_400_000, 'en-US')]);
    advance(10_000);
    expect([text('a'), text('b')]).toEqual(['about 10 seconds ago', 'about 40 seconds ago']);
  });

  it('skips a node with a non-numeric data-date with a warning; it keeps its text and the others still work', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { text, loadView } = await start(`<span id="bad" data-date="yesterday">Yesterday</span><span id="ok" data-date="${START}">x</span>`);
    expect(warn).toHaveBeenCalledWith(`[visitor-runtime] ${skippedDateNodeWarning('yesterday')}`, document.getElementById('bad'));
    expect(skippedDateNodeWarning('yesterday')).toBe('Date node skipped: data-date "yesterday" is not a number of milliseconds since 1970.');
    expect(text('bad')).toBe('Yesterday');
    expect(text('ok')).toBe('just now');
    expect(loadView).toHaveBeenCalledTimes(1);
  });

  it('with only broken nodes nothing is downloaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadView, text } = await start('<span id="bad" data-date="">Soon</span>');
    expect(loadView).not.toHaveBeenCalled();
    expect(text('bad')).toBe('Soon');
  });

  it('formats dates in the page language', async () => {
    document.documentElement.lang = 'de-DE';
    const { text } = await start(`<span id="a" data-date="${START - 86_400_000}">x</span>`);
    expect(text('a')).toBe(formatDate(START - 86_400_000, 'de-DE'));
  });

  it('the destructor stops the clock and the charts and puts the page text back', async () => {
    const { text, timers } = await start(`<span id="a" data-date="${START}">Nov 21</span>`);
    act(() => destroy!());
    destroy = undefined;
    expect(timers.size).toBe(0);
    expect(text('a')).toBe('Nov 21');
    expect([...liveActors.keys()].some((id) => id.startsWith('relativeTime:'))).toBe(false);
  });
});
