// The side-by-side benchmark (figures, not pass/fail): our slideshow (one column per build of the runtime), Embla
// Carousel (+ autoplay) and Swiper, each with autoplay, keyboard and linked thumbnails, in the same headless Chromium
// and page conditions, interleaved run by run, median of 7 runs after a warm-up. Also the whole-page figures of the
// demo pages. Used by scripts/bench/index.ts.
import type { Browser, Page } from 'playwright-core';
import { readEntryFiles, withEntryFiles } from '../server/entry-preloads';
import { benchPage, bundle, SELECTORS, withoutRecorder, type Bundle, type Library } from './competitors';
import type { Build } from './builds';
import { galleryAnatomy } from '../../machines/gallery/anatomy';

/** 7 runs (BENCH_RUNS overrides it for a quick look; the committed figures use 7). */
export const RUNS = Number(process.env.BENCH_RUNS) || 7;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

const GALLERIES = 20;
const SLIDES = 50;
const CYCLES = 200;
/** The gallery scrolled into view after load: far below the first screen (each slideshow is about 900 px tall). */
export const SCROLLED_GALLERY = 15;
/** How long after load the benchmark waits for every gallery to be interactive (ours boot near the viewport only). */
const ALL_WAIT_MS = 2000;

/** Which DOM changes mean "the slide moved" for each library (the first slideshow's): [element, attribute]. */
const MOVED: Record<Library, Array<[string, string]>> = {
  ours: [[galleryAnatomy.selector('slide'), 'data-state']],
  embla: [['.embla__container', 'style']],
  // Swiper marks the new slide active, or moves its track, whichever it does first (loop mode reorders slides).
  swiper: [['.swiper-main > .swiper-wrapper', 'style'], ['.swiper-main .swiper-slide', 'class']],
};

/** One column of the comparison: a build of ours (served from its own dist directory) or a competitor. */
export interface Contender {
  key: string;
  library: Library;
  origin: string;
  build?: Build;
}

export interface Figures {
  jsGzip: number;
  reactGzip: number;
  jsRequests: number;
  firstInteractiveMs: number;
  /** navigation → every gallery interactive, or null when some were still waiting 2 s after load (boot on approach) */
  allInteractiveMs: number | null;
  /** a gallery far below scrolled into view → interactive (0: it already was) */
  scrolledInteractiveMs: number;
  longestTaskMs: number;
  nextMedianMs: number;
  nextP95Ms: number;
  dragP50Ms: number;
  dragP95Ms: number;
  heapAfterLoadMb: number;
  heapOneMb: number;
  heapAfterCyclesMb: number;
}

export interface LibraryRun {
  /** JS the page downloaded, gzip bytes: without React, and React's own; how many scripts */
  js: number;
  react: number;
  jsRequests: number;
  firstInteractiveMs: number;
  allInteractiveMs: number | null;
  scrolledInteractiveMs: number;
  longestTaskMs: number;
  nextMs: number[];
  frames: number[];
  heapAfterLoadMb: number;
}

/**
 * Recorded in the page from before navigation: the long tasks, and when each gallery became interactive (ours: its
 * block's `data-block-state="booted"`; the competitors: their script's `data-bench-ready`, set once every slideshow
 * is set up).
 */
const PAGE_RECORDER = `window.longTasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  window.interactiveAt = {};
  new MutationObserver((records) => {
    for (const record of records) {
      const el = record.target;
      if (el === document.documentElement && el.dataset.benchReady === 'true' && window.interactiveAt.all === undefined) window.interactiveAt.all = performance.now();
      else if (el.dataset && el.dataset.blockState === 'booted' && el.id && window.interactiveAt[el.id] === undefined) window.interactiveAt[el.id] = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-block-state', 'data-bench-ready'] });`;

/** When gallery `id` became interactive (a competitor's are all at once), or undefined while it is not. */
const interactiveAt = (page: Page, id: string) => page.evaluate(`window.interactiveAt[${JSON.stringify(id)}] ?? window.interactiveAt.all`) as Promise<number | undefined>;
const waitInteractive = async (page: Page, id: string) =>
  (await (await page.waitForFunction(`window.interactiveAt[${JSON.stringify(id)}] ?? window.interactiveAt.all`, undefined, { polling: 'raf', timeout: 60_000 })).jsonValue()) as number;

