// The side-by-side benchmark (figures, not pass/fail): our slideshow, Embla Carousel (+ autoplay) and Swiper, each
// with autoplay, keyboard and linked thumbnails, in the same headless Chromium and page conditions, interleaved run
// by run, median of 7 runs after a warm-up. Also the whole-page figures of the demo pages. Used by scripts/bench/index.ts.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { benchPage, bundle, LIBRARIES, SELECTORS, type Bundle, type Library } from './competitors';

/** 7 runs (BENCH_RUNS overrides it for a quick look; the committed figures use 7). */
export const RUNS = Number(process.env.BENCH_RUNS) || 7;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

const GALLERIES = 20;
const SLIDES = 50;
const CYCLES = 200;

interface DistFile {
  gzip: number;
  includesReact: boolean;
}
const dist = () => (JSON.parse(readFileSync('dist/size.json', 'utf8')) as { files: Record<string, DistFile> }).files;

/** Which DOM changes mean "the slide moved" for each library (the first slideshow's): [element, attribute]. */
const MOVED: Record<Library, Array<[string, string]>> = {
  ours: [['[data-part="slide"]', 'data-state']],
  embla: [['.embla__container', 'style']],
  // Swiper marks the new slide active, or moves its track, whichever it does first (loop mode reorders slides).
  swiper: [['.swiper-main > .swiper-wrapper', 'style'], ['.swiper-main .swiper-slide', 'class']],
};

export interface Figures {
  jsGzip: number;
  reactGzip: number;
  bootMs: number;
  longestTaskMs: number;
  nextMedianMs: number;
  nextP95Ms: number;
  dragP50Ms: number;
  dragP95Ms: number;
  heapAfterBootMb: number;
  heapOneMb: number;
  heapAfterCyclesMb: number;
}

export interface LibraryRun {
  /** JS the page downloaded, gzip bytes: without React, and React's own */
  js: number;
  react: number;
  bootMs: number;
  longestTaskMs: number;
  nextMs: number[];
  frames: number[];
  heapAfterBootMb: number;
}

export async function compare(browser: Browser, origin: string, progress: (what: string) => void = () => {}) {
  const bundles = { embla: await bundle('embla'), swiper: await bundle('swiper') } satisfies Record<Exclude<Library, 'ours'>, Bundle>;
  const files = dist();

  async function open(library: Library, galleries: number, options: { reducedMotion?: 'reduce' } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: options.reducedMotion ?? 'no-preference' });
    const page = await context.newPage();
    const html = benchPage(library, galleries, SLIDES);
    await page.route(`${origin}/bench/page.html`, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
    if (library !== 'ours') await page.route(`${origin}/bench/${library}.js`, (route) => route.fulfill({ body: bundles[library].code, contentType: 'text/javascript' }));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.addInitScript(`window.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });`);
    // Not gated on the load event: the time is taken in the page, at the first frame where every slideshow is ready.
    await page.goto(`${origin}/bench/page.html`, { waitUntil: 'commit' });
    const bootMs = await ready(page, library, galleries);
    return { context, page, scripts, bootMs };
  }

  /** Every slideshow interactive (ours once each gallery's view is drawn, the others once their script has run): when. */
  async function ready(page: Page, library: Library, galleries: number): Promise<number> {
    const handle =
      library === 'ours'
        ? await page.waitForFunction((n) => document.querySelectorAll('[data-scope="gallery"][data-part="root"]').length === n && performance.now(), galleries, { polling: 'raf' })
        : await page.waitForFunction(() => document.documentElement.dataset.benchReady === 'true' && performance.now(), undefined, { polling: 'raf' });
    return (await handle.jsonValue()) as number;
  }

  function jsBytes(library: Library, scripts: string[]) {
    if (library !== 'ours') return { js: bundles[library].gzip, react: 0 };
    let js = 0;
    let react = 0;
    for (const file of new Set(scripts.map((p) => p.replace(/^\/assets\//, '')))) {
      const size = files[file];
      if (!size) continue;
      if (size.includesReact) react += size.gzip;
      else js += size.gzip;
    }
    return { js, react };
  }

  const heapMb = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  };

  async function run(library: Library): Promise<LibraryRun> {
    // Boot: 20 slideshows × 50 slides, navigation → all interactive; longest task; heap after boot; a 1 s drag.
    const { context, page, scripts, bootMs } = await open(library, GALLERIES);
    const longestTaskMs = Math.max(0, ...((await page.evaluate('window.longTasks')) as number[]));
    const heapAfterBootMb = await heapMb(page);
    const frames = await drag(page, SELECTORS[library].viewport);
    const sizes = jsBytes(library, scripts);
    await context.close();
    // Next → slide moved: one slideshow, no motion for all (ours refuses a change while its slides move).
    const single = await open(library, 1, { reducedMotion: 'reduce' });
    const nextMs = (await single.page.evaluate(`(${NEXT_LATENCY})(${JSON.stringify({ ...SELECTORS[library], moved: MOVED[library] })})`)) as number[];
    await single.context.close();
    return { ...sizes, bootMs, longestTaskMs, nextMs, frames, heapAfterBootMb };
  }

  /** Heap after boot of one slideshow, and after 200 destroy/boot cycles of it. */
  async function cycles(library: Library) {
    const { context, page } = await open(library, 1);
    const before = await heapMb(page);
    for (let i = 0; i < CYCLES; i += 1) {
      if (library === 'ours') {
        await page.evaluate(() => window.visitorRuntime!.destroy());
        await page.evaluate(() => window.visitorRuntime!.boot());
        await ready(page, library, 1);
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

  for (const library of LIBRARIES) await run(library); // warm-up: images resized once, chunks cached
  const runs: Record<Library, LibraryRun[]> = { ours: [], embla: [], swiper: [] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const library of LIBRARIES) runs[library].push(await run(library));
    progress(`comparison run ${i + 1} of ${RUNS}`);
  }
  const memory = {} as Record<Library, Awaited<ReturnType<typeof cycles>>>;
  for (const library of LIBRARIES) {
    memory[library] = await cycles(library);
    progress(`${library}: 200 destroy/boot cycles`);
  }

  const figures = Object.fromEntries(
    LIBRARIES.map((library) => {
      const r = runs[library];
      return [
        library,
        {
          jsGzip: median(r.map((x) => x.js)),
          reactGzip: median(r.map((x) => x.react)),
          bootMs: median(r.map((x) => x.bootMs)),
          longestTaskMs: median(r.map((x) => x.longestTaskMs)),
          nextMedianMs: median(r.map((x) => median(x.nextMs))),
          nextP95Ms: median(r.map((x) => percentile(x.nextMs, 95))),
          dragP50Ms: median(r.map((x) => percentile(x.frames, 50))),
          dragP95Ms: median(r.map((x) => percentile(x.frames, 95))),
          heapAfterBootMb: median(r.map((x) => x.heapAfterBootMb)),
          ...memory[library],
        },
      ];
    }),
  ) as unknown as Record<Library, Figures>;
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
export async function pageFigures(browser: Browser, origin: string) {
  const files = dist();
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
