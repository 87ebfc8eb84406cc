import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calendarAnatomy } from '../../machines/calendar/anatomy';
import { chartAnatomy } from '../../machines/chart/anatomy';
import { MEMBERS_ONLY_BADGE, MEMBERS_ONLY_LOCK } from '../../machines/member-area/rules';
import { PREVIEW_FAILED } from '../../machines/search/connect';
import { searchAnatomy } from '../../machines/search/anatomy';
import { tourDatesAnatomy } from '../../machines/tour-dates/anatomy';
import { NO_UPCOMING } from '../../views/tour-dates/block';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// The chart, tour dates, calendar, member area and search blocks in Chromium (docs/blocks.md), on their demo pages:
// /chart, /tour-dates, /calendar, /member-area (a visitor), /member-area-member (signed in) and /search (the site's
// search page, page type 102). Dates are read at 10 December 2026, 12:00 UTC (Playwright's clock).

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const TALL = { contextOptions: { viewport: { width: 1024, height: 2400 } } };
const NOW = Date.UTC(2026, 11, 10, 12);
const ANALYTICS_PATHS = ['/api/census', '/api/track', '/api/events/RecordEvent', '/api/v1/events'];
const blockState = (page: Page, id: string) => page.getAttribute(`#${id}`, 'data-block-state');
const booted = (page: Page, id: string) => page.locator(`#${id}[data-block-state="booted"]`).waitFor();

describe('chart block', () => {
  it('draws each dataset as bars with its data table; a cut dataset says so; one without rows is refused with the spec’s message', async () => {
    const { page, errors, warnings, settle } = await fixture.open('/chart', TALL);
    await booted(page, 'loaves');
    await booted(page, 'orders');
    await expect.poll(() => blockState(page, 'empty-chart')).toBe('failed');
    await settle();
    // 4 weeks × 2 series; the table holds the same numbers, with the headers in place.
    expect(await page.locator(`#loaves ${chartAnatomy.selector('bar')}`).count()).toBe(8);
    expect(await page.locator(`#loaves ${chartAnatomy.selector('plot')}`).getAttribute('aria-hidden')).toBe('true');
    const table = page.locator(`#loaves ${chartAnatomy.selector('table')}`);
    expect(await table.locator('thead th').allTextContents()).toEqual(['Week', 'Sourdough', 'Rye']);
    expect(await table.locator('tbody tr').nth(1).locator('th, td').allTextContents()).toEqual(['2', '135', '42']);
    expect(await page.getByRole('table', { name: 'Loaves baked a week: the data' }).count()).toBe(1);
    // The server's fallback text is hidden while the chart shows.
    expect(await page.locator('#loaves > p').isHidden()).toBe(true);
    // The tallest bar is the largest value (150, week 3), the plot's full height.
    const heights = await page.locator(`#loaves ${chartAnatomy.selector('bar')}`).evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('height'))));
    expect(Math.max(...heights)).toBe(heights[4]);
    // Cut to 3 rows and 2 columns.
    expect(await page.locator(`#orders ${chartAnatomy.selector('table')} tbody tr`).count()).toBe(3);
    expect(await page.locator(`#orders ${chartAnatomy.selector('table')} thead th`).allTextContents()).toEqual(['Month', 'Orders']);
    expect(await page.locator(`#orders ${chartAnatomy.selector('note')}`).textContent()).toBe('Showing the first 3 rows and 2 columns of the data.');
    expect(warnings()).toContain('[visitor-runtime] Chart #orders: the dataset was truncated to a maximum of 3 rows and 2 columns.');
    expect(errors().join('\n')).toContain('Your dataset must have at least one row');
    expect(await page.locator('#empty-chart > p').isVisible()).toBe(true);
    expect(await axeViolations(page)).toBe('');
  });
});

describe('tour dates block', () => {
  it('reads each date in the zone where the show plays, hides the shows whose day is over, and says when none is left', async () => {
    const { page, warnings, settle } = await fixture.open('/tour-dates', { ...TALL, clock: NOW });
    await booted(page, 'tour');
    await booted(page, 'tour-2025');
    await settle();
    const shows = page.locator(`#tour ${tourDatesAnatomy.selector('show')}`);
    expect(await shows.evaluateAll((items) => items.map((item) => [item.getAttribute('data-past'), (item as HTMLElement).hidden]))).toEqual([
      ['true', true],
      ['false', false],
      ['false', false],
      ['false', false],
    ]);
    // Lisbon's show at its local time, Tokyo's and New York's in theirs (the page's language is en).
    expect(await shows.locator('time').allTextContents()).toEqual([
      'Fri, Nov 20, 2026, 09:00 PM GMT+0',
      'Thu, Dec 10, 2026, 08:00 PM GMT+0',
      'Sat, Dec 19, 2026, 07:00 PM GMT+9',
      'Fri, Jan 15, 2027, 08:00 PM EST',
    ]);
    expect(await page.getByRole('link', { name: 'Tickets for Porto' }).isHidden()).toBe(true);
    // A zone the browser does not know: the spec's message, and the visitor's zone instead.
    expect(warnings().some((message) => message.includes('Failed to load timezone "Mars/Olympus_Mons" (#tour-2025)'))).toBe(true);
    expect(await page.locator(`#tour-2025 ${tourDatesAnatomy.selector('empty')}`).textContent()).toBe(NO_UPCOMING);
    expect(await axeViolations(page)).toBe('');
  });
});

