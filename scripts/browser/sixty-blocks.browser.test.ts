import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockKind, blockRegistry, kindOfCode } from '../../runtime/blocks/registry';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// The page at the layout's limit (visitor-runtime §9: 60 blocks per layout), one block of every kind of the block
// registry and more of the light ones (scripts/demo-site/blocks-60.html): it boots with no console error, and
// downloads only the chunks of the kinds within a viewport of the visible area (docs/contract.md "When a block boots")
// and of the two kinds live at once. How long its tasks take is a figure of `npm run bench` (scripts/bench/
// sixty-blocks.ts), not a test: a duration depends on the machine's load.

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const VIEWPORT = { width: 1024, height: 800 };
const KIND_CHUNK = /^blocks\/([a-z0-9-]+)\.js$/;

interface Watched {
  /** Each block's box in the viewport when it started to boot (its state became `loading`). */
  bootedAt: Array<{ id: string; top: number; bottom: number }>;
}

/** Installed before the page's first script: where each block was when it started to boot. */
const watchPage = (page: Page) =>
  page.addInitScript(() => {
    const watched: Watched = ((window as unknown as { watched: Watched }).watched = { bootedAt: [] });
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (element.getAttribute('data-block-state') !== 'loading' || record.oldValue === 'loading') continue;
        const box = element.getBoundingClientRect();
        watched.bootedAt.push({ id: element.id, top: box.top, bottom: box.bottom });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-block-state'], attributeOldValue: true });
  });
const watched = (page: Page) => page.evaluate(() => (window as unknown as { watched: Watched }).watched);

interface PlacedBlock {
  id: string;
  type: string;
  top: number;
  bottom: number;
  state: string | null;
  json: string | null;
}
const placedBlocks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-block-type]')].map((element) => {
      const box = element.getBoundingClientRect();
      return { id: element.id, type: element.getAttribute('data-block-type')!, top: box.top + scrollY, bottom: box.bottom + scrollY, state: element.getAttribute('data-block-state'), json: element.getAttribute('data-block-json') };
    }),
  );
const kindOf = (type: string) => (blockKind(type) ? type : kindOfCode(type)!);
/** A block that boots: its kind has a chunk, and it is no published static block (a code of a static kind). */
const boots = (block: PlacedBlock) => Boolean(blockKind(kindOf(block.type))?.load) && !(blockKind(kindOf(block.type))!.nature === 'static' && block.type !== kindOf(block.type));
/** The kind chunks a block downloads: its kind's, and those of other kinds its configuration names (the registry's `parts`). */
const chunksOf = (block: PlacedBlock) => {
  const kind = kindOf(block.type);
  const parts = blockKind(kind)!.parts?.(block.json ? (JSON.parse(block.json) as Record<string, unknown>) : {}) ?? [];
  return [kind, ...parts.map((part) => KIND_CHUNK.exec(part)?.[1]).filter((part): part is string => part !== undefined && part in blockRegistry)];
};
const kindChunks = (assets: string[]) =>
  [...new Set(assets.map((asset) => KIND_CHUNK.exec(asset)?.[1]).filter((kind): kind is string => kind !== undefined && kind in blockRegistry))].sort();

describe('a page of 60 blocks', () => {
  it('boots the blocks near the viewport, downloads only their kinds’ chunks, with no console error', async () => {
    const { page, assets, errors, warnings, requests, settle } = await fixture.open('/blocks-60', { contextOptions: { viewport: VIEWPORT }, beforeGoto: watchPage });
    const first = await placedBlocks(page);
    expect(first).toHaveLength(60);
    expect(new Set(first.map((block) => kindOf(block.type)))).toEqual(new Set(Object.keys(blockRegistry)));
    const booting = first.filter(boots);
    // The first viewport's blocks (the page is at its top; the first one's box at the top of the page).
    const inView = booting.filter((block) => block.top < VIEWPORT.height);
    expect(inView.length).toBeGreaterThan(0);
    for (const block of inView) await page.locator(`[id="${block.id}"][data-block-state="booted"]`).waitFor();
    await settle();

    // Every block that started to boot was within one viewport height of the visible area as it did (boxes move
    // as the blocks above them are drawn), or is of a kind live at once; every other is dormant, its kind's chunk
    // not downloaded unless a block of its kind near the viewport needed it.
    const placed = await placedBlocks(page);
    const { bootedAt } = await watched(page);
    const started = new Set(bootedAt.map(({ id }) => id));
    for (const { id, top, bottom } of bootedAt) {
      const block = placed.find((candidate) => candidate.id === id)!;
      if (blockKind(kindOf(block.type))!.liveAtOnce) continue;
      expect({ id, near: top < 2 * VIEWPORT.height && bottom > -VIEWPORT.height }).toEqual({ id, near: true });
    }
    const dormant = placed.filter((block) => boots(block) && !started.has(block.id));
    for (const block of dormant) expect(block.state, block.id).toBe('dormant');
    expect(dormant.length).toBeGreaterThan(20);
    const expected = [...new Set(placed.filter((block) => started.has(block.id)).flatMap(chunksOf))].sort();
    expect(kindChunks(assets)).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining(['donation', 'cart-indicator', ...inView.map((block) => kindOf(block.type))]));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
    expect(requests.filter((request) => new URL(request.url()).origin !== new URL(page.url()).origin).map((request) => request.url())).toEqual([]);
  });

  it('boots every block as the visitor scrolls down, with no console error, and stays accessible', async () => {
    const { page, errors, requests, settle } = await fixture.open('/blocks-60', { contextOptions: { viewport: VIEWPORT } });
    const booting = (await placedBlocks(page)).filter(boots);
    for (const block of booting) {
      await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ block: 'center' }), block.id);
      await page.locator(`[id="${block.id}"]:is([data-block-state="booted"], [data-block-state="failed"])`).waitFor();
    }
    await settle();
    expect((await placedBlocks(page)).filter((block) => boots(block) && block.state !== 'booted').map((block) => block.id)).toEqual([]);
    expect(errors()).toEqual([]);
    expect(requests.filter((request) => new URL(request.url()).origin !== new URL(page.url()).origin).map((request) => request.url())).toEqual([]);
    expect(await axeViolations(page)).toBe('');
  });
});
