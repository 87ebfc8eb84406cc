import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { followButtonAnatomy } from '../../machines/follow-button/anatomy';
import { FOLLOW_SCRIPT_TIMEOUT_MS } from '../../machines/follow-button/machine';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// Follow buttons in Chromium on scripts/demo-site/follow.html (display-widgets §4 "Follow button", §7, §10): the
// button shows once the reference server's stand-in script has run; a script that fails, or takes longer than 10 s
// (held by a route, the page's clock moved on), leaves nothing on the page and one warning naming the button.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const state = (page: Page, id: string) =>
  page.evaluate((blockId) => window.visitorRuntime!.actors.get(blockId)?.getSnapshot().value as string | undefined, id);
const link = (page: Page, id: string) => page.locator(`#${id} ${followButtonAnatomy.selector('link')}`);
const warningsAbout = (warnings: string[], id: string) => warnings.filter((text) => text.includes(`Follow button #${id} `));

/** When the chart's follow-script timer fires, in the page's (fake) time: its xstate scheduler holds the start. */
const timeoutDueAt = (page: Page, id: string) =>
  page.evaluate((blockId) => {
    type Scheduled = { event: { type: string }; startedAt: number; delay: number };
    const system = window.visitorRuntime!.actors.get(blockId)!.system as unknown as { _snapshot: { _scheduledEvents: Record<string, Scheduled> } };
    const timer = Object.values(system._snapshot._scheduledEvents).find((entry) => entry.event.type.includes('followScriptTimeout'))!;
    return timer.startedAt + timer.delay;
  }, id);

describe('follow button', () => {
  it('shows a real link once the stand-in script has loaded; a broken script URL shows nothing and warns', async () => {
    const { page, requestsTo, warnings, errors, settle } = await fixture.open('/follow');
    await link(page, 'follow-bakery').waitFor();
    expect(await state(page, 'follow-bakery')).toBe('shown');
    expect(await link(page, 'follow-bakery').textContent()).toBe('Follow @demo.bakery');
    expect(await link(page, 'follow-bakery').getAttribute('href')).toBe('https://x.com/demo.bakery');
    expect(await page.evaluate(() => (window as { followStandInRuns?: number }).followStandInRuns)).toBe(1);

    // The broken URL: the chart decided (hidden), then nothing to see and one warning naming the button.
    await expect.poll(() => state(page, 'follow-broken')).toBe('hidden');
    await settle();
    expect(await page.locator('#follow-broken').innerText()).toBe('');
    expect(await page.locator(`#follow-broken ${followButtonAnatomy.selector('root')}`).isHidden()).toBe(true);
    expect(warningsAbout(warnings(), 'follow-broken')).toEqual([
      `[visitor-runtime] Follow button #follow-broken (demo.bakery) is not shown: its script ${new URL('/follow/missing.js', page.url()).href} failed to load.`,
    ]);
    expect(warningsAbout(warnings(), 'follow-bakery')).toEqual([]);
    expect(requestsTo('/follow/widget.js')).toHaveLength(1);
    // The only errors are the browser's own lines about the missing script: its 404, and its refusal to run the
    // HTML 404 page as a script (every answer is nosniff, docs/server.md).
    const missingScript = `'${new URL('/follow/missing.js', page.url()).href}' because its MIME type ('text/html') is not executable`;
    expect(errors().filter((text) => !text.includes('404') && !text.includes(missingScript))).toEqual([]);
    expect(await axeViolations(page)).toBe('');
  });

  it('gives a script that takes longer than 10 s up: nothing shows, one warning, and a late script brings nothing back', async () => {
    let release = () => {};
    const { page, request, warnings, settle } = await fixture.open('/follow', {
      clock: true,
      // The script is held until the test lets it through (after the timeout).
      beforeGoto: (opened) =>
        opened.route('**/follow/widget.js', (route) => void (release = () => void route.continue().catch(() => {}))),
    });
    await request('/follow/widget.js');
    expect(await state(page, 'follow-bakery')).toBe('loading');
    const due = await timeoutDueAt(page, 'follow-bakery');
    expect(due - (await page.evaluate(() => Date.now()))).toBeLessThanOrEqual(FOLLOW_SCRIPT_TIMEOUT_MS);

    await page.clock.pauseAt(due - 1);
    await settle();
    expect(await state(page, 'follow-bakery')).toBe('loading');
    expect(await page.locator('#follow-bakery').innerText()).toBe('');
    expect(warningsAbout(warnings(), 'follow-bakery')).toEqual([]);

    await page.clock.runFor(1);
    await expect.poll(() => state(page, 'follow-bakery')).toBe('hidden');
    await settle();
    expect(warningsAbout(warnings(), 'follow-bakery')).toEqual([
      `[visitor-runtime] Follow button #follow-bakery (@demo.bakery) is not shown: its script ${new URL('/follow/widget.js', page.url()).href} did not load within 10 s.`,
    ]);

    // The script arrives late: it runs, but the button stays given up.
    release();
    await expect.poll(() => page.evaluate(() => (window as { followStandInRuns?: number }).followStandInRuns)).toBe(1);
    await settle();
    expect(await state(page, 'follow-bakery')).toBe('hidden');
    expect(await link(page, 'follow-bakery').count()).toBe(0);
  });
});
