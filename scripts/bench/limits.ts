// The layout limits page (visitor-runtime §9): 20 galleries × 50 slides of every moving design. After a warm-up, 7
// times: navigation → every gallery booted, the longest task meanwhile (PerformanceObserver 'longtask'), and the
// frame times (requestAnimationFrame deltas) of a scripted 1 s pointer drag across a strip, which follows the pointer.
import type { Browser } from 'playwright-core';
import { drag, median, percentile, RUNS } from './compare';

export async function measureLimits(browser: Browser, origin: string) {
  async function run() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(`window.longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });`);
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
  for (let i = 0; i < RUNS; i += 1) runs.push(await run());
  return {
    runs,
    figures: {
      bootToAllBootedMs: median(runs.map((r) => r.bootMs)),
      longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
      longestTaskMaxMs: Math.max(...runs.map((r) => r.longestTaskMs)),
      dragFrameP50Ms: median(runs.map((r) => r.frameP50)),
      dragFrameP95Ms: median(runs.map((r) => r.frameP95)),
    },
  };
}
