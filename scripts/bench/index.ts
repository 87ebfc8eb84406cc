// `npm run bench`: figures, not pass/fail (docs/benchmarks.md). Headless Chromium against the reference server: the
// layout limits page, the side-by-side slideshow comparison with Embla and Swiper, and the demo pages' weight, for
// each build of the runtime (scripts/bench/builds.ts: `BENCH_BUILDS="react=dist,preact=dist-preact"`, each served
// by a server of its own). Writes bench/results.json and the tables of docs/benchmarks.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from '../browser/chromium';
import { startServer } from '../server/server';
import { benchBuilds } from './builds';
import { compare, pageFigures, RUNS, SCROLLED_GALLERY, type Contender, type Figures } from './compare';
import { measureLimits } from './limits';
import { LONG_TASK_MS, measureSixtyBlocks } from './sixty-blocks';

const started = Date.now();
const builds = benchBuilds();
const dir = mkdtempSync(path.join(tmpdir(), 'runtime-bench-'));
const servers = await Promise.all(builds.map((build) => startServer({ port: 0, dbPath: path.join(dir, `${build.name}.sqlite`), distDir: build.dir })));
const browser = await launchChromium();
const progress = (what: string) => console.log(`${((Date.now() - started) / 1000).toFixed(0)} s: ${what}`);
const ours = (name: string) => `ours (${name})`;

const limits: Record<string, Awaited<ReturnType<typeof measureLimits>>> = {};
const pages: Record<string, Awaited<ReturnType<typeof pageFigures>>> = {};
const sixty: Record<string, Awaited<ReturnType<typeof measureSixtyBlocks>>> = {};
for (const [i, build] of builds.entries()) {
  limits[build.name] = await measureLimits(browser, servers[i]!.url);
  progress(`${build.name}: layout limits page measured`);
  sixty[build.name] = await measureSixtyBlocks(browser, servers[i]!.url);
  progress(`${build.name}: 60-block page's tasks measured`);
}
const contenders: Contender[] = [
  ...builds.map((build, i): Contender => ({ key: ours(build.name), library: 'ours', origin: servers[i]!.url, build })),
  { key: 'Embla + autoplay', library: 'embla', origin: servers[0]!.url },
  { key: 'Swiper', library: 'swiper', origin: servers[0]!.url },
];
const comparison = await compare(browser, contenders, progress);
progress('comparison measured');
for (const [i, build] of builds.entries()) {
  pages[build.name] = await pageFigures(browser, servers[i]!.url, build.files);
  progress(`${build.name}: demo pages measured`);
}
const version = (name: string) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version as string;
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, Chromium ${browser.version()}`;
await browser.close();
await Promise.all(servers.map((server) => server.close()));
rmSync(dir, { recursive: true, force: true });

const versions = Object.fromEntries(['xstate', 'react', 'embla-carousel', 'embla-carousel-autoplay', 'swiper'].map((name) => [name, version(name)]));
const results = { date: new Date().toISOString(), machine, versions, minutes: (Date.now() - started) / 60000, builds: builds.map(({ name, dir }) => ({ name, dir: path.relative(process.cwd(), dir) })), limits, sixty, comparison, pages };
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);

const f = (n: number, digits = 1) => n.toFixed(digits);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const ms = (n: number | null) => (n === null ? '— (waits for the visitor)' : `${f(n, 0)} ms`);
const figures = comparison.figures as Record<string, Figures>;
const keys = contenders.map((c) => c.key);
const row = (label: string, cell: (x: Figures, key: string) => string) => `| ${label} | ${keys.map((key) => cell(figures[key]!, key)).join(' | ')} |`;
const ownJs = (x: Figures, key: string) => {
  const build = builds.find((b) => ours(b.name) === key);
  return build ? kb(x.jsGzip - pages[build.name]!['no blocks (/static)']!.jsGzip) : kb(x.jsGzip);
};
const limitsRows = builds
  .map((build) => {
    const l = limits[build.name]!.figures;
    return `| ${build.name} | ${f(l.bootToFirstBootedMs, 0)} ms | ${ms(l.bootToAllBootedMs)} | ${f(l.longestTaskMs)} ms; ${f(l.longestTaskMaxMs)} ms | ${f(l.pageOnlyLongestTaskMs)} ms; ${f(l.pageOnlyLongestTaskMaxMs)} ms | ${f(l.dragFrameP50Ms)} ms | ${f(l.dragFrameP95Ms)} ms |`;
  })
  .join('\n');
const sixtyRows = builds
  .map((build) => {
    const x = sixty[build.name]!.figures;
    return `| ${build.name} | ${f(x.runtimeLongestCpuMs)} ms; ${f(x.runtimeLongestCpuMaxMs)} ms | ${f(x.runtimeLongestWallMs)} ms; ${f(x.runtimeLongestWallMaxMs)} ms | ${f(x.browserLongestCpuMs)} ms / ${f(x.browserLongestWallMs)} ms | ${x.tasksOverWall} | ${f(x.pageOnlyLongestCpuMs)} ms / ${f(x.pageOnlyLongestWallMs)} ms | ${x.pageOnlyTasksOverWall} |`;
  })
  .join('\n');
const pageRows = builds
  .flatMap((build) => Object.entries(pages[build.name]!).map(([name, p]) => `| ${build.name} | ${name} | ${kb(p.jsGzip)} | ${p.jsRequests} | ${p.requests} | ${f(p.initialisedMs, 0)} ms |`))
  .join('\n');
writeFileSync(
  'docs/benchmarks.md',
  `# Benchmarks

