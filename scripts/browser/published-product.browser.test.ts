import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productAnatomy } from '../../machines/product/anatomy';
import { axeViolations } from './axe';
import { filesWithReact, openBrowserFixture, screenshot, type BrowserFixture } from './fixture';
import { holdChunk } from './hold-chunk';
import { platformRequests } from './published';

// A published product page (scripts/demo-site/published/product.html, the platform's details section) in Chromium:
// read into the product block's configuration and adopted where it is (docs/published-pages.md "Product pages").

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const DETAILS = '.ProductItem-details';
const details = (page: Page) => page.locator(DETAILS);
const badge = (page: Page) => page.locator('#cart-indicator [data-cart-badge]');
const addButton = (page: Page) => details(page).getByRole('button', { name: 'Add To Cart' });
const booted = (page: Page) => page.locator(`${DETAILS}[data-block-state="booted"]`).waitFor();
const box = (page: Page) => details(page).evaluate((element) => JSON.stringify(element.getBoundingClientRect()));
/** The server's elements the view must keep (the same nodes before and after boot), marked before the runtime runs. */
const markServerParts = (page: Page) =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector)!;
    const parts = ['.ProductItem-details-title', '.product-price', 'select', '.product-quantity-input input', '.sqs-add-to-cart-button'];
    (window as unknown as { serverParts: Element[] }).serverParts = parts.flatMap((part) => Array.from(root.querySelectorAll(part)));
  }, DETAILS);
const serverPartsKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { serverParts: Element[] }).serverParts.map((element) => element.isConnected && element.closest('.ProductItem-details') !== null));

/** Opens the page with the product chunk held: the details stay as the server drew them until `release()`. */
async function openHeld(options: Parameters<BrowserFixture['newPage']>[0] = {}) {
  const opened = await fixture.newPage(options);
  const chunk = await holdChunk(opened.page, '/assets/blocks/product.js');
  await opened.goto('/published/product.html', { boot: false });
  await chunk.requested;
  await expect.poll(() => opened.page.locator('#cart-indicator').getAttribute('data-state')).toBe('initialised');
  return { ...opened, chunk };
}

describe('published product page', () => {
  it('boots in the box its markup had, keeping the server’s title, price, selects, quantity and button', async () => {
    const { page, chunk, errors, requests } = await openHeld();
    expect(await details(page).getAttribute('data-block-state')).toBe('loading');
    await markServerParts(page);
    const before = await box(page);
    chunk.release();
    await booted(page);
    expect(await box(page)).toBe(before);
    expect(await serverPartsKept(page)).toEqual([true, true, true, true, true, true]);
    expect(await details(page).locator(productAnatomy.selector('price')).textContent()).toBe('from €22.00');
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('id')).toBe(await details(page).getByRole('group').getAttribute('aria-labelledby'));
    expect(errors()).toEqual([]);
    expect(platformRequests(requests)).toEqual([]);
  });

  it('choosing options selects the variant and shows its price, the price before the sale and the stock; sold out cannot be added', async () => {
    const { page, errors } = await fixture.open('/published/product.html');
    await booted(page);
    const price = details(page).locator(productAnatomy.selector('price'));
    await page.getByLabel('Select Size').selectOption('M');
    await page.getByLabel('Select Colour').selectOption('Blue');
    await expect.poll(() => details(page).locator(productAnatomy.selector('stock')).textContent()).toBe('Sold out');
    expect(await addButton(page).getAttribute('aria-disabled')).toBe('true');
    await page.getByLabel('Select Colour').selectOption('Sand');
    await page.getByLabel('Select Size').selectOption('S');
    await expect.poll(() => price.textContent()).toBe('€22.00');
    expect(await details(page).locator(productAnatomy.selector('original-price')).textContent()).toBe('€28.00');
    expect(await details(page).locator(productAnatomy.selector('stock')).textContent()).toBe('3 in stock');
    expect(await page.getByLabel('Quantity').getAttribute('max')).toBe('3');
    expect(await addButton(page).getAttribute('aria-disabled')).toBe('false');
    await screenshot(page, 'published-product-sand-s');
    expect(errors()).toEqual([]);
  });

  it('add to cart reaches the cart and the badge; the keyboard presses the platform’s button too', async () => {
    const { page, errors } = await fixture.open('/published/product.html');
    await booted(page);
    await expect.poll(() => badge(page).textContent()).toBe('0');
    await page.getByLabel('Select Size').selectOption('M');
    await page.getByLabel('Select Colour').selectOption('Sand');
    await page.getByLabel('Quantity').fill('2');
    await addButton(page).click();
    await expect.poll(() => badge(page).textContent()).toBe('2');
    expect(await details(page).getByRole('status').textContent()).toBe('Added to cart');
    const cart = await page.evaluate(() => fetch('/api/commerce/cart').then((response) => response.json()));
    expect(cart.cart.entries.map((entry: { variantId: string; quantity: number }) => [entry.variantId, entry.quantity])).toEqual([['tee-m-sand', 2]]);
    await addButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => badge(page).textContent()).toBe('4');
    await page.keyboard.press('Space');
    await expect.poll(() => badge(page).textContent()).toBe('6');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(errors()).toEqual([]);
  });

  it('a press on add-to-cart before the product’s code and React have arrived is not lost: the options chosen, it is added once mounted', async () => {
    const opened = await fixture.newPage();
    const { page, requestsTo } = opened;
    // the block's chunk and every file with React in it are held until the test releases them
    const held = await Promise.all(['blocks/product.js', ...filesWithReact()].map((file) => holdChunk(page, `/assets/${file}`)));
    await opened.goto('/published/product.html', { boot: false });
    await held[0]!.requested;
    await expect.poll(() => page.locator('#cart-indicator').getAttribute('data-state')).toBe('initialised');
    expect(await details(page).getAttribute('data-block-state')).toBe('loading');
    await page.getByLabel('Select Size').selectOption('S');
    await page.getByLabel('Select Colour').selectOption('Blue');
    await page.getByLabel('Quantity').fill('2');
    await addButton(page).click();
    expect(requestsTo('/api/commerce/cart/entries')).toHaveLength(0);
    for (const chunk of held) chunk.release();
    await expect.poll(() => badge(page).textContent()).toBe('2');
    expect(requestsTo('/api/commerce/cart/entries')).toHaveLength(1);
    const cart = await page.evaluate(() => fetch('/api/commerce/cart').then((response) => response.json()));
    expect(cart.cart.entries.map((entry: { variantId: string; quantity: number }) => [entry.variantId, entry.quantity])).toEqual([['tee-s-blue', 2]]);
    expect(await details(page).getByRole('status').textContent()).toBe('Added to cart');
  });

  it('has no axe-core violations, and destroy gives the server its markup back', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { page } = await fixture.newPage({ beforeGoto: (p) => p.route('**/assets/runtime.js', async (route) => (await released, route.continue())) });
    await page.goto(`${fixture.server.url}/published/product.html`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState === 'interactive');
    const before = await details(page).evaluate((element) => element.outerHTML);
    release();
    await page.waitForFunction(() => window.visitorRuntime !== undefined);
    await page.evaluate(() => window.visitorRuntime!.boot());
    await booted(page);
    await page.getByLabel('Select Size').selectOption('S');
    await page.getByLabel('Select Colour').selectOption('Sand');
    await details(page).locator(productAnatomy.selector('original-price')).waitFor();
    expect(await axeViolations(page)).toBe('');
    await page.evaluate(() => window.visitorRuntime!.destroy());
    expect(await details(page).evaluate((element) => element.outerHTML)).toBe(before);
  });
});
