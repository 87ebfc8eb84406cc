// `npm run bench:ab`: navigation → the first gallery booted on the benchmark page for several builds, runs interleaved so
// that the machine's load hits each alike, with Embla's in the same rounds. AB_DISTS="main=/tmp/dist-main,new=dist" AB_RUNS=9
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from '../browser/chromium';
import { startServer } from '../server/server';
import { readEntryFiles, withEntryFiles } from '../server/entry-preloads';
import { benchPage, bundle, RECORDER_OFF, withoutRecorder } from './competitors';
import { median } from './compare';

// `name=dir#recorder-off`: that build's page turns the flight recorder off
const specs = (process.env.AB_DISTS ?? 'dist=dist').split(',').map((e) => e.split('=') as [string, string]);
const recorderOff = new Set(specs.filter(([, d]) => d.endsWith(RECORDER_OFF)).map(([name]) => name));
const dists = specs.map(([name, d]) => [name, d.replace(RECORDER_OFF, '')] as [string, string]);
const dir = mkdtempSync(path.join(tmpdir(), 'ab-'));
const servers = await Promise.all(dists.map(([name, d]) => startServer({ port: 0, dbPath: path.join(dir, `${name}.sqlite`), distDir: path.resolve(d) })));
const browser = await launchChromium();
const embla = await bundle('embla');
const RECORD = `window.at = {}; new MutationObserver((rs) => { for (const r of rs) { const el = r.target; if (el.id === 'gallery-1' && el.getAttribute('data-block-state') === 'booted') window.at.ready ??= performance.now(); if (el === document.documentElement && el.dataset.benchReady) window.at.ready ??= performance.now(); } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-block-state', 'data-bench-ready'] });`;
// AB_PLAIN="main": builds whose page lists no first-section entries (as before hosts listed them).
const plain = new Set((process.env.AB_PLAIN ?? '').split(',').filter(Boolean));
const hostPage = (name: string, distDir: string) => {
  const html = plain.has(name) ? benchPage('ours', 20, 50).replace(/\n {2}<link rel="modulepreload" href="\/assets\/blocks\/[^"]+">/g, '') : withEntryFiles(benchPage('ours', 20, 50), readEntryFiles(distDir));
  return recorderOff.has(name) ? withoutRecorder(html) : html;
};
async function once(origin: string, library: 'ours' | 'embla', html?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(`${origin}/bench/page.html`, (route) => route.fulfill({ body: html ?? benchPage(library, 20, 50), contentType: 'text/html' }));
  if (library === 'embla') await page.route(`${origin}/bench/embla.js`, (route) => route.fulfill({ body: embla.code, contentType: 'text/javascript' }));
  await page.addInitScript(RECORD);
  await page.goto(`${origin}/bench/page.html`, { waitUntil: 'commit' });
  const ms = (await (await page.waitForFunction('window.at.ready', undefined, { polling: 'raf', timeout: 60000 })).jsonValue()) as number;
  await context.close();
  return ms;
}
const results: Record<string, number[]> = { embla: [] };
for (const [name] of dists) results[name] = [];
await once(servers[0]!.url, 'ours', hostPage(dists[0]![0], path.resolve(dists[0]![1])));
for (let run = 0; run < Number(process.env.AB_RUNS ?? 9); run++) {
  for (const [i, [name]] of dists.entries()) results[name]!.push(await once(servers[i]!.url, 'ours', hostPage(name, path.resolve(dists[i]![1]))));
  results.embla!.push(await once(servers[0]!.url, 'embla'));
}
for (const [name, xs] of Object.entries(results)) console.log(`${name.padEnd(10)} median ${median(xs).toFixed(0)} ms   runs ${xs.map((x) => x.toFixed(0)).join(' ')}`);
await browser.close();
await Promise.all(servers.map((s) => s.close()));
