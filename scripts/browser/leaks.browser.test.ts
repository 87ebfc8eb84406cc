import { readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { TRAIL_STEPS } from '../../machines/shared/trail';
import { openBrowserFixture, type BrowserFixture, type OpenedPage } from './fixture';
import {
  countLiveEffects,
  countsOf,
  cycle,
  grownPerCycle,
  keepSomethingEveryBoot,
  leftoversAfterDestroy,
  noteActorPrototypes,
  retainedAfterGc,
  type Growth,
  type Leftovers,
  type Retained,
  type ThirdPartyKeeps,
} from './leak-probe';

// Every demo page booted and destroyed over and over (`visitorRuntime.destroy()` then `boot()`). After each destroy
// the runtime leaves no timer, interval, window or document listener, nor actor in its registry, and, counted after
// two full garbage collections (leak-probe.ts), no xstate actor is alive anywhere in the page's heap. Between a
// reading after WARM_UP cycles and one CYCLES cycles later, no count grows by half an object a cycle or more: the
// page's JS objects per constructor, the elements of its arrays, Maps and Sets, the elements in the document and
// the detached DOM nodes. A leak of one object a cycle grows its count by CYCLES; garbage collection and V8's
// compiler move counts by a few, whatever the number of cycles and the machine's load. No heap bytes are asserted.

/** Cycles before the first reading: chunks are downloaded and modules evaluated once, caches filled, which is not a leak. */
const WARM_UP = 10;
/** Cycles between the two readings: a leak of one object a cycle grows by 30, twice the threshold; without a leak the
 * most any demo page's count moved was 7 (both builds, after 30 cycles as after 50: it does not grow with cycles). */
const CYCLES = 30;
/** Growth a cycle that fails: a leak of one object a cycle grows by 1. */
const PER_CYCLE = 0.5;

/** What the demo pages' third parties keep by design (leak-probe.ts ThirdPartyKeeps). */
const THIRD_PARTY: ThirdPartyKeeps = {
  '.grecaptcha-stand-in':
    "the captcha provider's stand-in (scripts/server/captcha-stand-in.ts) keeps every widget it drew, as reCAPTCHA does; the runtime gives it an element of its own each time, removed with the form",
};

const pages = readdirSync('scripts/demo-site')
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.replace(/\.html$/, ''));

let fixture: BrowserFixture;
const rows: string[] = [];
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(async () => {
  console.log(
    `Leaks after destroy (runtime-made timers, intervals, window/document listeners, registry actors; then, read after ${WARM_UP} and ` +
      `${WARM_UP + CYCLES} cycles: xstate actors alive, detached DOM nodes, elements, JS objects, the count that grew most; ` +
      `V8's used heap, code included, not asserted):\n` +
      `${'page'.padEnd(26)} timers intervals listeners registry  actors detached elements        objects  grew most              used\n${rows.sort().join('\n')}`,
  );
  await fixture?.close();
});

const nothingLeft = (left: Leftovers) => ({ timers: left.timers, intervals: left.intervals, listeners: left.listeners, actors: left.actors });
const pair = (a: number, b: number) => `${a}/${b}`;

/** The count that grew most between two readings (growth of 1 or more), for the table. */
function grewMost(first: Retained, second: Retained): string {
  const [top] = grownPerCycle(first, second, 1, 1);
  return top ? `${top.what} +${top.to - top.from}` : '-';
}

const describeGrowth = (grown: Growth[]) => grown.map(({ what, from, to }) => `${what}: ${from} → ${to} (+${to - from} in ${CYCLES} cycles)`).join('\n  ');

