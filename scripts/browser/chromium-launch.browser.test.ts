import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_FEATURES, launchChromium, playwrightDisabledFeatures } from './chromium';

// The browser every test and benchmark runs (scripts/browser/chromium.ts): what it opens beside a test's page.

let browser: Browser;
beforeAll(async () => (browser = await launchChromium()));
afterAll(() => browser?.close());

describe('the Chromium of the tests', () => {
  it("opens no omnibox popup WebUI with a new context: the page's load has the machine to itself", async () => {
    const cdp = await browser.newBrowserCDPSession();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<p>A page</p>');
    // The popup's documents are made with the window, before its first page has loaded.
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(['page data:text/html,<p>A page</p>']);
    await context.close();
  });

  it("keeps playwright-core's own disabled features: Chromium reads only the last --disable-features flag, ours", async () => {
    expect(playwrightDisabledFeatures()).toEqual(expect.arrayContaining(['PaintHolding', 'MediaRouter', 'ThirdPartyStoragePartitioning']));
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const flags = [...(await page.textContent('#command_line'))!.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));
    expect(flags.at(-1)).toEqual(expect.arrayContaining([...playwrightDisabledFeatures(), ...DISABLED_FEATURES]));
    await page.close();
  });
});
