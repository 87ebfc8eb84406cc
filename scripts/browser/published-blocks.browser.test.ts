import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockKind, kindFacts } from '../../runtime/blocks/registry';
import { identifyBlock } from '../../runtime/blocks/identify';
import { openBrowserFixture, SIGNAL_TIMEOUT_MS, type BrowserFixture } from './fixture';

// Every page of scripts/demo-site/published/ in Chromium, the runtime held back until the page is parsed and laid
// out as the server sent it: every block of a kind the runtime reads boots, wherever it is on the page; destroy
// brings back each block's markup exactly, in the box the server drew it. (That a booted block keeps its box is
// checked per kind where its view adopts the server's markup: published-gallery, published-image, published-video, and the accordion in published-forms;
// a booted map takes the box its markup declares, its aspect ratio, here.)

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const PAGES = readdirSync(path.join(import.meta.dirname, '../demo-site/published')).filter((file) => file.endsWith('.html'));
const still = { reducedMotion: 'reduce' as const, viewport: { width: 1000, height: 800 } };

interface Block {
  /** the block's id, else a selector (a product page's details section has none) */
  id: string;
  code: string;
  html: string;
  /** in page coordinates: a scrolled page measures the same */
  box: { top: number; left: number; width: number; height: number };
}

const blocks = (page: Page): Promise<Block[]> =>
  page.evaluate(() =>
    // the platform's blocks, and a product page's details section, which the runtime boots as a product block
    Array.from(document.querySelectorAll<HTMLElement>('.sqs-block[data-block-type], .ProductItem-details:not([data-block-type])'), (block) => {
      const { top, left, width, height } = block.getBoundingClientRect();
      const id = block.id || '.ProductItem-details'; // one per product page
      return { id, code: block.dataset.blockType ?? '', html: block.outerHTML, box: { top: top + scrollY, left: left + scrollX, width, height } };
    }),
  );

/** Whether the runtime boots a published block of this code (its kind has a chunk that reads published markup). */
function readable(code: string): boolean {
  // no code: a product page's details section (runtime/blocks/selector.ts PRODUCT_PAGE_DETAILS)
  const element = { getAttribute: () => (code === '' ? null : code), classList: { contains: () => true }, matches: () => code === '' };
  const { kind, source } = identifyBlock(element as unknown as Element);
  return source === 'published' && Boolean(blockKind(kind)?.load && kindFacts(kind).readsPublished);
}

const expectSameBox = (after: Block['box'], before: Block['box'], name: string) => {
  for (const key of ['top', 'left', 'width', 'height'] as const) expect.soft(Math.abs(after[key] - before[key]), `${key} of ${name}`).toBeLessThanOrEqual(2);
};

describe.each(PAGES)('published page %s', (file) => {
  it('boots every readable block wherever it is; destroy brings back every block\'s markup in the box the server drew', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const opened = await fixture.newPage({
      contextOptions: still,
      beforeGoto: async (page) => {
        await page.route('**/assets/runtime.js', async (route: Route) => {
          await released;
          await route.continue();
        });
        // Nothing leaves the reference server: a provider's player or the platform's hosts answer nothing.
        await page.route((url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
      },
    });
    const { page } = opened;
    await page.goto(`${fixture.server.url}/published/${file}`, { waitUntil: 'commit' });
    // Parsed and laid out: only the held module script keeps DOMContentLoaded back.
    await page.waitForFunction(() => document.readyState === 'interactive', undefined, { timeout: SIGNAL_TIMEOUT_MS });
    // The page's eager images drawn too: a header logo without a declared size moves every block below it once it
    // arrives, and it may arrive before or after the boxes are read.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete), undefined, { timeout: SIGNAL_TIMEOUT_MS });
    const server = await blocks(page);
    release();
    await page.waitForFunction(() => window.visitorRuntime !== undefined, undefined, { timeout: SIGNAL_TIMEOUT_MS });
    await page.evaluate(() => window.visitorRuntime!.boot());
    await opened.bootEveryBlock();
    const readableBlocks = server.filter((block) => readable(block.code));
    expect(readableBlocks.length, 'readable blocks on the page').toBeGreaterThan(0);
    for (const block of readableBlocks) {
      const selector = block.id.startsWith('.') ? block.id : `[id="${block.id}"]`;
      expect.soft(await page.getAttribute(selector, 'data-block-state'), `${block.id} (code ${block.code})`).toBe('booted');
    }
    // A booted map is in the box its markup declares: its aspect ratio (height in percent of width).
    for (const map of await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.sqs-block[data-block-type="4"][data-aspect-ratio]'), (block) => {
        const { width, height } = block.getBoundingClientRect();
        return { id: block.id, width, height, ratio: Number(block.dataset.aspectRatio) };
      }),
    )) {
      expect.soft(Math.abs(map.height - (map.width * map.ratio) / 100), `height of the booted map #${map.id}`).toBeLessThanOrEqual(2);
    }
    await page.evaluate(() => window.visitorRuntime!.destroy());
    const restored = new Map((await blocks(page)).map((block) => [block.id, block]));
    for (const block of server) {
      const name = `#${block.id} (code ${block.code})`;
      expect.soft(restored.get(block.id)!.html, name).toBe(block.html);
      expectSameBox(restored.get(block.id)!.box, block.box, name);
    }
  });
});
