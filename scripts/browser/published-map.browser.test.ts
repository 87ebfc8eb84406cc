import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapAnatomy } from '../../machines/map/anatomy';
import { openBrowserFixture, type BrowserFixture } from './fixture';
import { platformRequests } from './published';

// A real published page's map block (code 4) in Chromium (scripts/demo-site/published/map.html): read from its
// data-block-json in the platform's names, drawn with the reference server's stand-in maps script, with the options
// it was published with; nothing is asked of the platform's hosts.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const BLOCK = '#block-yui_3_17_2_1_1548371255737_19802';

describe('published map block', () => {
  it('boots from the published markup and draws with the stand-in: style 2 is Grayscale, no controls, labels on', async () => {
    const { page, requests, requestsTo, errors, settle } = await fixture.open('/published/map.html', {
      beforeGoto: (held) =>
        held.addInitScript(() => {
          const opened: unknown[][] = [];
          (window as unknown as { openedWindows: unknown[][] }).openedWindows = opened;
          window.open = (...args: unknown[]) => {
            opened.push(args);
            return null;
          };
        }),
    });
    const root = page.locator(`${BLOCK} ${mapAnatomy.selector('root')}`);
    await expect.poll(() => root.getAttribute('data-state')).toBe('drawn');
    expect(await page.locator(BLOCK).getAttribute('data-block-state')).toBe('booted');
    const surface = page.locator(`${BLOCK} .maps-stand-in`);
    expect(await surface.evaluate((el) => Object.fromEntries(['style', 'show-labels', 'show-terrain', 'show-controls'].map((name) => [name, el.getAttribute(`data-${name}`)])))).toEqual({
      style: 'Grayscale',
      'show-labels': 'true',
      'show-terrain': 'false',
      'show-controls': 'false',
    });
    expect(await surface.locator('.maps-stand-in-controls').isVisible()).toBe(false);
    expect(await surface.locator('.maps-stand-in-labels').isVisible()).toBe(true);
    expect(await surface.getAttribute('data-zoom')).toBe('12');
    // The marker opens the external maps page with the published address and position.
    await surface.locator('.maps-stand-in-marker').click();
    const opened = await page.evaluate(() => (window as unknown as { openedWindows: string[][] }).openedWindows);
    expect(opened).toHaveLength(1);
    const external = new URL(opened[0]![0]!);
    expect(external.searchParams.get('q')).toBe('Kook BBQ, 2800 E 1st Ave #211A, Vancouver, BC, Canada @49.26916370000001,-123.0463411');
    expect(external.searchParams.get('z')).toBe('12');
    expect(requestsTo('/maps/api.js')).toHaveLength(1);
    await settle();
    expect(platformRequests(requests)).toEqual([]);
    expect(errors()).toEqual([]);
  });
});
