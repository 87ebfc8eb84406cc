// `npx tsx scripts/bench/boot-cpu.ts`: the main thread's CPU time (Chrome's trace, `tdur`: unaffected by other
// processes) from navigation until the benchmark page's first gallery has booted, per build, served as the reference
// server serves it. CPU time stays comparable on a loaded machine where wall times do not.
// BOOT_DISTS="new=dist,old=/tmp/dist-old" BOOT_RUNS=7; BOOT_BREAKDOWN=1 prints each run's main-thread time by trace event.
// `name=dir#recorder-off`: that build's page turns the flight recorder off (docs/telemetry.md).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from '../browser/chromium';
import { readEntryFiles, withEntryFiles } from '../server/entry-preloads';
import { startServer } from '../server/server';
import { benchPage, RECORDER_OFF, withoutRecorder } from './competitors';
import { median } from './compare';

const dists = (process.env.BOOT_DISTS ?? 'dist=dist').split(',').map((e) => {
  const [name, spec] = e.split('=') as [string, string];
  return [name, spec.replace(RECORDER_OFF, ''), spec.endsWith(RECORDER_OFF)] as const;
});
const dir = mkdtempSync(path.join(tmpdir(), 'boot-cpu-'));
const servers = await Promise.all(dists.map(([name, d]) => startServer({ port: 0, dbPath: path.join(dir, `${name}.sqlite`), distDir: path.resolve(d) })));
const browser = await launchChromium();
const RECORD = `new MutationObserver((rs) => { for (const r of rs) if (r.target.id === 'gallery-1' && r.target.getAttribute('data-block-state') === 'booted') { performance.mark('booted'); window.booted = true; } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-block-state'] });`;
interface Ev { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string; data?: { name?: string } } }
async function once(origin: string, distDir: string, recorderOff: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const served = withEntryFiles(benchPage('ours', 20, 50), readEntryFiles(distDir));
  const html = recorderOff ? withoutRecorder(served) : served;
  await page.route(`${origin}/bench/page.html`, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
  await page.addInitScript(RECORD);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'] });
  await page.goto(`${origin}/bench/page.html`, { waitUntil: 'commit' });
  await page.waitForFunction('window.booted', undefined, { polling: 'raf', timeout: 60000 });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: Ev[] };
  await context.close();
  const mains = new Set(traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const booted = traceEvents.find((e) => e.name === 'booted' && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b'));
  const start = traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...traceEvents.filter((e) => e.ts > 0).map((e) => e.ts));
  if (!booted) throw new Error('The trace holds no "booted" mark: the first gallery did not boot while it was recorded.');
  const end = booted.ts;
  const onMain = (e: Ev) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.ts >= start && e.ts <= end;
  const tasks = traceEvents.filter((e) => onMain(e) && e.name === 'RunTask');
  const sum = (es: Ev[], f: 'tdur' | 'dur') => es.reduce((s, e) => s + (e[f] ?? 0), 0) / 1000;
  if (process.env.BOOT_BREAKDOWN) {
    const by = new Map<string, number>();
    for (const e of traceEvents) if (onMain(e) && e.name !== 'RunTask') by.set(e.name, (by.get(e.name) ?? 0) + (e.tdur ?? 0) / 1000);
    console.log(distDir, [...by].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(' | '));
  }
  return { wall: (end - start) / 1000, cpu: sum(tasks, 'tdur') };
}
const results: Record<string, Array<{ wall: number; cpu: number }>> = {};
for (const [name] of dists) results[name] = [];
// a first round to warm the browser and the servers, not counted
for (const [i, [, d, off]] of dists.entries()) await once(servers[i]!.url, path.resolve(d), off);
for (let run = 0; run < Number(process.env.BOOT_RUNS ?? 5); run++)
  for (const [i, [name, d, off]] of dists.entries()) results[name]!.push(await once(servers[i]!.url, path.resolve(d), off));
for (const [name, rs] of Object.entries(results))
  console.log(`${name.padEnd(10)} main-thread CPU ${median(rs.map((r) => r.cpu)).toFixed(0)} ms, wall ${median(rs.map((r) => r.wall)).toFixed(0)} ms (medians of ${rs.length})`);
await browser.close();
await Promise.all(servers.map((s) => s.close()));
