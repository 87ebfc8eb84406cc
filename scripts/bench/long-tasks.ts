// `npx tsx scripts/bench/long-tasks.ts [runs] [threshold-ms]`: what the 60-block page's long main-thread tasks are.
// Opens /blocks-60 (scripts/demo-site/blocks-60.html) in headless Chromium against the reference server (each build of
// BUILDS=dist,dist-preact in turn; else DIST_DIR, default dist), traces its main thread at load and while the visitor
// scrolls through, and prints, for each task over the threshold (default 50 ms of wall time) and for the longest in
// CPU time, the events it ran (script compile and evaluation with their URLs, layout, style, parse, GC…) with wall and
// CPU time; for each task over the threshold, where its wall time went (CPU, descheduled, blocked: thread-waits.ts),
// the spans that were off the CPU, and what Chromium's other threads ran meanwhile; per load, the style and layout
// work and the synchronous calls to the browser process; at the end, per build, the tasks over the threshold summed.
// `npm run bench:long-tasks` builds both renderers and runs 5 loads of each. Figures, not pass/fail.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { launchChromium } from '../browser/chromium';
import { startServer } from '../server/server';
import { median } from './compare';
import { sampleRendererThreads } from './thread-waits';
import { styleLayoutAndWaits, wallBreakdown, type Span, type TraceEvent, type Waits, type WallShares } from './wall-breakdown';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.gc',
  'blink',
  'blink.user_timing',
  'loading',
  'mojom',
  'ipc',
  'fonts',
  'cc',
  'gpu',
  // JavaScript stack samples, which functions a task's script time went to (PROFILE=1: the profiler's start is a
  // long task of its own and sampling slows the page, so figures are taken without it)
  ...(process.env.PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
  // the script stack that forced each style and layout (STACKS=1; read in the trace written with TRACE_OUT)
  ...(process.env.STACKS ? ['disabled-by-default-devtools.timeline.stack'] : []),
];
const VIEWPORT = { width: 1024, height: 800 };


const runs = Number(process.argv[2] ?? 1);
const threshold = Number(process.argv[3] ?? 50);
const load = () => execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 3).join(' ');

const ms = (us: number | undefined) => (us === undefined ? '   -  ' : (us / 1000).toFixed(1).padStart(6));
const shortUrl = (url: unknown) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : '');

