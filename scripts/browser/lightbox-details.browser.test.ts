import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { lightboxAnatomy as l } from '../../machines/lightbox/anatomy';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// The lightbox's look and controls in Chromium (display-widgets §4 "Lightbox", §9): dark by default and light when
// the gallery says so, the overlay at opacity 0.95 fading in over 0.3 s and the lightbox over 0.6 s, the controls'
// 500 ms hover fade, Enter and Space on the controls, desktop slides looping, and only the current slide and its
// neighbours drawn (preloaded). The autorows page has the lightbox on by default.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const thumbnail = (index: number) => `#autorows ${g.selector('slide')}[data-index="${index}"] button`;
const root = l.selector('root');

/** The autorows page on a desktop; `theme` rewrites its block data as the editor would have saved it. */
async function openAutorows(theme?: 'light' | 'dark') {
  const visited = await fixture.open('/gallery-autorows', {
    contextOptions: { viewport: { width: 1000, height: 900 } },
    beforeGoto: (page) =>
      theme === undefined
        ? Promise.resolve()
        : page.route('**/gallery-autorows', async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace(`{"design":"autorows","label":"Auto rows"}`, `{"design":"autorows","label":"Auto rows","lightboxTheme":"${theme}"}`);
            await route.fulfill({ response, body });
          }),
  });
  await visited.page.locator(thumbnail(0)).waitFor();
  return visited;
}
async function openFrom(page: Page, index: number) {
  await page.click(thumbnail(index));
  await page.locator(`${root}[data-state="open"]`).waitFor();
}
const status = (page: Page) => page.locator(l.selector('status')).textContent();
const style = (page: Page, selector: string, property: string) => page.$eval(selector, (element, name) => getComputedStyle(element).getPropertyValue(name), property);

describe('lightbox look and controls', () => {
  it('is dark by default: the overlay at 0.95 fades in over 0.3 s and the lightbox over 0.6 s', async () => {
    const { page } = await openAutorows();
    await openFrom(page, 0);
    expect(await page.locator(root).getAttribute('data-theme')).toBe('dark');
    expect(await style(page, l.selector('backdrop'), 'background-color')).toBe('rgb(0, 0, 0)');
    expect(await style(page, l.selector('backdrop'), 'opacity')).toBe('0.95');
    expect(await style(page, l.selector('backdrop'), 'animation-duration')).toBe('0.3s');
    expect(await style(page, root, 'animation-duration')).toBe('0.6s');
  });

  it('is light when the gallery asks for it', async () => {
    const { page } = await openAutorows('light');
    await openFrom(page, 0);
    expect(await page.locator(root).getAttribute('data-theme')).toBe('light');
    expect(await style(page, l.selector('backdrop'), 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await style(page, root, 'color')).toBe('rgb(17, 17, 17)');
  });

  it('its controls fade in over 500 ms on hover; Enter and Space activate them', async () => {
    const { page } = await openAutorows();
    await openFrom(page, 0);
    const next = l.selector('next');
    expect(await style(page, next, 'transition-duration')).toBe('0.5s');
    expect(await style(page, next, 'opacity')).toBe('0.7');
    await page.hover(next);
    await expect.poll(() => style(page, next, 'opacity')).toBe('1');

    const total = (await status(page))!.match(/of (\d+)/)![1];
    await page.focus(next);
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toBe(`2 of ${total}`);
    await page.focus(l.selector('previous'));
    await page.keyboard.press(' ');
    await expect.poll(() => status(page)).toBe(`1 of ${total}`);
  });

  it('loops on a desktop: previous from the first item shows the last; only the current item and its neighbours are drawn', async () => {
    const { page } = await openAutorows();
    await openFrom(page, 0);
    const total = Number((await status(page))!.match(/of (\d+)/)![1]);
    const drawn = () => page.$$eval(`${l.selector('slide')} ${l.selector('image')}`, (images) => images.map((image) => image.closest('[data-index]')!.getAttribute('data-index')).sort((a, b) => Number(a) - Number(b)));
    await expect.poll(drawn).toEqual(['0', '1', String(total - 1)]);
    await page.click(l.selector('previous'));
    await expect.poll(() => status(page)).toBe(`${total} of ${total}`);
    await expect.poll(drawn).toEqual(expect.arrayContaining(['0', String(total - 2), String(total - 1)]));
  });
});
