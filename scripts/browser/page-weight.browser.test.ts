import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { filesWithReact, openBrowserFixture, type BrowserFixture } from './fixture';

// What a visitor's browser downloads, measured in Chromium against the build under test (DIST_DIR, React or
// preact/compat): every script a page requested once it is idle — booted, the site chrome started and every chunk
// it asked for evaluated (`chunksRan`) — counted and summed at the build's gzip sizes. The limits are the page
// budgets of that build's renderer in size-budgets.json (docs/budgets.md).

interface SizeTable {
  renderer: 'react' | 'preact';
  files: Record<string, { gzip: number }>;
}
interface PageBudget {
  path: string;
  jsRequests?: number;
  gzip: number;
}

const sizes = JSON.parse(readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'size.json'), 'utf8')) as SizeTable;
const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as Record<string, { pages: Record<string, PageBudget> }>;
const pages = budgets[sizes.renderer]!.pages;

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** The scripts a page downloaded once idle, each once, with their gzip size from the build's size table. */
async function scriptsOnceIdle(pagePath: string) {
  const { assets, chunksRan, errors } = await fixture.open(pagePath);
  await chunksRan();
  const scripts = [...new Set(assets.filter((file) => file.endsWith('.js')))];
  const unknown = scripts.filter((file) => sizes.files[file] === undefined);
  expect(unknown, 'scripts the size table does not list').toEqual([]);
  expect(errors()).toEqual([]);
  const gzip = scripts.reduce((sum, file) => sum + sizes.files[file]!.gzip, 0);
  console.log(`${sizes.renderer} ${pagePath}: ${scripts.length} scripts, ${(gzip / 1024).toFixed(2)} KB gzip: ${scripts.join(', ')}`);
  return { scripts, gzip };
}

describe(`page weight once idle (${sizes.renderer} build)`, () => {
  for (const [name, budget] of Object.entries(pages)) {
    const limits = [budget.jsRequests === undefined ? '' : `${budget.jsRequests} scripts and `, `${budget.gzip} bytes gzip`].join('');
    it(`${name} (${budget.path}) downloads at most ${limits} once idle`, async () => {
      const { scripts, gzip } = await scriptsOnceIdle(budget.path);
      if (budget.jsRequests !== undefined) expect(scripts.length).toBeLessThanOrEqual(budget.jsRequests);
      expect(gzip).toBeLessThanOrEqual(budget.gzip);
    });
  }

  it('the banner page downloads the renderer and the plain page does not (each budget measures what it names)', async () => {
    const react = filesWithReact();
    const plain = await scriptsOnceIdle(pages.plain!.path);
    const banner = await scriptsOnceIdle(pages.banner!.path);
    expect(plain.scripts.filter((file) => react.includes(file))).toEqual([]);
    expect(banner.scripts).toContain('cookie-banner.js');
    expect(banner.scripts.filter((file) => react.includes(file)).length).toBeGreaterThan(0);
  });
});