export async function compare(browser: Browser, contenders: Contender[], progress: (what: string) => void = () => {}) {
  const bundles = { embla: await bundle('embla'), swiper: await bundle('swiper') } satisfies Record<Exclude<Library, 'ours'>, Bundle>;

  async function open(c: Contender, galleries: number, options: { reducedMotion?: 'reduce' } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: options.reducedMotion ?? 'no-preference' });
    const page = await context.newPage();
    // Served as the reference server serves a page: the files of the entries it preloads listed beside them.
    const served = c.build ? withEntryFiles(benchPage(c.library, galleries, SLIDES), readEntryFiles(c.build.dir)) : benchPage(c.library, galleries, SLIDES);
    const html = c.build?.recorderOff ? withoutRecorder(served) : served;
    await page.route(`${c.origin}/bench/page.html`, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
    if (c.library !== 'ours') await page.route(`${c.origin}/bench/${c.library}.js`, (route) => route.fulfill({ body: bundles[c.library as Exclude<Library, 'ours'>].code, contentType: 'text/javascript' }));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.addInitScript(PAGE_RECORDER);
    await page.goto(`${c.origin}/bench/page.html`, { waitUntil: 'commit' });
    const firstMs = await waitInteractive(page, 'gallery-1');
    return { context, page, scripts, firstMs };
  }

  function jsBytes(c: Contender, scripts: string[]) {
    if (c.library !== 'ours') return { js: bundles[c.library as Exclude<Library, 'ours'>].gzip, react: 0, jsRequests: 1 };
    let js = 0;
    let react = 0;
    const files = new Set(scripts.map((p) => p.replace(/^\/assets\//, '')));
    for (const file of files) {
      const size = c.build!.files[file];
      if (!size) continue;
      if (size.includesReact) react += size.gzip;
      else js += size.gzip;
    }
    return { js, react, jsRequests: files.size };
  }

  const heapMb = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  };

  async function run(c: Contender): Promise<LibraryRun> {
    // 20 slideshows × 50 slides: navigation → the first interactive, → all (if within 2 s of load); the longest task
    // until then; the heap after load; a gallery far below scrolled into view → interactive; a 1 s drag.
    const { context, page, scripts, firstMs } = await open(c, GALLERIES);
    await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 60_000 });
    const ids = Array.from({ length: GALLERIES }, (_, i) => `gallery-${i + 1}`);
    const all = (await page.evaluate(
      `new Promise((resolve) => {
        const ids = ${JSON.stringify(ids)};
        const done = () => ids.every((id) => (window.interactiveAt[id] ?? window.interactiveAt.all) !== undefined);
        const until = performance.now() + ${ALL_WAIT_MS};
        const check = () => done() ? resolve(Math.max(...ids.map((id) => window.interactiveAt[id] ?? window.interactiveAt.all))) : performance.now() > until ? resolve(null) : requestAnimationFrame(check);
        check();
      })`,
    )) as number | null;
    const longestTaskMs = Math.max(0, ...((await page.evaluate('window.longTasks')) as number[]));
    const heapAfterLoadMb = await heapMb(page);
    const scrolled = `gallery-${SCROLLED_GALLERY}`;
    const scrolledAt = (await page.evaluate(`(() => { document.getElementById(${JSON.stringify(scrolled)}).scrollIntoView(); return performance.now(); })()`)) as number;
    const scrolledInteractiveMs = Math.max(0, (await waitInteractive(page, scrolled)) - scrolledAt);
    const frames = await drag(page, SELECTORS[c.library].viewport);
    const sizes = jsBytes(c, scripts);
    await context.close();
    // Next → slide moved: one slideshow, no motion for all (ours refuses a change while its slides move).
    const single = await open(c, 1, { reducedMotion: 'reduce' });
    const nextMs = (await single.page.evaluate(`(${NEXT_LATENCY})(${JSON.stringify({ ...SELECTORS[c.library], moved: MOVED[c.library] })})`)) as number[];
    await single.context.close();
    return { ...sizes, firstInteractiveMs: firstMs, allInteractiveMs: all, scrolledInteractiveMs, longestTaskMs, nextMs, frames, heapAfterLoadMb };
  }

  /** Heap after boot of one slideshow, and after 200 destroy/boot cycles of it. */
  async function cycles(c: Contender) {
    const { context, page } = await open(c, 1);
    const before = await heapMb(page);
    for (let i = 0; i < CYCLES; i += 1) {
      if (c.library === 'ours') {
        await page.evaluate(() => window.visitorRuntime!.destroy());
        await page.evaluate(() => window.visitorRuntime!.boot());
        await page.waitForFunction(() => document.querySelector('#gallery-1[data-block-state="booted"]'), undefined, { polling: 'raf' });
      } else {
        await page.evaluate(() => {
          const bench = (window as unknown as { bench: { destroy(): void; boot(): void } }).bench;
          bench.destroy();
          bench.boot();
        });
      }
    }
    const after = await heapMb(page);
    await context.close();
    return { heapOneMb: before, heapAfterCyclesMb: after };
  }

  for (const c of contenders) await run(c); // warm-up: images resized once, chunks cached
  const runs: Record<string, LibraryRun[]> = Object.fromEntries(contenders.map((c) => [c.key, []]));
  for (let i = 0; i < RUNS; i += 1) {
    for (const c of contenders) runs[c.key]!.push(await run(c));
    progress(`comparison run ${i + 1} of ${RUNS}`);
  }
  const memory: Record<string, Awaited<ReturnType<typeof cycles>>> = {};
  for (const c of contenders) {
    memory[c.key] = await cycles(c);
    progress(`${c.key}: 200 destroy/boot cycles`);
  }

  const figures = Object.fromEntries(
    contenders.map((c): [string, Figures] => {
      const r = runs[c.key]!;
      const alls = r.map((x) => x.allInteractiveMs);
      return [
        c.key,
        {
          jsGzip: median(r.map((x) => x.js)),
          reactGzip: median(r.map((x) => x.react)),
          jsRequests: median(r.map((x) => x.jsRequests)),
          firstInteractiveMs: median(r.map((x) => x.firstInteractiveMs)),
          allInteractiveMs: alls.every((x) => x !== null) ? median(alls as number[]) : null,
          scrolledInteractiveMs: median(r.map((x) => x.scrolledInteractiveMs)),
          longestTaskMs: median(r.map((x) => x.longestTaskMs)),
          nextMedianMs: median(r.map((x) => median(x.nextMs))),
          nextP95Ms: median(r.map((x) => percentile(x.nextMs, 95))),
          dragP50Ms: median(r.map((x) => percentile(x.frames, 50))),
          dragP95Ms: median(r.map((x) => percentile(x.frames, 95))),
          heapAfterLoadMb: median(r.map((x) => x.heapAfterLoadMb)),
          ...memory[c.key]!,
        },
      ];
    }),
  );
  return { runs, figures };
}

