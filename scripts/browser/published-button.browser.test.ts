import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { censusButtonSchema } from '../../runtime/api-schemas';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// Published button blocks (code 53, scripts/demo-site/published/button.html) in Chromium: the block boots onto the
// server's link, applies the link rules (visitor-runtime §5) and drives the button census (§3, §7).

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const MENU = '#block-31a339d66502e82d642b';
const RESERVE = '#block-yui_3_17_2_3_1442344515890_5231';
const rowsOf = (kind: 'render' | 'click', id: string) =>
  fixture.stored(`/api/census/button-${kind}`).filter((row) => (row.payload as { id?: string }).id === id);

describe('published button block (code 53)', () => {
  it('boots, sends one button-render, and a click sends one button-click and follows the link natively', async () => {
    const { page, errors, requestsTo, settle } = await fixture.open('/published/button.html');
    await page.waitForSelector(`${MENU}[data-block-state="booted"]`);
    await expect.poll(() => rowsOf('render', 'block-31a339d66502e82d642b').length).toBe(1);
    const render = censusButtonSchema.parse(rowsOf('render', 'block-31a339d66502e82d642b')[0]!.payload);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'ss_cvr')!.value;
    expect(render).toMatchObject({
      buttonText: 'View Menu', clickthroughUrl: '#kookbbqmenu', alignment: 'center', size: 'medium', newWindow: false, context: 1,
      visitorCookie: cookie, url: '/published/button.html',
    });

    await page.click(`${MENU} a`);
    await page.waitForURL('**/published/button.html#kookbbqmenu');
    await expect.poll(() => rowsOf('click', 'block-31a339d66502e82d642b').length).toBe(1);
    expect(rowsOf('click', 'block-31a339d66502e82d642b')[0]!.payload).toMatchObject({ buttonText: 'View Menu', context: 1 });
    await settle();
    expect(requestsTo('/api/census/button-render').filter((r) => r.postData()?.includes('block-31a339d66502e82d642b'))).toHaveLength(1);
    expect(requestsTo('/api/census/button-click')).toHaveLength(1);
    expect(errors()).toEqual([]);
  });

  it('applies the link rules: an address typed without its protocol gets the page one, and a new window has no opener', async () => {
    const { page, bootEveryBlock } = await fixture.open('/published/button.html');
    await bootEveryBlock();
    const link = page.locator(`${RESERVE} a`);
    expect(await link.getAttribute('href')).toBe('http://www.opentable.ca/r/kook-korean-bbq-vancouver');
    expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
    expect(await page.locator(RESERVE).getAttribute('data-block-state')).toBe('booted');
    expect(await axeViolations(page)).toBe('');
  });

  it('under a refused consent sends nothing, and the link still works', async () => {
    const { page, requestsTo, settle, bootEveryBlock } = await fixture.open('/published/button.html', {
      beforeGoto: (p) => p.context().addCookies([{ name: 'ss_consent', value: '0', url: fixture.server.url }]),
    });
    await bootEveryBlock();
    expect(await page.locator(MENU).getAttribute('data-block-state')).toBe('booted');
    await page.click(`${MENU} a`);
    await page.waitForURL('**#kookbbqmenu');
    await settle();
    expect(requestsTo('/api/census/button-')).toEqual([]);
  });
});