/** What an event ran on: a script URL and function, an event type, a layout's size. */
function detailOf(event: TraceEvent): string {
  const data = (event.args?.data ?? event.args?.beginData ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (data.functionName) parts.push(String(data.functionName));
  if (data.url) parts.push(`${shortUrl(data.url)}${data.lineNumber !== undefined ? `:${data.lineNumber}` : ''}`);
  if (data.type) parts.push(String(data.type));
  if (data.fileName) parts.push(shortUrl(data.fileName));
  if (data.dirtyObjects !== undefined) parts.push(`dirty ${data.dirtyObjects}/${data.totalObjects}`);
  if (data.elementCount !== undefined) parts.push(`${data.elementCount} elements`);
  if (data.startLine !== undefined) parts.push(`lines ${data.startLine}-`);
  if (event.args && 'usedHeapSizeBefore' in event.args) parts.push(`heap ${event.args.usedHeapSizeBefore}→${event.args.usedHeapSizeAfter}`);
  if (!parts.length && event.args?.name) parts.push(String(event.args.name));
  return parts.join(' ');
}

/** The main threads' events as nested spans, begin/end pairs joined. */
function spansByThread(events: TraceEvent[]): Map<string, Span[]> {
  // The page's renderer only: Chromium may run a page of its own meanwhile (the omnibox popup's WebUI), whose tasks
  // are no part of the page.
  type Frame = { isOutermostMainFrame?: boolean; url?: string; processId?: number };
  const frames = events.flatMap((e) => (e.name === 'FrameCommittedInBrowser' ? [e.args?.data as Frame] : e.name === 'TracingStartedInBrowser' ? ((e.args?.data?.frames ?? []) as Frame[]) : []));
  const pagePids = new Set(frames.filter((frame) => frame.isOutermostMainFrame && String(frame.url).endsWith('/blocks-60')).map((frame) => frame.processId));
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (pagePids.size === 0 || pagePids.has(e.pid))).map((e) => `${e.pid}:${e.tid}`));
  const flat = new Map<string, Span[]>();
  const open = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (!mains.has(key)) continue;
    const list = flat.get(key) ?? (flat.set(key, []), flat.get(key)!);
    if (event.ph === 'X') list.push({ name: event.name, cat: event.cat, ts: event.ts, dur: event.dur ?? 0, tdur: event.tdur, detail: detailOf(event), children: [] });
    else if (event.ph === 'B') (open.get(key) ?? (open.set(key, []), open.get(key)!)).push(event);
    else if (event.ph === 'E') {
      const begin = open.get(key)?.pop();
      if (begin) {
        const merged = { ...begin, args: { ...begin.args, ...event.args } } as TraceEvent;
        list.push({
          name: begin.name,
          cat: begin.cat,
          ts: begin.ts,
          dur: event.ts - begin.ts,
          tdur: begin.tts !== undefined && event.tts !== undefined ? event.tts - begin.tts : undefined,
          detail: detailOf(merged),
          children: [],
        });
      }
    } else if (event.ph === 'I' || event.ph === 'i' || event.ph === 'n') {
      list.push({ name: event.name, cat: event.cat, ts: event.ts, dur: 0, tdur: undefined, detail: detailOf(event), children: [] });
    }
  }
  const roots = new Map<string, Span[]>();
  for (const [key, list] of flat) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const top: Span[] = [];
    const stack: Span[] = [];
    for (const span of list) {
      while (stack.length && span.ts >= stack.at(-1)!.ts + stack.at(-1)!.dur && !(span.dur === 0 && span.ts === stack.at(-1)!.ts + stack.at(-1)!.dur)) stack.pop();
      (stack.at(-1)?.children ?? top).push(span);
      stack.push(span);
    }
    roots.set(key, top);
  }
  return roots;
}

function printTree(span: Span, depth: number, minUs: number, lines: string[]): void {
  if (depth > 0 && span.dur < minUs && !/^(MinorGC|MajorGC)$/.test(span.name)) return;
  if (depth > 12) return;
  lines.push(`${ms(span.dur)} wall ${ms(span.tdur)} cpu ${'  '.repeat(depth)}${span.name}${span.detail ? ` — ${span.detail.slice(0, 120)}` : ''}`);
  // A collection's phases are V8's own: its total is enough.
  if (/^(MinorGC|MajorGC)$/.test(span.name)) return;
  // Children of the same name and detail in a row are summed (a loop of small calls).
  const groups: Span[] = [];
  for (const child of span.children) {
    const last = groups.at(-1);
    if (last && last.name === child.name && last.detail === child.detail && child.dur < minUs) {
      last.dur += child.dur;
      last.tdur = (last.tdur ?? 0) + (child.tdur ?? 0);
      last.children.push(...child.children);
    } else groups.push({ ...child, children: [...child.children] });
  }
  for (const child of groups) printTree(child, depth + 1, minUs, lines);
}

/** Totals over a task's descendants by name (leaf-ward time is counted at each level it appears). */
function totals(span: Span, into = new Map<string, { dur: number; tdur: number; n: number }>()): Map<string, { dur: number; tdur: number; n: number }> {
  for (const child of span.children) {
    const row = into.get(child.name) ?? { dur: 0, tdur: 0, n: 0 };
    row.dur += child.dur;
    row.tdur += child.tdur ?? 0;
    row.n += 1;
    into.set(child.name, row);
    totals(child, into);
  }
  return into;
}

