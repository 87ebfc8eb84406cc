// The layout limits page (visitor-runtime §9): 20 galleries × 50 slides of every moving design. After a warm-up, 7
// times: navigation → every gallery booted, the longest task meanwhile (PerformanceObserver 'longtask'), and the
// frame times (requestAnimationFrame deltas) of a scripted 1 s pointer drag across a strip, which follows the pointer;
// and, run by run, the same page without the runtime, whose longest task is the browser's own first render.
import type { Browser } from 'playwright-core';
import { drag, median, percentile, RUNS } from './compare';

const LONG_TASKS = `window.longTasks = [];
  new PerformanceObserver((list) => list.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });`;

export async function measureLimits(browser: Browser, origin: string) {
  /** The same page without the runtime's script: the long tasks of the browser's own first render of its markup. */
  async function pageOnly() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(`${origin}/gallery-limits`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(/<script type="module" src="\/assets\/runtime\.js"><\/script>/, '') });
    });
    await page.addInitScript(LONG_TASKS);
    await page.goto(`${origin}/gallery-limits`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const longTasks = (await page.evaluate('window.longTasks')) as number[];
    await context.close();
    return Math.max(0, ...longTasks);
  }

  async function run() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(LONG_TASKS);
    await page.goto(`${origin}/gallery-limits`);
    await page.waitForFunction(() => window.visitorRuntime !== undefined);
    await page.evaluate(() => window.visitorRuntime!.boot());
    await page.waitForFunction(() => document.querySelectorAll('[data-block-type="gallery"][data-block-state="booted"]').length === 20);
    const bootMs = await page.evaluate(() => performance.now());
    const longTasks = (await page.evaluate('window.longTasks')) as number[];
    const strip = '#limits-2 [data-design] > [data-part="viewport"]';
    const frames = await drag(page, strip);
    await context.close();
    return { bootMs, longestTaskMs: Math.max(0, ...longTasks), longTasks: longTasks.length, frameP50: percentile(frames, 50), frameP95: percentile(frames, 95) };
  }
  await run();
  const runs = [];
  const pageOnlyLongestTasks = [];
  for (let i = 0; i < RUNS; i += 1) {
    runs.push(await run());
    pageOnlyLongestTasks.push(await pageOnly());
  }
  return {
    runs,
    pageOnlyLongestTasks,
    figures: {
      pageOnlyLongestTaskMs: median(pageOnlyLongestTasks),
      pageOnlyLongestTaskMaxMs: Math.max(...pageOnlyLongestTasks),
      bootToAllBootedMs: median(runs.map((r) => r.bootMs)),
      longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
      longestTaskMaxMs: Math.max(...runs.map((r) => r.longestTaskMs)),
      dragFrameP50Ms: median(runs.map((r) => r.frameP50)),
      dragFrameP95Ms: median(runs.map((r) => r.frameP95)),
    },
  };
}
