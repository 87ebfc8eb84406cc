// `npm run bench`: figures, not pass/fail. Opens the page with 20 galleries × 50 slides (visitor-runtime §9 layout
// limits) in headless Chromium, after a warm-up, 7 times: the longest task from navigation until every gallery has
// booted (PerformanceObserver 'longtask'), and the frame times (requestAnimationFrame deltas) during a scripted 1 s
// pointer drag across the first strip (the strip follows the pointer: swipe). Writes bench/results.json and the table in docs/benchmarks.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from '../browser/chromium';
import { startServer } from '../server/server';

const RUNS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

const dir = mkdtempSync(path.join(tmpdir(), 'runtime-bench-'));
const server = await startServer({ port: 0, dbPath: path.join(dir, 'bench.sqlite') });
const browser = await launchChromium();

async function run() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(`window.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });`);
  await page.goto(`${server.url}/gallery-limits`);
  await page.waitForFunction(() => window.visitorRuntime !== undefined);
  await page.evaluate(() => window.visitorRuntime!.boot());
  await page.waitForFunction(() => document.querySelectorAll('[data-block-type="gallery"][data-block-state="booted"]').length === 20);
  const bootMs = await page.evaluate(() => performance.now());
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);

  // A 1 s drag across the first strip: 60 pointer moves, one per frame.
  const strip = page.locator('#limits-2 [data-part="viewport"]');
  await strip.scrollIntoViewIfNeeded();
  const box = (await strip.boundingBox())!;
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
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  let swipeMidway: string | null = null;
  for (let i = 1; i <= 60; i += 1) {
    await page.mouse.move(box.x + box.width * (0.8 - (0.6 * i) / 60), y);
    await page.evaluate('new Promise(requestAnimationFrame)');
    if (i === 30) swipeMidway = await strip.getAttribute('data-swipe');
  }
  await page.mouse.up();
  // The figures mean something only if the strip followed the pointer.
  if (swipeMidway !== 'dragging') throw new Error(`The strip was not dragged (data-swipe="${swipeMidway}").`);
  const frames = (await page.evaluate('window.recording_ = false, window.frames_.slice(1)')) as number[];
  await context.close();
  return { bootMs, longestTaskMs: Math.max(0, ...longTasks), longTasks: longTasks.length, frameP50: percentile(frames, 50), frameP95: percentile(frames, 95) };
}

await run(); // warm-up: the server resizes images once, the browser caches the chunks
const runs = [];
for (let i = 0; i < RUNS; i += 1) runs.push(await run());
await browser.close();
await server.close();
rmSync(dir, { recursive: true, force: true });

const figures = {
  bootToAllBootedMs: median(runs.map((r) => r.bootMs)),
  longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
  longestTaskMaxMs: Math.max(...runs.map((r) => r.longestTaskMs)),
  dragFrameP50Ms: median(runs.map((r) => r.frameP50)),
  dragFrameP95Ms: median(runs.map((r) => r.frameP95)),
};
const version = (name: string) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version as string;
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, Chromium ${browser.version()}`;
const results = { date: new Date().toISOString(), machine, versions: { xstate: version('xstate'), react: version('react') }, runs, figures };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
const f = (n: number) => n.toFixed(1);
writeFileSync(
  'docs/benchmarks.md',
  `# Benchmarks

\`npm run bench\` (scripts/bench/gallery.ts): figures, not tests. Headless Chromium, median of ${RUNS} runs after a
warm-up. Measured ${results.date.slice(0, 10)} on ${machine}; xstate ${results.versions.xstate}, React ${results.versions.react}.

## A page with 20 galleries × 50 slides (visitor-runtime §9 layout limits)

| figure | value | goal |
|---|---|---|
| navigation → all 20 galleries booted | ${f(figures.bootToAllBootedMs)} ms | |
| longest task during boot (median of runs; worst run) | ${f(figures.longestTaskMs)} ms; ${f(figures.longestTaskMaxMs)} ms | ≤ 50 ms |
| frame time during a 1 s pointer drag, p50 | ${f(figures.dragFrameP50Ms)} ms | |
| frame time during a 1 s pointer drag, p95 | ${f(figures.dragFrameP95Ms)} ms | ≤ 17 ms |

A long task is one over 50 ms (the longtask API reports no shorter ones): 0 means none was reported.
`,
);
console.log(figures);
