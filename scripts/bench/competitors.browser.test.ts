import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/chromium';
import { benchPage, bundle, SELECTORS } from './competitors';

// The benchmark's competitor pages (docs/benchmarks.md) as the benchmark serves them: each library's bundle boots
// every slideshow of its page, says so (data-bench-ready), and `window.bench` destroys and boots them again.

let browser: Browser;
beforeAll(async () => (browser = await launchChromium('chromium-headless-shell')));
afterAll(() => browser?.close());

describe.each(['embla', 'swiper'] as const)('the %s bench page', (library) => {
  it('boots its slideshows, and window.bench destroys and boots them again, without an error', async () => {
    const { code } = await bundle(library);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('http://bench.test/**', (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: benchPage(library, 2, 3) });
      if (url.pathname === `/bench/${library}.js`) return route.fulfill({ contentType: 'text/javascript', body: code });
      return route.fulfill({ status: 404, body: '' }); // the photos: not needed to boot
    });
    await page.goto('http://bench.test/');
    await page.locator('html[data-bench-ready="true"]').waitFor();
    expect(await page.locator(SELECTORS[library].next).count()).toBe(1);
    await page.evaluate(() => {
      const { bench } = window as unknown as { bench: { boot(): void; destroy(): void } };
      bench.destroy();
      bench.boot();
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});
