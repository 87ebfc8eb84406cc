// The 60-block page's main-thread tasks at load (scripts/demo-site/blocks-60.html, visitor-runtime §9: 60 blocks per
// layout), a figure of `npm run bench`: after a warm-up, RUNS loads with the runtime and, in the same rounds, RUNS
// loads of the same page without the runtime's script tag (the control: the browser's own first render of the markup).
// Chromium's trace gives each task of the page's renderer main thread with its CPU time (`tdur`, the thread's own
// clock, which other processes do not stretch) beside its wall time (what a visitor waits). A task whose largest part
// is script (a module's evaluation, a call, a timer, microtasks) is the runtime's, a forced layout inside it included;
// one whose largest part is style, layout or parsing is the browser's own.
import type { Browser, Page } from 'playwright-core';
import { median, RUNS } from './compare';

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
const VIEWPORT = { width: 1024, height: 800 };
/** A long task's threshold (the longtask API's). */
export const LONG_TASK_MS = 50;
const SCRIPT_EVENTS = /^(v8\.evaluateModule|FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|EventDispatch|v8\.compile|HTMLDocumentParser::NotifyScriptLoaded)$/;
const PART_EVENTS = /^(v8\.evaluateModule|FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|EventDispatch|ParseHTML|Layout|UpdateLayoutTree|MinorGC|MajorGC|v8\.compile|HTMLDocumentParser::NotifyScriptLoaded)$/;

interface TraceFrame {
  isOutermostMainFrame?: boolean;
  url?: string;
  processId?: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: TraceFrame & { frames?: TraceFrame[]; url?: string } };
}
export interface Task {
  wallMs: number;
  cpuMs: number;
  /** whether its largest part is script (the runtime's work) or not (the browser's own: style, layout, parsing) */
  ranScript: boolean;
  /** its parts of over 1 ms of CPU, by name (a script's URL beside its name) */
  parts: string;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The tasks of the page's renderer main thread: the process its main frame is in (committed there, or already there
 * when the trace started). Chromium may run a page of its own in another renderer meanwhile, which is no part of it.
 */
export function pageTasks(trace: Buffer, pageUrl: string): Task[] {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const frames = traceEvents.flatMap((event) =>
    event.name === 'FrameCommittedInBrowser' ? [event.args?.data ?? {}] : event.name === 'TracingStartedInBrowser' ? (event.args?.data?.frames ?? []) : [],
  );
  const pages = new Set(frames.filter((frame) => frame.isOutermostMainFrame && frame.url === pageUrl).map((frame) => frame.processId));
  if (pages.size !== 1) throw new Error(`the trace has ${pages.size} renderers for ${pageUrl}, not one`);
  const mains = new Set(
    traceEvents.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && pages.has(event.pid)).map((event) => `${event.pid}:${event.tid}`),
  );
  const events = traceEvents.filter((event) => event.ph === 'X' && mains.has(`${event.pid}:${event.tid}`)).sort((a, b) => a.ts - b.ts);
  return events
    .filter((event) => event.name === 'RunTask')
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = events.filter((event) => event !== task && event.ts >= task.ts && event.ts < end && PART_EVENTS.test(event.name));
      const parts = inside
        .filter((event) => (event.tdur ?? 0) > 1000)
        .map((event) => `${event.name}${event.args?.data?.url ? ` ${new URL(event.args.data.url, pageUrl).pathname}` : ''} ${round((event.tdur ?? 0) / 1000)}`);
      const largest = inside.reduce<TraceEvent | undefined>((most, event) => (!most || (event.tdur ?? 0) > (most.tdur ?? 0) ? event : most), undefined);
      return { wallMs: (task.dur ?? 0) / 1000, cpuMs: (task.tdur ?? 0) / 1000, ranScript: largest !== undefined && SCRIPT_EVENTS.test(largest.name), parts: parts.join(', ') };
    });
}

