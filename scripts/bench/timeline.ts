// Diagnostic: where the time goes until the first gallery is interactive on the bench page (ours vs Embla).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium } from '../browser/chromium';
import { startServer } from '../server/server';
import { benchPage, bundle } from './competitors';

const dir = mkdtempSync(path.join(tmpdir(), 'tl-'));
const server = await startServer({ port: 0, dbPath: path.join(dir, 'db.sqlite'), distDir: path.resolve(process.env.DIST_DIR ?? 'dist') });
const browser = await launchChromium();
const embla = await bundle('embla');
const RECORD = `
window.marks = [];
const mark = (what) => window.marks.push([what, Math.round(performance.now())]);
new MutationObserver((records) => { for (const r of records) { const el = r.target; if (r.attributeName === 'data-runtime-lifecycle') mark('lifecycle ' + el.getAttribute('data-runtime-lifecycle')); if (el.id === 'gallery-1' && r.attributeName === 'data-block-state') mark('gallery-1 ' + el.getAttribute('data-block-state')); if (el === document.documentElement && el.dataset.benchReady) mark('embla ready'); } }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-runtime-lifecycle', 'data-block-state', 'data-bench-ready'] });
document.addEventListener('DOMContentLoaded', () => mark('DOMContentLoaded'));
addEventListener('load', () => mark('load'));
new PerformanceObserver((l) => { for (const e of l.getEntries()) mark('longtask ' + Math.round(e.duration) + ' from ' + Math.round(e.startTime)); }).observe({ type: 'longtask', buffered: true });
`;
for (const library of (process.env.LIBS ?? 'ours,embla').split(',')) {
  for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(`${server.url}/bench/page.html`, (route) => route.fulfill({ body: benchPage(library as 'ours', 20, 50), contentType: 'text/html' }));
    if (library === 'embla') await page.route(`${server.url}/bench/embla.js`, (route) => route.fulfill({ body: embla.code, contentType: 'text/javascript' }));
    await page.addInitScript(RECORD);
    await page.goto(`${server.url}/bench/page.html`, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as any).marks.some((m: [string]) => m[0].includes('booted') || m[0].includes('embla ready')));
    const marks = await page.evaluate(() => (window as any).marks);
    const res = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType !== 'img').map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round((e as PerformanceResourceTiming).responseEnd)]));
    const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; return { responseEnd: Math.round(n.responseEnd), domInteractive: Math.round(n.domInteractive) }; });
    if (run === Number(process.env.RUNS ?? 3) - 1) {
      console.log(`\n== ${library} run ${run}`, nav);
      for (const r of res) console.log('  res', r.join(' '));
      for (const m of marks) console.log('  mark', m.join(' '));
    } else console.log(library, run, marks.filter((m: [string]) => /booted|embla ready/.test(m[0])).map((m: [string, number]) => m[1]));
    await context.close();
  }
}
await browser.close();
await server.close();
