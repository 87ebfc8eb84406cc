import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// `?inspect=<url>` attaches Stately's inspector, which opens <url> in a window: a javascript: or data: address
// would run script in the site's origin. Only http(s) addresses reach window.open.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** Records what window.open is asked to open (and opens nothing). */
function recordWindowOpen() {
  const opened: string[] = [];
  (window as unknown as { __opened: string[] }).__opened = opened;
  window.open = ((url?: string | URL) => {
    opened.push(String(url));
    return null;
  }) as typeof window.open;
}

const openedUrls = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);

describe('?inspect= in Chromium', () => {
  for (const address of ['javascript:document.title="owned"', 'data:text/html,<script>alert(1)</script>']) {
    it(`refuses ${address.split(':')[0]}: addresses with a console warning; window.open never gets one`, async () => {
      const opened = await fixture.open(`/static?inspect=${encodeURIComponent(address)}`, { beforeGoto: (page) => page.addInitScript(recordWindowOpen) });
      const warning = () => opened.warnings().find((text) => text.includes('inspector address is refused'));
      await expect.poll(warning).toBeDefined();
      expect(warning()).toContain(`not ${address.split(':')[0]}:`);
      // The inspector is attached before boot, and boot has run: whatever it would open, it has asked for by now.
      expect((await openedUrls(opened.page)).filter((url) => /^(javascript|data):/i.test(url.trim()))).toEqual([]);
      expect(await opened.page.title()).not.toBe('owned');
    });
  }

  it('opens an http(s) inspector address that is given', async () => {
    const opened = await fixture.open(`/static?inspect=${encodeURIComponent('http://localhost:9/inspector')}`, {
      beforeGoto: (page) => page.addInitScript(recordWindowOpen),
    });
    await expect.poll(() => openedUrls(opened.page)).toContainEqual(expect.stringContaining('http://localhost:9/inspector'));
    expect(opened.warnings().filter((text) => text.includes('inspector address is refused'))).toEqual([]);
  });
});