\`npm run bench\` (scripts/bench/): figures, not tests. Headless Chromium against the reference server, median of
${RUNS} runs after a warm-up. Measured ${results.date.slice(0, 10)} on ${machine}, in ${f(results.minutes)} minutes;
xstate ${versions.xstate}, React ${versions.react}, Embla Carousel ${versions['embla-carousel']} (+ autoplay
${versions['embla-carousel-autoplay']}), Swiper ${versions.swiper}. Builds of ours: ${builds.map((b) => `${b.name} (\`${path.relative(process.cwd(), b.dir)}\`)`).join(', ')}
(\`BENCH_BUILDS="react=dist,preact=dist-preact" npm run bench\` measures several, each served by its own reference server).

Each figure is the median of the runs (\`BENCH_RUNS\` sets fewer for a quick look), measured in \`chromium\`, the
browser a visitor runs (the tests run its headless shell), launched as the tests launch it
(scripts/browser/chromium.ts). Every run's raw figures are in \`bench/results.json\`. Wall times move with the machine's load: compare builds within
one run, or with \`npm run bench:ab\`, which interleaves them; CPU times (\`npm run bench:boot-cpu\`, the 60-block
page's tasks) are the thread's own clock, which other processes do not stretch.

## Side by side: 20 slideshows × 50 slides, each with autoplay, keyboard and linked thumbnails

The same page conditions for each (scripts/bench/competitors.ts): 1280 × 900, slideshows of 50 photos from the
reference server, each with a linked thumbnail strip, autoplay (5 s, paused on hover) and keyboard. Embla has no
keyboard and no thumbnails of its own: a few lines of glue add them, as its examples do, and count in its bundle.
The competitors are bundled with esbuild (minified ESM, as dist/) and their images lazy-loaded natively; ours are
our gallery block on our runtime, which also lazy-loads each image at the size step its box needs.

| case | ${keys.join(' | ')} |
|---|${keys.map(() => '---').join('|')}|
${row('JS downloaded for the page (gzip), React excluded', (x) => kb(x.jsGzip))}
${row("of which the gallery's own: beyond what a page without blocks loads", ownJs)}
${row('JS requests', (x) => String(x.jsRequests))}
${row('React (or its stand-in), counted separately (gzip)', (x) => (x.reactGzip ? kb(x.reactGzip) : '—'))}
${row('navigation → first gallery interactive', (x) => ms(x.firstInteractiveMs))}
${row('navigation → all 20 interactive (within 2 s of load)', (x) => ms(x.allInteractiveMs))}
${row(`gallery ${SCROLLED_GALLERY} scrolled into view → interactive`, (x) => (x.scrolledInteractiveMs ? ms(x.scrolledInteractiveMs) : 'before it arrives'))}
${row('longest task until load', (x) => (x.longestTaskMs ? `${f(x.longestTaskMs, 0)} ms` : 'none over 50 ms'))}
${row('JS heap after load', (x) => `${f(x.heapAfterLoadMb)} MB`)}
${row('next → slide moved, DOM committed (median; p95)', (x) => `${f(x.nextMedianMs, 2)} ms; ${f(x.nextP95Ms, 2)} ms`)}
${row('frame time during a 1 s pointer drag (p50; p95)', (x) => `${f(x.dragP50Ms)} ms; ${f(x.dragP95Ms)} ms`)}
${row('JS heap with one slideshow; after 200 destroy/boot cycles', (x) => `${f(x.heapOneMb)} MB; ${f(x.heapAfterCyclesMb)} MB`)}

- "JS downloaded" is every script the page fetched, at its gzip size: for ours the core runtime every page loads
  (with xstate), the gallery chunk, the image loader and the shared chunks; for the others their bundle
  alone, without any site runtime. Swiper's CSS (swiper-bundle.min.css) is not counted.
- "interactive": ours once the gallery's block is \`data-block-state="booted"\` (its view drawn, its charts running);
  the others once their script has set up every slideshow. "Scrolled into view" is timed from \`scrollIntoView()\` of
  gallery ${SCROLLED_GALLERY}, after load; a gallery already interactive by then counts as "before it arrives".
- The longest task is the longest the longtask API reported (over 50 ms) from navigation until load and the checks
  above; "load" is the load event, then every gallery interactive or 2 s.
- "next → slide moved" is timed in the page from the click on the first slideshow's next button to the DOM change
  that moves it (ours: the current slide's \`data-state\`; Embla: the track's transform; Swiper: its track's transform or the new slide's active class, whichever comes first), 30 clicks per run,
  under prefers-reduced-motion for all three (ours refuses a change while its slides move).
- The heap is \`Runtime.getHeapUsage\` after a forced garbage collection.

## A page with 20 galleries × 50 slides of every moving design (visitor-runtime §9 layout limits)

| build | navigation → first gallery booted | → all 20 booted (within 2 s) | longest task during boot (median of runs; worst run), goal ≤ 50 ms | the same page without the runtime: longest task, the browser's first render of its markup (median; worst run) | drag of a strip, frame p50 | p95 (goal ≤ 17 ms) |
|---|---|---|---|---|---|---|
${limitsRows}

A long task is one over 50 ms (the longtask API reports no shorter ones): 0 means none was reported.

## The 60-block page's main-thread tasks at load (visitor-runtime §9: 60 blocks per layout)

\`/blocks-60\` (scripts/demo-site/blocks-60.html, one block of every kind and more of the light ones) at 1024 × 800,
traced from navigation until \`visitorRuntime.boot()\` has settled (the blocks near the viewport booted), ${RUNS} loads
after a warm-up; in the same rounds, ${RUNS} loads of the page served without the runtime's script tag (both through
the same route). A task that ran any script is the runtime's; one that ran none (style, layout, parsing) is the
browser's own. CPU time is the thread's own clock, which other processes on the machine do not stretch; wall time is
what a visitor waits. Goal: no task of the runtime's over ${LONG_TASK_MS} ms.

| build | the runtime's longest task, CPU (median; worst load) | its longest, wall (median; worst load) | the browser's own longest beside it, CPU / wall (median) | tasks over ${LONG_TASK_MS} ms wall in ${RUNS} loads | the page without the runtime: longest task, CPU / wall (median) | its tasks over ${LONG_TASK_MS} ms wall in ${RUNS} loads |
|---|---|---|---|---|---|---|
${sixtyRows}

## Whole pages (the demo site)

| build | page | JS downloaded (gzip) | JS requests | all requests | navigation → \`data-runtime-lifecycle="initialised"\` |
|---|---|---|---|---|---|
${pageRows}

The runtime is booted by the page's \`visitorRuntime.boot()\` once it has loaded (as the browser tests do); the
figures count what the page has fetched once the network is idle.

## More tools

- \`npm run bench:ab\` (scripts/bench/ab.ts): navigation → the first gallery booted on the side-by-side page, for
  several builds (\`AB_DISTS="main=/tmp/dist-main,new=dist"\`) with Embla in the same rounds, runs interleaved so that
  the machine's load hits each alike; \`AB_PLAIN=main\` serves a build's page without the first section's entries.
- \`npm run bench:boot-cpu\` (scripts/bench/boot-cpu.ts): the main thread's CPU time (Chrome's trace) from navigation
  until the first gallery has booted, per build (\`BOOT_DISTS\`): a figure other processes on the machine do not move.
- \`npm run bench:long-tasks\` (scripts/bench/long-tasks.ts): builds both renderers and lists, per build, the 60-block
  page's tasks over 50 ms of wall time in 5 loads, with where each one's time went (docs/long-tasks.md).
`,
);
console.log(JSON.stringify({ limits: Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, v.figures])), sixty: Object.fromEntries(Object.entries(sixty).map(([k, v]) => [k, v.figures])), comparison: comparison.figures, pages }, null, 2));
