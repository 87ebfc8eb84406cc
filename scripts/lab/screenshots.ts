// `npm run lab:screenshots`: the lab on the form and the gallery chart at 1280×800, saved as docs/lab/*.png for
// docs/lab.md. Needs a build (the script's npm command builds first); runs the reference server on a free port with
// a throw-away database.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../model-tests/gate/gate';
import { launchChromium } from '../browser/chromium';
import { startServer } from '../server/server';

const OUT = path.join(REPO_ROOT, 'docs/lab');

/** Each shot: the lab's address, what to do before the picture, the file. */
const SHOTS = [
  { file: 'form.png', hash: '#chart/form', chart: 'form', act: async (page: import('playwright-core').Page) => {
    // Mid-submission: the visitor typed and sent, the key request is still out.
    const view = page.getByTestId('chart-view');
    await view.getByLabel('Email').fill('ann@example.com');
    await view.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('state-value').filter({ hasText: 'submitting.gettingKey' }).waitFor();
  } },
  { file: 'gallery.png', hash: '#chart/gallery', chart: 'gallery', act: async (page: import('playwright-core').Page) => {
    await page.getByRole('button', { name: 'KEY {"command":"NEXT"}' }).click();
    await page.getByTestId('state-value').filter({ hasText: 'slides.moving' }).waitFor();
  } },
];

const dir = mkdtempSync(path.join(tmpdir(), 'lab-screenshots-'));
const server = await startServer({ port: 0, dbPath: path.join(dir, 'platform.sqlite') });
const browser = await launchChromium();
try {
  mkdirSync(OUT, { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/_lab${shot.hash}`);
    await page.locator(`svg[data-chart="${shot.chart}"]`).waitFor();
    await shot.act(page);
    await page.screenshot({ path: path.join(OUT, shot.file) });
    await page.close();
    console.log(`docs/lab/${shot.file}`);
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