/** The builds measured, one after the other: BUILDS=dist,dist-preact, else DIST_DIR, else dist. */
const builds = (process.env.BUILDS ?? process.env.DIST_DIR ?? 'dist').split(',');
let distDir = builds[0]!;
const maps = new Map<string, SourceMapConsumer | null>();
/** A sampled frame by its source (the build's source maps): `function source-file:line`. */
function frameName(functionName: string, url: string | undefined, line = 0, column = 0): string {
  const asset = url ? /\/assets\/(.+\.js)$/.exec(url)?.[1] : undefined;
  if (!asset) return `${functionName || '(anonymous)'} ${shortUrl(url)}`.trim();
  if (!maps.has(asset)) {
    const file = path.join(distDir, `${asset}.map`);
    maps.set(asset, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const original = maps.get(asset)?.originalPositionFor({ line: line + 1, column });
  if (!original?.source) return `${functionName || '(anonymous)'} /assets/${asset}:${line}:${column}`;
  return `${original.name ?? functionName ?? '(anonymous)'} ${original.source.replace(/^(\.\.\/)+/, '')}:${original.line} [${asset}]`;
}

interface Sample {
  ts: number;
  /** the frames from the top of the stack down */
  stack: string[];
}
/** The V8 CPU profiler's samples in the trace (Profile and ProfileChunk events), with their stacks. */
function samplesOf(events: TraceEvent[]): Sample[] {
  const samples: Sample[] = [];
  const profiles = new Map<string, { time: number; nodes: Map<number, { name: string; parent?: number }> }>();
  for (const event of events) {
    const id = String((event as unknown as { id?: string }).id);
    if (event.name === 'Profile') profiles.set(id, { time: Number(event.args?.data?.startTime ?? event.ts), nodes: new Map() });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(id);
    if (!profile) continue;
    const data = event.args?.data as { cpuProfile?: { nodes?: Array<{ id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number } }>; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      profile.nodes.set(node.id, { name: frameName(functionName, url, lineNumber, columnNumber), parent: node.parent });
    }
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((nodeId, i) => {
      profile.time += deltas[i] ?? 0;
      const stack: string[] = [];
      for (let node = profile.nodes.get(nodeId); node; node = node.parent === undefined ? undefined : profile.nodes.get(node.parent)) stack.push(node.name);
      samples.push({ ts: profile.time, stack });
    });
  }
  return samples;
}

/** The functions a task's samples were in: self (top of stack) and the script URLs they ran. */
function sampledFunctions(task: Span, samples: Sample[]): string {
  const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur && sample.stack[0] !== '(idle)' && sample.stack[0] !== '(root)');
  if (!inTask.length) return '   samples: none';
  const count = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]);
  };
  const self = count(inTask.map((sample) => sample.stack[0]!)).slice(0, 10);
  // the outermost frame of our own code under each sample: which entry point the time belongs to
  const entry = count(inTask.map((sample) => [...sample.stack].reverse().find((frame) => frame.includes('/assets/') || / (runtime|views|machines|node_modules)\//.test(frame)) ?? sample.stack[0]!)).slice(0, 8);
  const byUrl = count(inTask.map((sample) => /\[([^\]]+)\]|\/assets\/[^:]+/.exec(sample.stack.find((frame) => frame.includes('/assets/') || frame.includes('[')) ?? '')?.[0] ?? `(${sample.stack[0]})`)).slice(0, 8);
  // our own source files by inclusive samples
  const bySource = count(inTask.flatMap((sample) => [...new Set(sample.stack.map((frame) => / ((?:runtime|views|machines)\/[^:]+):/.exec(frame)?.[1]).filter((f): f is string => !!f))])).slice(0, 14);
  return [
    `   samples: ${inTask.length}`,
    `   self: ${self.map(([name, n]) => `${name} ${n}`).join('; ')}`,
    `   under our entry: ${entry.map(([name, n]) => `${name} ${n}`).join('; ')}`,
    `   our sources (inclusive): ${bySource.map(([name, n]) => `${name} ${n}`).join('; ')}`,
    `   by script: ${byUrl.map(([name, n]) => `${name} ${n}`).join('; ')}`,
  ].join('\n');
}

/** A task in one line: its main parts (over 1 ms of CPU) with the scripts they ran. */
function outline(task: Span): string {
  const parts: string[] = [];
  const visit = (span: Span, depth: number) => {
    for (const child of span.children) {
      if ((child.tdur ?? 0) < 1000) continue;
      const leaf = /^(v8\.evaluateModule|FunctionCall|EvaluateScript|TimerFire|EventDispatch|FireAnimationFrame|ParseHTML|Layout|UpdateLayoutTree|MinorGC|MajorGC|V8\.CompileCode|HTMLDocumentParser::NotifyScriptLoaded|Document::FinishedParsing|ResourceFetcher::requestResource|FireIdleCallback|RunMicrotasks|IntersectionObserverController::computeIntersections)$/.test(child.name);
      if (leaf || depth > 6) parts.push(`${child.name}${child.detail ? ` (${child.detail.slice(0, 60)})` : ''} ${ms(child.tdur).trim()}`);
      else visit(child, depth + 1);
    }
  };
  visit(task, 0);
  return parts.join(', ');
}

/** Over-threshold tasks of every run, per build: their wall time split as `wallBreakdown` splits it. */
const overThreshold: Array<{ build: string; wall: number; cpu: number } & WallShares> = [];

function report(label: string, events: TraceEvent[], waits: Waits): void {
  const samples = samplesOf(events);
  const threads = spansByThread(events);
  const threadOf = new Map([...threads].flatMap(([thread, spans]) => spans.map((span) => [span, thread] as const)));
  const tasks = [...threads.values()].flat().filter((span) => span.name === 'RunTask' || span.name === 'ThreadControllerImpl::RunTask');
  const runTasks = tasks.filter((span) => span.name === 'RunTask');
  const longWall = runTasks.filter((span) => span.dur > threshold * 1000);
  const longestCpu = runTasks.reduce((worst, span) => ((span.tdur ?? 0) > (worst.tdur ?? 0) ? span : worst), runTasks[0]!);
  const longestWall = runTasks.reduce((worst, span) => (span.dur > worst.dur ? span : worst), runTasks[0]!);
  const cpuSum = runTasks.reduce((sum, span) => sum + (span.tdur ?? 0), 0);
  const wallSum = runTasks.reduce((sum, span) => sum + span.dur, 0);
  console.log(
    `\n== ${label}: ${runTasks.length} tasks (wall ${ms(wallSum)} ms, cpu ${ms(cpuSum)} ms); longest CPU ${ms(longestCpu.tdur)} ms (${ms(longestCpu.dur)} wall); ` +
      `longest wall ${ms(longestWall.dur)} ms (${ms(longestWall.tdur)} cpu); over ${threshold} ms wall: ${longWall.length}; over ${threshold} ms cpu: ${runTasks.filter((s) => (s.tdur ?? 0) > threshold * 1000).length}`,
  );
  console.log(styleLayoutAndWaits(runTasks).join('\n'));
  const start = Math.min(...runTasks.map((span) => span.ts));
  const topCpu = [...runTasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 6);
  for (const task of topCpu) console.log(`   top: +${((task.ts - start) / 1000).toFixed(0)} ms ${ms(task.tdur).trim()} cpu / ${ms(task.dur).trim()} wall: ${outline(task)}`);
  for (const task of longWall) {
    console.log(`   over ${threshold} ms wall: +${((task.ts - start) / 1000).toFixed(0)} ms ${ms(task.dur).trim()} wall / ${ms(task.tdur).trim()} cpu: ${outline(task)}`);
    const { lines, split } = wallBreakdown(task, threadOf.get(task)!, events, waits);
    console.log(lines.join('\n'));
    if (split) overThreshold.push({ build: distDir, wall: task.dur / 1000, cpu: (task.tdur ?? 0) / 1000, ...split });
  }
  if (process.env.BRIEF) return;
  const shown = [...new Set([...longWall, ...topCpu])].sort((a, b) => a.ts - b.ts);
  for (const task of shown) {
    const lines: string[] = [];
    printTree(task, 0, 1000, lines);
    console.log(`\n-- task at +${((task.ts - start) / 1000).toFixed(0)} ms`);
    console.log(lines.slice(0, 120).join('\n'));
    const sums = [...totals(task)].sort((a, b) => b[1].dur - a[1].dur).slice(0, 12);
    console.log(sampledFunctions(task, samples));
    console.log(`   by name: ${sums.map(([name, row]) => `${name}×${row.n} ${ms(row.dur).trim()}/${ms(row.tdur).trim()}`).join('; ')}`);
  }
}

/** One page of /blocks-60 traced (at load, or from the boot on while the visitor scrolls through) and reported. */
async function measure(url: string, run: number, phase: 'load' | 'scroll'): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page: Page = await context.newPage();
  const loadBefore = load();
  const waits = await sampleRendererThreads();
  if (phase === 'load') await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.waitForFunction(() => window.visitorRuntime !== undefined);
  await page.evaluate(() => window.visitorRuntime!.boot());
  if (phase === 'scroll') {
    await browser.startTracing(page, { categories: CATEGORIES });
    const ids = await page.evaluate(() => [...document.querySelectorAll('[data-block-state="dormant"]')].map((element) => element.id));
    for (const id of ids) {
      await page.evaluate((blockId) => document.getElementById(blockId)!.scrollIntoView({ block: 'center' }), id);
      await page.locator(`[id="${id}"]:is([data-block-state="booted"], [data-block-state="failed"])`).waitFor();
    }
  }
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  const buffer = await browser.stopTracing();
  const sampled = await waits.stop();
  if (process.env.TRACE_OUT) writeFileSync(`${process.env.TRACE_OUT}-${path.basename(distDir)}-${run}-${phase}.json`, buffer);
  const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  report(`run ${run} ${phase} (${distDir}; load ${loadBefore} → ${load()})`, trace.traceEvents, sampled);
  await context.close();
}

