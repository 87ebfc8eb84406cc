// The parts of the long-tasks benchmark's report that say where a task's wall time went (scripts/bench/long-tasks.ts):
// the kernel's split of it, the spans off the CPU, Chromium's other threads meanwhile, and per load the page's style
// and layout work and its synchronous calls to the browser process. Chromium's trace events as nested spans.
import { machineBusy, splitWall, type MachineSamples, type ThreadSamples } from './thread-waits';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tts?: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown> & { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}
export interface Span {
  name: string;
  cat: string;
  ts: number;
  dur: number;
  tdur: number | undefined;
  detail: string;
  children: Span[];
}

/** The time a span and its descendants spent off the CPU, each span counted for its own part (not its children's). */
function offCpuSpans(span: Span, into: Array<{ span: Span; ms: number }> = []): Array<{ span: Span; ms: number }> {
  const offCpu = (one: Span) => (one.tdur === undefined ? 0 : Math.max(0, one.dur - one.tdur));
  const own = offCpu(span) - span.children.reduce((sum, child) => sum + offCpu(child), 0);
  if (own >= 1000) into.push({ span, ms: own / 1000 });
  for (const child of span.children) offCpuSpans(child, into);
  return into;
}

/** The CPU time the browser's other threads ran from `from` to `to` (µs), by process and thread name. */
function otherThreadsCpu(events: TraceEvent[], mainThread: string, from: number, to: number): Array<[string, number]> {
  const threadNames = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, String(e.args?.name)]));
  const processNames = new Map(events.filter((e) => e.ph === 'M' && e.name === 'process_name').map((e) => [e.pid, String(e.args?.name)]));
  const byThread = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || event.tdur === undefined || !/^(ThreadControllerImpl::RunTask|ThreadPool_RunTask)$/.test(event.name)) continue;
    const thread = `${event.pid}:${event.tid}`;
    const overlap = Math.min(event.ts + (event.dur ?? 0), to) - Math.max(event.ts, from);
    if (thread === mainThread || overlap <= 0) continue;
    const name = `${processNames.get(event.pid) ?? event.pid} ${(threadNames.get(thread) ?? String(event.tid)).replace(/[0-9]+$/, '')}`;
    byThread.set(name, (byThread.get(name) ?? 0) + (event.tdur * overlap) / Math.max(event.dur ?? 0, 1) / 1000);
  }
  return [...byThread].sort((a, b) => b[1] - a[1]);
}

export interface Waits {
  threads: ThreadSamples;
  machine: MachineSamples;
}
/** A task's wall time beside its CPU time: descheduled and blocked (ms), Chromium's other threads' CPU (ms), cores busy (0–1). */
export interface WallShares {
  descheduled: number;
  blocked: number;
  browserCpu: number;
  busy: number;
}
const ms = (us: number | undefined) => (us === undefined ? '?' : (us / 1000).toFixed(1));

/**
 * Where a task's wall time went: its CPU time (the trace's), the rest split by the kernel's count into time
 * descheduled (runnable, both cores held by others) and time blocked (asleep: a synchronous call to another process),
 * the spans that were off the CPU longest, what Chromium's other threads ran meanwhile, and how busy the machine was.
 */
