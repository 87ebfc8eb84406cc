import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// A host lists the block entries of its first section with modulepreload, and the reference server lists the files
// they import beside them (docs/contract.md "A host's first section"): the first gallery's files download while the
// page is parsed, not after the core has run and found the block.

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const entryFiles = () => JSON.parse(readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'entry-files.json'), 'utf8')) as Record<string, string[]>;

describe("a host's first section", () => {
  it('the first gallery’s files are fetched during the parse, before the core runs, each once, and the gallery boots', async () => {
    const table = entryFiles();
    // The slideshow page's first gallery: its entry, its designs (a design part) and what they import.
    const wanted = [...new Set(['blocks/gallery.js', 'blocks/gallery-designs.js'].flatMap((entry) => table[entry]!))];
    expect(wanted.length).toBeGreaterThan(2);
    const served = await (await fetch(`${fixture.server.url}/gallery-stacked-fade`)).text();
    for (const file of wanted) expect(served).toContain(`<link rel="modulepreload" href="/assets/${file}">`);

    const { page, requestsTo, errors } = await fixture.open('/gallery-stacked-fade');
    await page.locator('#slideshow[data-block-state="booted"]').waitFor();
    const timing = await page.evaluate((files) => {
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
      return files.map((file) => {
        const entries = performance.getEntriesByName(new URL(`/assets/${file}`, location.href).href);
        return { file, fetches: entries.length, before: entries.length > 0 && entries[0]!.startTime < parsed };
      });
    }, wanted);
    // Module scripts run once the page is parsed (domInteractive), so a fetch that started before it was asked for by
    // the page's markup, not by the core.
    expect(timing).toEqual(wanted.map((file) => ({ file, fetches: 1, before: true })));
    for (const file of wanted) expect(requestsTo(`/assets/${file}`)).toHaveLength(1);
    // The runtime lists none of them again: each file has one modulepreload link, the host's.
    const links = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href));
    expect(links.filter((href, i) => links.indexOf(href) !== i)).toEqual([]);
    expect(errors()).toEqual([]);
  });

  it('the server adds no block file to a page that lists no block entry (a slideshow two viewports down)', async () => {
    const served = await (await fetch(`${fixture.server.url}/block-boot`)).text();
    expect(served).not.toContain('href="/assets/blocks/');
  });
});
