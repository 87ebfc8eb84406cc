import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockKind, kindFacts } from '../../runtime/blocks/registry';
import { BLOCK_CODES, identifyBlock } from '../../runtime/blocks/identify';
import { openBrowserFixture, type BrowserFixture } from './fixture';
import { platformRequests } from './published';

// Two whole published pages in Chromium (scripts/demo-site/published/page-*.html, README.md "Whole pages"): every
// block of a kind the runtime reads boots, every static block is left exactly as the server rendered it, the site
// context comes from the page's Static.SQUARESPACE_CONTEXT script, and nothing is asked of the platform's hosts.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());


interface WholePage {
  path: string;
  /** facts of the page's published context, as the census page view carries them */
  census: { websiteId: string; templateId: string; collectionId: string };
  /** console errors the page is known to produce, and why */
  expectedErrors: RegExp[];
}

const PAGES: WholePage[] = [
  {
    path: '/published/page-restaurant.html',
    census: { websiteId: '5c4766f7ee175955203ef26a', templateId: '55f0aac0e4b0f0a5b7e0b22e', collectionId: '5c4a47c71ae6cf770c90fd6e' },
    // The published context turns the popup overlay on (shown on every page, on a timer), but the platform fetched
    // its content with its own scripts: the page has no #popup-overlay for the runtime to show.
    expectedErrors: [/The popup overlay is not shown: the page has no <script type="application\/json" id="popup-overlay">/],
  },
  {
    path: '/published/page-swim-school.html',
    census: { websiteId: '5469a994e4b0c0e088bf1895', templateId: '52a74dafe4b073a80cd253c5', collectionId: '547aca99e4b067a185ed131b' },
    expectedErrors: [],
  },
];

/** What the runtime does with a published block of this code: boot it (its kind has a chunk), leave it, or skip it. */
function expectation(code: string): 'boots' | 'static' | 'skipped' {
  const { kind, source } = identifyBlock({ getAttribute: () => code, classList: { contains: () => true } } as unknown as Element);
  if (source === 'static') return 'static';
  return blockKind(kind)?.load && kindFacts(kind).readsPublished ? 'boots' : 'skipped';
}

/** Each published block's outer HTML as the server rendered it, taken before any script of the page has run. */
const recordServerMarkup = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverMarkup: Record<string, string> }).serverMarkup = Object.fromEntries(
        Array.from(document.querySelectorAll('.sqs-block[data-block-type]'), (block) => [block.id, block.outerHTML]),
      );
    });
  });

async function openWholePage(path: string) {
  return fixture.open(path, {
    beforeGoto: async (page) => {
      await recordServerMarkup(page);
      // A video provider's embed and the configuration panel answer from here: no test reaches the internet.
      await page.route((url) => url.hostname === 'www.youtube.com', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }));
      await page.route('**/config/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Configuration panel</title>' }));
    },
  });
}

describe.each(PAGES)('whole published page $path', ({ path, census, expectedErrors }) => {
  it('boots every block of a kind the runtime reads and leaves every static block as the server rendered it', async () => {
    const { page, errors, warnings, requests, settle, bootEveryBlock } = await openWholePage(path);
    // The blocks below the first viewport as well.
    await bootEveryBlock();
    const blocks = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.sqs-block[data-block-type]'), (block) => ({
        id: block.id,
        code: block.dataset.blockType!,
        state: block.dataset.blockState ?? null,
        html: block.outerHTML,
        server: (window as unknown as { serverMarkup: Record<string, string> }).serverMarkup[block.id],
      })),
    );
    const kinds = [...new Set(blocks.map(({ code }) => `${BLOCK_CODES[code] ?? code} (${code}): ${expectation(code)}`))].sort();
    // The page holds blocks of every sort: some to boot, some static.
    expect(kinds.some((kind) => kind.endsWith('boots')), kinds.join('\n')).toBe(true);
    expect(kinds.some((kind) => kind.endsWith('static')), kinds.join('\n')).toBe(true);
    for (const block of blocks) {
      const expected = expectation(block.code);
      const name = `${BLOCK_CODES[block.code] ?? block.code} #${block.id} (kinds on the page:\n${kinds.join('\n')})`;
      // soft: one run names every block that did not do what its kind should
      if (expected === 'boots') expect.soft(block.state, name).toBe('booted');
      else if (expected === 'static') expect.soft(block.html, name).toBe(block.server);
      else expect.soft(warnings().filter((warning) => warning.includes(`(#${block.id}) is skipped`)), name).toHaveLength(1);
    }
    await settle();
    expect(platformRequests(requests)).toEqual([]);
    expect(errors().filter((error) => !expectedErrors.some((expected) => expected.test(error)))).toEqual([]);
  });

  it('reads the site context from the Static.SQUARESPACE_CONTEXT script: the page view carries its ids', async () => {
    await openWholePage(path);
    const pageView = () =>
      fixture
        .stored('/api/census/RecordHit')
        .map((row) => (row.payload as { data: Record<string, unknown> }).data)
        .find((data) => data.url === path);
    await expect.poll(pageView).toMatchObject(census);
  });

  it("takes the published Escape-to-login switch (websiteSettings.useEscapeKeyToLogin): Escape opens the configuration panel", async () => {
    const { page, chunksRan } = await openWholePage(path);
    // the Escape router is a chunk of its own, downloaded where Escape can lead somewhere
    await chunksRan();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname.startsWith('/config/'));
    expect(new URL(page.url()).searchParams.get('frameUrl')).toBe(path);
  });
});