export function wallBreakdown(task: Span, mainThread: string, events: TraceEvent[], waits: Waits): { lines: string[]; split?: WallShares } {
  const pid = Number(mainThread.split(':')[0]);
  const split = splitWall(waits.threads, pid, task.ts, task.ts + task.dur);
  const busy = machineBusy(waits.machine, task.ts, task.ts + task.dur);
  const others = otherThreadsCpu(events, mainThread, task.ts, task.ts + task.dur);
  const browserCpu = others.reduce((sum, [, cpu]) => sum + cpu, 0);
  const waiting = offCpuSpans(task).sort((a, b) => b.ms - a.ms).slice(0, 6);
  const lines = [
    `   wall ${ms(task.dur)} = CPU ${ms(task.tdur)} (kernel: ${split ? split.ranMs.toFixed(1) : '?'}) + descheduled ${split ? split.descheduledMs.toFixed(1) : '?'} + blocked ${split ? split.blockedMs.toFixed(1) : '?'} ms; ` +
      `the machine's 2 cores ${busy === undefined ? '?' : `${Math.round(busy * 100)}%`} busy; Chromium's other threads ran ${browserCpu.toFixed(1)} ms of CPU meanwhile`,
    `   off the CPU longest in: ${waiting.map(({ span, ms: offMs }) => `${span.name}${span.detail ? ` (${span.detail.slice(0, 40)})` : ''} ${offMs.toFixed(1)}`).join('; ')}`,
    `   Chromium's other threads meanwhile (ms CPU): ${others.slice(0, 6).map(([name, cpu]) => `${name} ${cpu.toFixed(1)}`).join('; ')}`,
  ];
  return { lines, split: split && { descheduled: split.descheduledMs, blocked: split.blockedMs, browserCpu, busy: busy ?? NaN } };
}

/** Every span under `span` with its ancestors' names. */
function* descendants(span: Span, ancestors: string[] = []): Generator<{ span: Span; ancestors: string[] }> {
  for (const child of span.children) {
    yield { span: child, ancestors };
    yield* descendants(child, [...ancestors, child.name]);
  }
}

/**
 * The page's style and layout work in CPU time: in the browser's frames (the first, before any script ran, apart)
 * and forced by scripts reading the page's geometry; and the main thread's synchronous calls to the browser process
 * (font matching, storage permission, cookies), whose wall time is a wait on another process.
 */
export function styleLayoutAndWaits(runTasks: Span[]): string[] {
  const firstScript = runTasks.find((task) => [...descendants(task)].some(({ span }) => /^(v8\.evaluateModule|EvaluateScript)$/.test(span.name)))?.ts ?? Infinity;
  const rows = { firstFrame: [0, 0], frames: [0, 0], forced: [0, 0] };
  let largestForced = 0;
  const calls = new Map<string, { n: number; wall: number; max: number }>();
  for (const task of runTasks) {
    for (const { span, ancestors } of descendants(task)) {
      if (/^(UpdateLayoutTree|Layout)$/.test(span.name) && !ancestors.some((name) => /^(UpdateLayoutTree|Layout)$/.test(name))) {
        const forced = ancestors.includes('Blink.ForcedStyleAndLayout.UpdateTime');
        const row = forced ? rows.forced : task.ts < firstScript ? rows.firstFrame : rows.frames;
        row[0]! += 1;
        row[1]! += (span.tdur ?? 0) / 1000;
        if (forced) largestForced = Math.max(largestForced, (span.tdur ?? 0) / 1000);
      }
      if (/^(FontDataService::MatchFamilyName|WebSandboxSupportLinux::\w+|ContentSettingsManager::AllowStorageAccess|StorageArea::GetAll|RestrictedCookieManager::GetCookiesString)$/.test(span.name)) {
        const call = calls.get(span.name) ?? { n: 0, wall: 0, max: 0 };
        calls.set(span.name, { n: call.n + 1, wall: call.wall + span.dur / 1000, max: Math.max(call.max, span.dur / 1000) });
      }
    }
  }
  const row = ([n, cpu]: number[]) => `${n} × ${cpu!.toFixed(1)} ms`;
  return [
    `   style and layout (CPU): first frame, before any script ${row(rows.firstFrame)}; later frames ${row(rows.frames)}; forced by scripts ${row(rows.forced)} (largest ${largestForced.toFixed(1)})`,
    `   synchronous calls to the browser (wall): ${[...calls].map(([name, call]) => `${name.replace(/^\w+::/, '')} ${call.n} × ${call.wall.toFixed(1)} ms (longest ${call.max.toFixed(1)})`).join('; ')}`,
  ];
}