/** Per build, the tasks over the threshold in wall time and where their wall time went, summed. */
function summary(): void {
  console.log(`\n== tasks over ${threshold} ms wall, per build (ms; median and range over the tasks)`);
  const spread = (values: number[]) => (values.length ? `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})` : '-');
  for (const build of builds) {
    const rows = overThreshold.filter((row) => row.build === build);
    console.log(
      `${build}: ${rows.length} tasks in ${runs} runs; wall ${spread(rows.map((row) => row.wall))}; CPU ${spread(rows.map((row) => row.cpu))}; ` +
        `descheduled ${spread(rows.map((row) => row.descheduled))}; blocked ${spread(rows.map((row) => row.blocked))}; ` +
        `Chromium's other threads' CPU meanwhile ${spread(rows.map((row) => row.browserCpu))}; cores busy ${spread(rows.map((row) => row.busy * 100))} %`,
    );
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'runtime-long-tasks-'));
const browser = await launchChromium();
try {
  for (const build of builds) {
    distDir = build;
    maps.clear();
    const server = await startServer({ port: 0, dbPath: path.join(dir, `${path.basename(build)}.sqlite`), distDir: build });
    try {
      for (let run = 1; run <= runs; run++) {
        for (const phase of (process.env.PHASES ?? 'load,scroll').split(',') as Array<'load' | 'scroll'>) await measure(`${server.url}/blocks-60`, run, phase);
      }
    } finally {
      await server.close();
    }
  }
  summary();
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