describe('calendar block', () => {
  it('shows the current month of its events as a grid, and moves a month at a time with its buttons', async () => {
    const { page, settle } = await fixture.open('/calendar', { ...TALL, clock: NOW });
    await booted(page, 'events-calendar');
    await settle();
    const title = page.locator(`#events-calendar ${calendarAnatomy.selector('title')}`);
    const events = () => page.locator(`#events-calendar ${calendarAnatomy.selector('event')}`).evaluateAll((links) => links.map((link) => [link.closest('td')!.getAttribute('data-day'), link.textContent]));
    expect(await title.textContent()).toBe('December 2026: 2 events this month');
    expect(await events()).toEqual([
      ['2026-12-19', 'Christmas market'],
      ['2026-12-19', 'Stollen tasting'],
    ]);
    // The server's list is hidden while the grid shows.
    expect(await page.locator('#events-calendar > ul').isHidden()).toBe(true);
    expect(await axeViolations(page)).toBe('');

    await page.getByRole('button', { name: 'Next month, January 2027' }).click();
    await expect.poll(() => title.textContent()).toBe('January 2027: 1 event this month');
    // 23:30 UTC on 1 January is still 1 January in Lisbon (UTC+0 in winter).
    expect(await events()).toEqual([['2027-01-01', 'New year bake']]);
    await page.getByRole('button', { name: 'Previous month, December 2026' }).click();
    await page.getByRole('button', { name: 'Previous month, November 2026' }).click();
    await expect.poll(() => title.textContent()).toBe('November 2026: 1 event this month');
    expect(await events()).toEqual([['2026-11-28', 'Sourdough class']]);
  });
});

describe('member area block', () => {
  it('locks the members-only part for a visitor, with the site’s login control and the way to join', async () => {
    const { page, settle } = await fixture.open('/member-area', TALL);
    await booted(page, 'members-recipes');
    await settle();
    expect(await page.getAttribute('#members-recipes', 'data-state')).toBe('visitor');
    expect(await page.locator('#members-recipes [data-members-only]').isHidden()).toBe(true);
    expect(await page.getByRole('note').textContent()).toContain(MEMBERS_ONLY_LOCK);
    expect(await page.locator('#members-recipes button[data-action="login"]').textContent()).toBe('Log in');
    expect(await page.getByRole('link', { name: 'become a member' }).getAttribute('href')).toBe('/pricing-toggle');
    expect(await axeViolations(page)).toBe('');
    // The login control is the site's: it opens the login dialog.
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog').waitFor();
  });

  it('shows a signed-in member the content, marked as members only', async () => {
    const { page, settle } = await fixture.open('/member-area-member', TALL);
    await booted(page, 'members-recipes');
    await settle();
    expect(await page.getAttribute('#members-recipes', 'data-state')).toBe('member');
    expect(await page.getByRole('region', { name: MEMBERS_ONLY_BADGE }).textContent()).toContain('the rye loaf');
    expect(await page.locator('#members-recipes button[data-action="login"]').count()).toBe(0);
    expect(await axeViolations(page)).toBe('');
  });
});

describe('search block', () => {
  it('downloads its preview on the field’s first use, lists what matches, records no page view, and submits to /search', async () => {
    const { page, assets, requestsTo, settle } = await fixture.open('/search', TALL);
    await booted(page, 'site-search');
    await settle();
    expect(assets).toContain('blocks/search.js');
    expect(assets).not.toContain('blocks/search-preview.js');

    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await field.fill('city');
    const status = page.locator(`#site-search ${searchAnatomy.selector('status')}`);
    await expect.poll(() => status.textContent()).toBe('1 result for “city”');
    expect(assets).toContain('blocks/search-preview.js');
    expect(await page.getByRole('link', { name: 'City Guide (PDF)' }).getAttribute('href')).toBe('/shop');
    expect(requestsTo('/api/search/GetSearchPreview').length).toBeGreaterThan(0);
    expect(await axeViolations(page)).toBe('');
    // The search page records no page view, before or after the preview's requests.
    await settle();
    expect(requestsTo(ANALYTICS_PATHS).map((request) => request.url())).toEqual([]);
    expect(assets).not.toContain('tracking.js');

    await Promise.all([page.waitForURL(/\/search\?q=city$/), field.press('Enter')]);
  });

  it('records no page view for the preview on a page that records its own: the one hit stays one', async () => {
    const { page, request, requestsTo, settle } = await fixture.open('/blocks-60');
    await request('/api/census/RecordHit');
    await booted(page, 'site-search');
    // A page view is the census hit (and the tracking pixel, when the address carries campaign values).
    const pageViews = () => requestsTo(['/api/census/RecordHit', '/api/track/Track']).map((sent) => new URL(sent.url()).pathname);
    expect(pageViews()).toEqual(['/api/census/RecordHit']);
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('rye');
    await expect.poll(() => page.locator(`#site-search ${searchAnatomy.selector('status')}`).textContent()).toMatch(/for “rye”$/);
    await settle();
    expect(requestsTo('/api/search/GetSearchPreview').length).toBeGreaterThan(0);
    expect(pageViews()).toEqual(['/api/census/RecordHit']);
  });

  it('sends no blank search, and says when the preview could not load', async () => {
    const { page, settle } = await fixture.open('/search', {
      ...TALL,
      beforeGoto: (opened) => opened.route('**/api/search/GetSearchPreview**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error": "down"}' })),
    });
    await booted(page, 'site-search');
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await field.fill('   ');
    await field.press('Enter');
    await settle();
    expect(new URL(page.url()).search).toBe('');
    await field.fill('guide');
    await expect.poll(() => page.locator(`#site-search ${searchAnatomy.selector('status')}`).textContent()).toBe(PREVIEW_FAILED);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
  });
});
