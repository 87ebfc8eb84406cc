// Where a renderer main thread's wall time went that was not CPU time: Linux counts, per thread, the time it ran and
// the time it waited runnable on a run queue (/proc/<pid>/task/<tid>/schedstat, nanoseconds). Sampled every
// millisecond or two from a worker thread on CLOCK_MONOTONIC, the clock of Chromium's trace on Linux, a task of the
// trace splits into CPU time, time descheduled (runnable while other threads held both cores) and time blocked
// (asleep: a synchronous call to another process, a lock, a page read from disk). The sampling costs a few per cent
// of one core. Also the machine's CPU use over the same windows (/proc/stat, 10 ms ticks). Linux only.
import { MessageChannel, Worker } from 'node:worker_threads';

/** Per renderer process (its main thread's id is the process id): [time µs, ran ns, waited runnable ns] samples. */
export type ThreadSamples = Map<number, Array<[number, number, number]>>;
/** The machine's CPU over time: [time µs, busy ticks, idle ticks] (all cores; a tick is 10 ms of one core). */
export type MachineSamples = Array<[number, number, number]>;

const SAMPLER = `
const { parentPort, workerData, receiveMessageOnPort } = require('node:worker_threads');
const { readFileSync, readdirSync } = require('node:fs');
const now = () => Number(process.hrtime.bigint() / 1000n);
const renderers = new Set();
const seen = new Set();
const threads = new Map();
const machine = [];
let stopped = false;
// a renderer of the browser this process launched (another browser on the machine is no part of the measure)
const parentOf = (pid) => Number(readFileSync('/proc/' + pid + '/stat', 'utf8').replace(/^.*\\) /, '').split(' ')[1]);
const ours = (pid) => {
  for (let ancestor = pid, depth = 0; ancestor > 1 && depth < 8; ancestor = parentOf(ancestor), depth++) if (ancestor === process.pid) return true;
  return false;
};
const scan = () => {
  let names = [];
  try { names = readdirSync('/proc'); } catch {}
  for (const name of names) {
    if (!/^[0-9]+$/.test(name) || seen.has(name)) continue;
    seen.add(name);
    try { if (readFileSync('/proc/' + name + '/cmdline', 'utf8').includes('--type=renderer') && ours(Number(name))) renderers.add(Number(name)); } catch {}
  }
};
const sleep = new Int32Array(new SharedArrayBuffer(4));
let lastScan = 0;
let lastMachine = 0;
parentPort.postMessage('sampling');
while (!stopped) {
  const t = now();
  if (t - lastScan > 20000) { scan(); lastScan = t; }
  for (const pid of renderers) {
    try {
      const [ran, waited] = readFileSync('/proc/' + pid + '/task/' + pid + '/schedstat', 'utf8').split(' ').map(Number);
      (threads.get(pid) ?? threads.set(pid, []).get(pid)).push([now(), ran, waited]);
    } catch { renderers.delete(pid); }
  }
  if (t - lastMachine > 5000) {
    try {
      const fields = readFileSync('/proc/stat', 'utf8').split('\\n')[0].trim().split(/ +/).slice(1).map(Number);
      const idle = fields[3] + fields[4];
      machine.push([now(), fields.reduce((a, b) => a + b, 0) - idle, idle]);
    } catch {}
    lastMachine = t;
  }
  Atomics.wait(sleep, 0, 0, 1);
  // (a message is delivered between turns only, and this loop never ends its turn)
  if (receiveMessageOnPort(workerData.stop)) stopped = true;
}
parentPort.postMessage({ threads: [...threads], machine });
`;

/** Starts sampling the main thread of every renderer of the browser this process launches; `stop` answers the samples. */
export async function sampleRendererThreads(): Promise<{ stop(): Promise<{ threads: ThreadSamples; machine: MachineSamples }> }> {
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(SAMPLER, { eval: true, workerData: { stop: port2 }, transferList: [port2] });
  // (a worker takes a while to start on a loaded machine: the page must not load before it samples)
  await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (message: { threads: Array<[number, Array<[number, number, number]>]>; machine: MachineSamples }) => {
          void worker.terminate();
          resolve({ threads: new Map(message.threads), machine: message.machine });
        });
        worker.once('error', reject);
        port1.postMessage('stop');
      }),
  };
}

/** The value of a cumulative counter at `at`, interpolated between the samples around it. */
function counterAt<T extends [number, ...number[]]>(samples: T[], at: number, field: number): number | undefined {
  const after = samples.findIndex((sample) => sample[0] >= at);
  if (after === -1) return undefined;
  if (samples[after]![0] === at) return samples[after]![field];
  if (after === 0) return undefined;
  const [t0, t1] = [samples[after - 1]!, samples[after]!];
  const share = t1[0] === t0[0] ? 0 : (at - t0[0]) / (t1[0] - t0[0]);
  return t0[field]! + share * (t1[field]! - t0[field]!);
}

export interface WallSplit {
  /** the thread's run time by the kernel's count, ms */
  ranMs: number;
  /** runnable but not running (other threads held the cores), ms */
  descheduledMs: number;
  /** neither (asleep: waiting for another process, a lock, the disk), ms */
  blockedMs: number;
}
/** How the main thread of renderer `pid` spent the wall time from `fromUs` to `toUs` (trace timestamps). */
export function splitWall(samples: ThreadSamples, pid: number, fromUs: number, toUs: number): WallSplit | undefined {
  const thread = samples.get(pid);
  if (!thread) return undefined;
  const ran = [counterAt(thread, fromUs, 1), counterAt(thread, toUs, 1)];
  const waited = [counterAt(thread, fromUs, 2), counterAt(thread, toUs, 2)];
  if (ran.includes(undefined) || waited.includes(undefined)) return undefined;
  const ranMs = (ran[1]! - ran[0]!) / 1e6;
  const descheduledMs = (waited[1]! - waited[0]!) / 1e6;
  return { ranMs, descheduledMs, blockedMs: Math.max(0, (toUs - fromUs) / 1000 - ranMs - descheduledMs) };
}

/** The machine's busy share of its cores from `fromUs` to `toUs` (coarse: /proc/stat counts 10 ms ticks). */
export function machineBusy(samples: MachineSamples, fromUs: number, toUs: number): number | undefined {
  const busy = [counterAt(samples, fromUs, 1), counterAt(samples, toUs, 1)];
  const idle = [counterAt(samples, fromUs, 2), counterAt(samples, toUs, 2)];
  if (busy.includes(undefined) || idle.includes(undefined)) return undefined;
  const total = busy[1]! - busy[0]! + idle[1]! - idle[0]!;
  return total > 0 ? (busy[1]! - busy[0]!) / total : undefined;
}
