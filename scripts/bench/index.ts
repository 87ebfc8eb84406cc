// `npm run bench`: figures, not pass/fail (docs/benchmarks.md). Headless Chromium against the reference server:
// the layout limits page, the side-by-side slideshow comparison with Embla and Swiper, and the demo pages' weight.
// Writes bench/results.json and the tables of docs/benchmarks.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from '../browser/chromium';
import { startServer } from '../server/server';
import { compare, pageFigures, RUNS } from './compare';
import { measureLimits } from './limits';

const started = Date.now();
const dir = mkdtempSync(path.join(tmpdir(), 'runtime-bench-'));
const server = await startServer({ port: 0, dbPath: path.join(dir, 'bench.sqlite') });
const browser = await launchChromium();
const progress = (what: string) => console.log(`${((Date.now() - started) / 1000).toFixed(0)} s: ${what}`);
const limits = await measureLimits(browser, server.url);
progress('layout limits page measured');
const comparison = await compare(browser, server.url, progress);
progress('comparison measured');
const pages = await pageFigures(browser, server.url);
progress('demo pages measured');
const version = (name: string) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version as string;
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, Chromium ${browser.version()}`;
await browser.close();
await server.close();
rmSync(dir, { recursive: true, force: true });

const versions = Object.fromEntries(['xstate', 'react', 'embla-carousel', 'embla-carousel-autoplay', 'swiper'].map((name) => [name, version(name)]));
const results = { date: new Date().toISOString(), machine, versions, minutes: (Date.now() - started) / 60000, limits, comparison, pages };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

const f = (n: number, digits = 1) => n.toFixed(digits);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const { ours, embla, swiper } = comparison.figures;
const row = (label: string, cell: (x: typeof ours) => string) => `| ${label} | ${cell(ours)} | ${cell(embla)} | ${cell(swiper)} |`;
writeFileSync(
  'docs/benchmarks.md',
  `# Benchmarks

\`npm run bench\` (scripts/bench/): figures, not tests. Headless Chromium against the reference server, median of
${RUNS} runs after a warm-up. Measured ${results.date.slice(0, 10)} on ${machine}, in ${f(results.minutes)} minutes;
xstate ${versions.xstate}, React ${versions.react}, Embla Carousel ${versions['embla-carousel']} (+ autoplay
${versions['embla-carousel-autoplay']}), Swiper ${versions.swiper}.

## Side by side: one slideshow with autoplay, keyboard and linked thumbnails

The same page conditions for each (scripts/bench/competitors.ts): 1280 × 900, slideshows of 50 photos from the
reference server, each with a linked thumbnail strip, autoplay (5 s, paused on hover) and keyboard. Embla has no
keyboard and no thumbnails of its own: a few lines of glue add them, as its examples do, and count in its bundle.
The competitors are bundled with esbuild (minified ESM, as dist/) and their images lazy-loaded natively; ours are
our gallery block on our runtime, which also lazy-loads each image at the size step its box needs.

| case | ours | Embla + autoplay | Swiper |
|---|---|---|---|
${row('JS downloaded for the page (gzip), React excluded', (x) => kb(x.jsGzip))}
| of which the gallery's own: beyond what a page without blocks loads | ${kb(ours.jsGzip - pages['no blocks (/static)']!.jsGzip)} | ${kb(embla.jsGzip)} | ${kb(swiper.jsGzip)} |
${row('React, counted separately (gzip)', (x) => (x.reactGzip ? kb(x.reactGzip) : '—'))}
${row('boot: 20 slideshows × 50 slides, navigation → all interactive', (x) => `${f(x.bootMs, 0)} ms`)}
${row('longest task during that boot', (x) => (x.longestTaskMs ? `${f(x.longestTaskMs, 0)} ms` : 'none over 50 ms'))}
${row('next → slide moved, DOM committed (median; p95)', (x) => `${f(x.nextMedianMs, 2)} ms; ${f(x.nextP95Ms, 2)} ms`)}
${row('frame time during a 1 s pointer drag (p50; p95)', (x) => `${f(x.dragP50Ms)} ms; ${f(x.dragP95Ms)} ms`)}
${row('JS heap after booting the 20 × 50 page', (x) => `${f(x.heapAfterBootMb)} MB`)}
${row('JS heap with one slideshow; after 200 destroy/boot cycles', (x) => `${f(x.heapOneMb)} MB; ${f(x.heapAfterCyclesMb)} MB`)}

- "JS downloaded" is every script the page fetched, at its gzip size: for ours the core runtime every page loads
  (with xstate and zod/mini), the gallery chunk, the image loader and the shared chunks; for the others their bundle
  alone, without any site runtime. Swiper's CSS (${'swiper-bundle.min.css'}) is not counted.
- "next → slide moved" is timed in the page from the click on the first slideshow's next button to the DOM change
  that moves it (ours: the current slide's \`data-state\`; Embla: the track's transform; Swiper: its track's transform or the new slide's active class, whichever comes first), 30 clicks per run,
  under prefers-reduced-motion for all three (ours refuses a change while its slides move).
- The heap is \`Runtime.getHeapUsage\` after a forced garbage collection.

## A page with 20 galleries × 50 slides of every moving design (visitor-runtime §9 layout limits)

| figure | value | goal |
|---|---|---|
| navigation → all 20 galleries booted | ${f(limits.figures.bootToAllBootedMs)} ms | |
| longest task during boot (median of runs; worst run) | ${f(limits.figures.longestTaskMs)} ms; ${f(limits.figures.longestTaskMaxMs)} ms | ≤ 50 ms |
| the same page without the runtime: longest task, the browser's first render of its markup (median; worst run) | ${f(limits.figures.pageOnlyLongestTaskMs)} ms; ${f(limits.figures.pageOnlyLongestTaskMaxMs)} ms | |
| frame time during a 1 s pointer drag of a strip, p50 | ${f(limits.figures.dragFrameP50Ms)} ms | |
| frame time during a 1 s pointer drag of a strip, p95 | ${f(limits.figures.dragFrameP95Ms)} ms | ≤ 17 ms |

A long task is one over 50 ms (the longtask API reports no shorter ones): 0 means none was reported.

## Whole pages (the demo site)

| page | JS downloaded (gzip) | JS requests | all requests | navigation → \`data-runtime-lifecycle="initialised"\` |
|---|---|---|---|---|
${Object.entries(pages)
  .map(([name, p]) => `| ${name} | ${kb(p.jsGzip)} | ${p.jsRequests} | ${p.requests} | ${f(p.initialisedMs, 0)} ms |`)
  .join('\n')}

The runtime is booted by the page's \`visitorRuntime.boot()\` once it has loaded (as the browser tests do); the
figures count what the page has fetched once the network is idle.
`,
);
console.log(JSON.stringify({ limits: limits.figures, comparison: comparison.figures, pages }, null, 2));