/** In the page: 30 clicks on next, each timed from the click to the DOM change that moves the slide. */
const NEXT_LATENCY = `async ({ next, gallery, moved }) => {
  const button = document.querySelector(next);
  const root = document.querySelector(gallery);
  const times = [];
  for (let i = 0; i < 30; i += 1) {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    times.push(await new Promise((resolve) => {
      let start = 0;
      const observer = new MutationObserver((records) => {
        if (!records.some((m) => moved.some(([target, attribute]) => m.attributeName === attribute && m.target.matches && m.target.matches(target)))) return;
        observer.disconnect();
        resolve(performance.now() - start);
      });
      observer.observe(root, { attributes: true, subtree: true, attributeFilter: moved.map(([, attribute]) => attribute) });
      // A click that moves nothing within 2 s counts as 2 s (and does not stop the benchmark).
      setTimeout(() => { observer.disconnect(); resolve(2000); }, 2000);
      start = performance.now();
      button.click();
    }));
  }
  return times;
}`;

/** A 1 s drag across the viewport: 60 pointer moves, one per frame; the frame times (rAF deltas). */
export async function drag(page: Page, selector: string): Promise<number[]> {
  const viewport = page.locator(selector);
  await viewport.scrollIntoViewIfNeeded();
  const box = (await viewport.boundingBox())!;
  // A string, not a function: tsx would wrap the inner function in a helper the page does not have.
  await page.evaluate(`(() => {
    window.frames_ = [];
    window.recording_ = true;
    let last = performance.now();
    const tick = (now) => {
      window.frames_.push(now - last);
      last = now;
      if (window.recording_) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const y = box.y + box.height * 0.3;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (let i = 1; i <= 60; i += 1) {
    await page.mouse.move(box.x + box.width * (0.8 - (0.6 * i) / 60), y);
    await page.evaluate('new Promise(requestAnimationFrame)');
  }
  await page.mouse.up();
  return (await page.evaluate('window.recording_ = false, window.frames_.slice(1)')) as number[];
}

/** Whole-page figures of the demo pages: JS downloaded (gzip), requests, and time to the runtime's `initialised`. */
export async function pageFigures(browser: Browser, origin: string, files: Build['files']) {
  const pages = { 'no blocks (/static)': '/static', 'cookie banner (/banner-popup)': '/banner-popup', 'a form (/form)': '/form', 'a gallery (/gallery-stacked-fade)': '/gallery-stacked-fade' };
  const result: Record<string, { jsGzip: number; jsRequests: number; requests: number; initialisedMs: number }> = {};
  for (const [name, path] of Object.entries(pages)) {
    const runs = [];
    for (let i = 0; i <= RUNS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.addInitScript(`new MutationObserver(() => {
        if (document.documentElement?.dataset.runtimeLifecycle === 'initialised' && window.initialisedAt === undefined) window.initialisedAt = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-runtime-lifecycle'] });`);
      await page.goto(`${origin}${path}`);
      await page.waitForFunction(() => window.visitorRuntime !== undefined);
      await page.evaluate(() => window.visitorRuntime!.boot());
      await page.waitForFunction('window.initialisedAt !== undefined');
      // Everything the page loads on its own (lazy chunks included) has been asked for once the network is idle.
      await page.waitForLoadState('networkidle');
      const scripts = [...new Set(requests.filter((p) => p.startsWith('/assets/') && p.endsWith('.js')))];
      runs.push({
        jsGzip: scripts.reduce((sum, p) => sum + (files[p.slice('/assets/'.length)]?.gzip ?? 0), 0),
        jsRequests: scripts.length,
        requests: requests.length,
        initialisedMs: (await page.evaluate('window.initialisedAt')) as number,
      });
      await context.close();
    }
    runs.shift(); // warm-up
    result[name] = {
      jsGzip: median(runs.map((r) => r.jsGzip)),
      jsRequests: median(runs.map((r) => r.jsRequests)),
      requests: median(runs.map((r) => r.requests)),
      initialisedMs: median(runs.map((r) => r.initialisedMs)),
    };
  }
  return result;
}
