import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_STEPS } from '../../machines/image-loader/rules';
import { openBrowserFixture, type BrowserFixture } from './fixture';
import { platformRequests } from './published';

// A real published page's image blocks (code 5) in Chromium (scripts/demo-site/published/image.html): the image the
// page rendered (its 300w step, marked data-load="false") is the one our image block loads in place, at the step its
// box needs; the block's box does not move or change size; nothing is asked of the platform's hosts.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const FIRST = '#block-yui_3_17_2_1_1622524326379_3365';
const boxes = (page: Page) =>
  page.evaluate((first) => {
    const rect = (selector: string) => {
      const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
      return { x, y, width, height };
    };
    return { block: rect(first), image: rect(`${first} img[data-src]`) };
  }, FIRST);

describe('published image block', () => {
  it('loads the rendered image at the step its box needs, in place: the block and the image keep their box', async () => {
    const { page, requests, requestsTo, errors, settle } = await fixture.open('/published/image.html', {
      contextOptions: { viewport: { width: 1000, height: 800 } },
      // Measured when the document is parsed, before any module script (the runtime) runs.
      beforeGoto: (held) =>
        held.addInitScript((first) => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState !== 'interactive') return;
            const rect = (selector: string) => {
              const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
              return { x, y, width, height };
            };
            const image = document.querySelector<HTMLImageElement>(`${first} img[data-src]`)!;
            (window as unknown as { beforeBoot: unknown }).beforeBoot = {
              boxes: { block: rect(first), image: rect(`${first} img[data-src]`) },
              src: image.getAttribute('src'),
              booted: !!window.visitorRuntime,
            };
          });
        }, FIRST),
    });
    const image = page.locator(`${FIRST} img[data-src]`);
    await expect.poll(() => image.getAttribute('data-state')).toBe('loaded');
    const before = await page.evaluate(() => (window as unknown as { beforeBoot: { boxes: unknown; src: string; booted: boolean } }).beforeBoot);
    expect(before.booted).toBe(false);
    expect(before.src).toBe('/images/photo-1.jpg?format=300w');
    // The step its box needs at this device pixel ratio.
    const needed = await image.evaluate((img) => img.getBoundingClientRect().width * devicePixelRatio);
    const step = [...IMAGE_SIZE_STEPS].reverse().find((s) => s >= needed);
    expect(await image.getAttribute('src')).toBe(`/images/photo-1.jpg?format=${step}w`);
    expect(await boxes(page)).toEqual(before.boxes);
    // The second image is under the loader too (its data-load="false" does not keep it).
    expect(['waiting', 'queued', 'loading', 'loaded']).toContain(await page.locator('#block-yui_3_17_2_1_1641970685999_3941 img[data-src]').getAttribute('data-state'));
    expect(await page.locator(FIRST).getAttribute('data-block-state')).toBe('booted');
    await settle();
    expect(requestsTo('/images/photo-1.jpg').map((request) => new URL(request.url()).searchParams.get('format'))).toEqual(['300w', `${step}w`]);
    expect(platformRequests(requests)).toEqual([]);
    expect(errors()).toEqual([]);
  });
});