const longest = (tasks: Task[], by: 'cpuMs' | 'wallMs') => tasks.reduce<Task | undefined>((worst, task) => (!worst || task[by] > worst[by] ? task : worst), undefined);

/** One load's figures: the runtime's longest task and the browser's own, each in CPU and wall time. */
interface Load {
  runtimeCpuMs: number;
  runtimeWallMs: number;
  browserCpuMs: number;
  browserWallMs: number;
  overWall: number;
  /** the longest task in CPU time, what it ran */
  worst: string;
}

function figuresOf(tasks: Task[]): Load {
  const runtime = tasks.filter((task) => task.ranScript);
  const browser = tasks.filter((task) => !task.ranScript);
  const worst = longest(tasks, 'cpuMs');
  return {
    runtimeCpuMs: round(longest(runtime, 'cpuMs')?.cpuMs ?? 0),
    runtimeWallMs: round(longest(runtime, 'wallMs')?.wallMs ?? 0),
    browserCpuMs: round(longest(browser, 'cpuMs')?.cpuMs ?? 0),
    browserWallMs: round(longest(browser, 'wallMs')?.wallMs ?? 0),
    overWall: tasks.filter((task) => task.wallMs > LONG_TASK_MS).length,
    worst: worst ? `${round(worst.cpuMs)} ms CPU, ${round(worst.wallMs)} ms wall: ${worst.parts || 'no part of over 1 ms'}` : 'no task',
  };
}

/** Loads the page (served as `body`) traced until its runtime, when it has one, has booted what is near the viewport. */
async function load(browser: Browser, origin: string, body: string, withRuntime: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page: Page = await context.newPage();
  const url = `${origin}/blocks-60`;
  // Both variants reach the page through the same route, so the document arrives the same way in each.
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }));
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url);
  if (withRuntime) {
    await page.waitForFunction(() => window.visitorRuntime !== undefined);
    // settles once the blocks near the viewport have booted or been skipped (docs/contract.md)
    await page.evaluate(() => window.visitorRuntime!.boot());
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const tasks = pageTasks(await browser.stopTracing(), page.url());
  await context.close();
  return figuresOf(tasks);
}

export async function measureSixtyBlocks(browser: Browser, origin: string) {
  const html = await (await fetch(`${origin}/blocks-60`)).text();
  const pageOnly = html.replace(/<script type="module" src="\/assets\/runtime\.js"><\/script>/, '');
  if (pageOnly === html) throw new Error('/blocks-60 has no runtime script tag to leave out');
  await load(browser, origin, html, true);
  const withRuntime: Load[] = [];
  const withoutRuntime: Load[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    withRuntime.push(await load(browser, origin, html, true));
    withoutRuntime.push(await load(browser, origin, pageOnly, false));
  }
  const med = (loads: Load[], key: keyof Omit<Load, 'worst'>) => median(loads.map((one) => one[key]));
  const max = (loads: Load[], key: keyof Omit<Load, 'worst'>) => Math.max(...loads.map((one) => one[key]));
  return {
    withRuntime,
    withoutRuntime,
    figures: {
      runtimeLongestCpuMs: med(withRuntime, 'runtimeCpuMs'),
      runtimeLongestCpuMaxMs: max(withRuntime, 'runtimeCpuMs'),
      runtimeLongestWallMs: med(withRuntime, 'runtimeWallMs'),
      runtimeLongestWallMaxMs: max(withRuntime, 'runtimeWallMs'),
      browserLongestCpuMs: med(withRuntime, 'browserCpuMs'),
      browserLongestWallMs: med(withRuntime, 'browserWallMs'),
      tasksOverWall: withRuntime.reduce((sum, one) => sum + one.overWall, 0),
      pageOnlyLongestCpuMs: med(withoutRuntime, 'browserCpuMs'),
      pageOnlyLongestWallMs: med(withoutRuntime, 'browserWallMs'),
      pageOnlyTasksOverWall: withoutRuntime.reduce((sum, one) => sum + one.overWall, 0),
    },
  };
}