/** Boots and destroys the page WARM_UP + CYCLES times and reads what it holds after both stretches. */
async function readings(opened: OpenedPage) {
  const { page } = opened;
  await opened.chunksRan();
  const cdp = await page.context().newCDPSession(page);
  await noteActorPrototypes(page);
  await cycle(page, 1);
  await opened.chunksRan();
  await cycle(page, WARM_UP - 1);
  // The flight recorder's ring holds the last 50 steps: on a page of few transitions a cycle (the page lifecycle's
  // two) it fills over the first readings' cycles, which is its bound, not a leak. Full before the first reading.
  await page.evaluate(async (steps) => {
    for (let i = 0; i < 100 && window.visitorRuntime!.trail().length < steps; i += 1) {
      window.visitorRuntime!.destroy();
      await window.visitorRuntime!.boot();
    }
  }, TRAIL_STEPS);
  await noteActorPrototypes(page);
  const read = async (): Promise<{ left: Leftovers; retained: Retained }> => {
    const left = await leftoversAfterDestroy(page);
    await opened.settle();
    return { left, retained: await retainedAfterGc(cdp, THIRD_PARTY) };
  };
  const first = await read();
  await page.evaluate(() => window.visitorRuntime!.boot());
  await cycle(page, CYCLES - 1);
  const second = await read();
  return { first, second };
}

const withProbe = (inject?: () => void) => async (page: Page) => {
  await page.addInitScript(countLiveEffects);
  if (inject) await page.addInitScript(inject);
};

// The pages run three at a time (the project's maxConcurrency), each in its own context: a cycle mostly waits for the
// page's next frame, and each page's heap is its own.
describe.concurrent('boot and destroy, over and over', () => {
  for (const name of pages) {
    it(`${name}: nothing left after destroy, no actor alive, no count growing by a cycle`, { timeout: 300_000 }, async ({ expect }) => {
      const opened = await fixture.open(`/${name === 'index' ? '' : name}`, { beforeGoto: withProbe() });
      const { first, second } = await readings(opened);
      const left = second.left;
      const [a, b] = [first.retained, second.retained];
      rows.push(
        `${name.padEnd(26)} ${String(left.timers).padStart(6)} ${String(left.intervals).padStart(9)} ${String(left.listeners).padStart(9)} ` +
          `${String(left.actors).padStart(8)} ${pair(a.actors, b.actors).padStart(7)} ${pair(a.detachedNodes, b.detachedNodes).padStart(8)} ` +
          `${pair(a.elements, b.elements).padStart(9)} ${`${a.objects}→${b.objects}`.padStart(14)}  ${grewMost(a, b).padEnd(22)} ` +
          `${`${((b.used - a.used) / 1024).toFixed(0)} KB`.padStart(8)}`,
      );
      expect(nothingLeft(first.left), `left by the runtime:\n  ${first.left.where.join('\n  ')}`).toEqual({ timers: 0, intervals: 0, listeners: 0, actors: 0 });
      expect(nothingLeft(left), `left by the runtime:\n  ${left.where.join('\n  ')}`).toEqual({ timers: 0, intervals: 0, listeners: 0, actors: 0 });
      expect({ first: a.actors, second: b.actors }, 'xstate actors alive after destroy').toEqual({ first: 0, second: 0 });
      const grown = grownPerCycle(a, b, CYCLES, PER_CYCLE);
      expect(grown, `grew by ${PER_CYCLE} or more a cycle:\n  ${describeGrowth(grown)}\n  detached roots: ${b.detachedRoots.join(', ')}`).toEqual([]);
      await opened.close();
    });
  }

  // The probe's own check: a page that keeps one object, one element and one actor a cycle must fail each count.
  // Without it the test above could pass by seeing nothing.
  it('the probe sees a leak of one object a cycle (one injected by the page)', { timeout: 300_000 }, async ({ expect }) => {
    const opened = await fixture.open('/accordion', { beforeGoto: withProbe(keepSomethingEveryBoot) });
    const { first, second } = await readings(opened);
    const grown = Object.fromEntries(grownPerCycle(first.retained, second.retained, CYCLES, PER_CYCLE).map(({ what, from, to }) => [what, to - from]));
    const from = countsOf(first.retained);
    expect(from.InjectedLeak, 'one kept a boot up to the first reading').toBeGreaterThanOrEqual(WARM_UP);
    // exactly one a cycle: the object and the element; the actor holds more actors and arrays with it
    expect(grown).toMatchObject({ InjectedLeak: CYCLES, '[detached DOM nodes]': CYCLES });
    expect(grown['[live actors]']).toBeGreaterThanOrEqual(CYCLES);
    expect(grown['[array elements]']).toBeGreaterThanOrEqual(3 * CYCLES);
    expect(second.retained.actors).toBeGreaterThanOrEqual(WARM_UP + CYCLES);
    await opened.close();
  });
});
