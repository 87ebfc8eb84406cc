// The layout limits page (visitor-runtime §9): 20 galleries × 50 slides of every moving design. After a warm-up, 7
// times: navigation → the first gallery booted and → every gallery booted (when all boot within 2 s), the longest
// task meanwhile (PerformanceObserver 'longtask'), and the frame times (requestAnimationFrame deltas) of a scripted
// 1 s pointer drag across a strip, which follows the pointer; and, run by run, the same page without the runtime,
// whose longest task is the browser's own first render.
import type { Browser } from 'playwright-core';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { drag, median, percentile, RUNS } from './compare';

/** When each gallery's block became booted, by id, from before navigation. */
const BOOTED_AT = `window.bootedAt = {};
  new MutationObserver((records) => records.forEach(({ target }) => {
    if (target.dataset?.blockState === 'booted' && target.dataset.blockType === 'gallery' && window.bootedAt[target.id] === undefined) window.bootedAt[target.id] = performance.now();
  })).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-block-state'] });`;

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
    await page.addInitScript(BOOTED_AT);
    await page.goto(`${origin}/gallery-limits`);
    await page.waitForFunction(() => window.visitorRuntime !== undefined);
    await page.evaluate(() => window.visitorRuntime!.boot());
    const firstMs = (await (await page.waitForFunction('window.bootedAt["limits-1"]', undefined, { polling: 'raf' })).jsonValue()) as number;
    // Every gallery booted within 2 s of the first, or null: blocks far below may wait until the visitor nears them.
    const allMs = (await page.evaluate(`new Promise((resolve) => {
      const until = performance.now() + 2000;
      const check = () => Object.keys(window.bootedAt).length === 20 ? resolve(Math.max(...Object.values(window.bootedAt))) : performance.now() > until ? resolve(null) : requestAnimationFrame(check);
      check();
    })`)) as number | null;
    const longTasks = (await page.evaluate('window.longTasks')) as number[];
    await page.locator('#limits-2').scrollIntoViewIfNeeded();
    await page.waitForFunction('window.bootedAt["limits-2"]', undefined, { polling: 'raf' });
    const strip = `#limits-2 [data-design] > ${galleryAnatomy.selector('viewport')}`;
    const frames = await drag(page, strip);
    await context.close();
    return { firstMs, allMs, longestTaskMs: Math.max(0, ...longTasks), longTasks: longTasks.length, frameP50: percentile(frames, 50), frameP95: percentile(frames, 95) };
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
      bootToFirstBootedMs: median(runs.map((r) => r.firstMs)),
      bootToAllBootedMs: runs.every((r) => r.allMs !== null) ? median(runs.map((r) => r.allMs!)) : null,
      longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
      longestTaskMaxMs: Math.max(...runs.map((r) => r.longestTaskMs)),
      dragFrameP50Ms: median(runs.map((r) => r.frameP50)),
      dragFrameP95Ms: median(runs.map((r) => r.frameP95)),
    },
  };
}
