import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapAnatomy } from '../../machines/map/anatomy';
import { MAPS_SCRIPT_TIMEOUT_MS } from '../../machines/maps-script/machine';
import { MAP_OPTIONS_DEBOUNCE_MS } from '../../machines/map-options/machine';
import { axeViolations } from './axe';
import { openBrowserFixture, pauseClockSoon, type BrowserFixture } from './fixture';

// The map block in Chromium (display-widgets §2 "Map widget", §4 "Maps script", §7): both maps of /map draw with
// the reference server's stand-in script, loaded once; a marker click opens the external maps page (window.open is
// caught: nothing leaves the machine); a script that never answers gives the fallback after 30 s of the page's clock.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const part = (page: Page, blockId: string, name: (typeof mapAnatomy.parts)[number]) => page.locator(`#${blockId} ${mapAnatomy.selector(name)}`);
const shown = (page: Page, blockId: string) => part(page, blockId, 'root').getAttribute('data-state');

/** Records window.open instead of opening a window. */
const catchWindowOpen = (page: Page) =>
  page.addInitScript(() => {
    const opened: unknown[][] = [];
    (window as unknown as { openedWindows: unknown[][] }).openedWindows = opened;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
  });

describe('map block', () => {
  it('draws both maps with the stand-in, loading the script once, and opens the marker on the external maps page', async () => {
    const { page, requestsTo, errors } = await fixture.open('/map', { beforeGoto: catchWindowOpen });
    await expect.poll(() => shown(page, 'bakery-map')).toBe('drawn');
    await expect.poll(() => shown(page, 'mill-map')).toBe('drawn');
    const scripts = requestsTo('/maps/api.js').map((request) => new URL(request.url()).searchParams);
    expect(scripts).toHaveLength(1);
    expect([scripts[0]!.get('key'), scripts[0]!.get('language')]).toEqual(['demo-maps-key', 'en']);
    const marker = part(page, 'bakery-map', 'canvas').locator('.maps-stand-in-marker');
    // 48x64 drawn at half size.
    expect(await marker.locator('img').evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([24, 32]);
    await marker.click();
    const opened = await page.evaluate(() => (window as unknown as { openedWindows: string[][] }).openedWindows);
    expect(opened).toHaveLength(1);
    const [url, target] = opened[0]!;
    const external = new URL(url!);
    expect(target).toBe('_blank');
    expect(external.searchParams.get('q')).toBe('Demo Bakery, 1 Bread Street, London EC4M 9BE, United Kingdom @51.5079,-0.1281');
    expect(external.searchParams.get('ll')).toBe('51.5079,-0.1281');
    expect(external.searchParams.get('z')).toBe('15');
    expect(await axeViolations(page)).toBe('');
    expect(errors()).toEqual([]);
  });

  it('takes the wheel only once the map has been clicked', async () => {
    const { page } = await fixture.open('/map');
    await expect.poll(() => shown(page, 'bakery-map')).toBe('drawn');
    const surface = part(page, 'bakery-map', 'canvas').locator('.maps-stand-in');
    expect(await surface.getAttribute('data-scrollwheel')).toBe('false');
    await surface.click({ position: { x: 10, y: 10 } });
    await expect.poll(() => surface.getAttribute('data-scrollwheel')).toBe('true');
  });

  it('shows the address and a link when the script has not loaded after 30 s of the page clock', async () => {
    const { page, request, warnings } = await fixture.open('/map', {
      clock: true,
      // The script is held: the maps service never answers.
      beforeGoto: (held) => held.route('**/maps/api.js*', () => {}),
    });
    await request('/maps/api.js');
    await expect.poll(() => shown(page, 'bakery-map')).toBe('loading');
    expect(await part(page, 'bakery-map', 'placeholder').isVisible()).toBe(true);
    await page.clock.runFor(MAPS_SCRIPT_TIMEOUT_MS - 1000);
    expect(await shown(page, 'bakery-map')).toBe('loading');
    await page.clock.runFor(1000);
    await expect.poll(() => shown(page, 'bakery-map')).toBe('fallback');
    expect(await shown(page, 'mill-map')).toBe('fallback');
    expect(await part(page, 'bakery-map', 'address').innerText()).toContain('1 Bread Street');
    const link = part(page, 'bakery-map', 'link');
    expect(await link.isVisible()).toBe(true);
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('z')).toBe('15');
    expect(warnings().some((w) => w.includes('did not load within 30 s'))).toBe(true);
    expect(await axeViolations(page)).toBe('');
  });

  it('applies the editor\'s option updates once they stop coming for 60 ms: three quick ones redraw the map once', async () => {
    const start = new Date('2026-11-23T10:00:00Z').getTime();
    const { page, settle } = await fixture.open('/map', { clock: start });
    await expect.poll(() => shown(page, 'bakery-map')).toBe('drawn');
    const surface = () => page.locator(`#bakery-map ${mapAnatomy.selector('canvas')} .maps-stand-in`);
    const before = await surface().getAttribute('data-style');
    await pauseClockSoon(page);
    const update = (detail: object) =>
      page.evaluate((d) => void document.getElementById('bakery-map')!.dispatchEvent(new CustomEvent('visitor-runtime:map-options', { detail: d })), detail);
    await update({ style: 'Satellite' });
    await page.clock.runFor(20);
    await update({ style: 'MinimalBlue' });
    await page.clock.runFor(20);
    await update({ style: 'MinimalDark', showLabels: false });
    await page.clock.runFor(MAP_OPTIONS_DEBOUNCE_MS - 1);
    await settle();
    expect(await surface().getAttribute('data-style')).toBe(before);
    await page.clock.runFor(1);
    await expect.poll(() => surface().getAttribute('data-style')).toBe('MinimalDark');
    expect(await surface().getAttribute('data-redraws')).toBe('1');
  });
});
