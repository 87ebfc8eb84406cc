import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';
import { cartAnatomy } from '../../machines/cart/anatomy';
import { productAnatomy } from '../../machines/product/anatomy';
import { reviewAnatomy } from '../../machines/review/anatomy';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// The storefront in Chromium (docs/commerce.md): product blocks, the cart indicator across tabs, the cart page with
// the server failing each change, the checkout minimum.

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const badge = (page: Page) => page.locator('#cart-indicator [data-cart-badge]');
const shirt = (page: Page) => page.locator('#product-tee');
const bootShirt = async (page: Page) => {
  await page.evaluate(() => window.visitorRuntime!.boot(document.getElementById('product-tee')!));
  await shirt(page).locator(productAnatomy.selector('root')).waitFor();
};

describe('shop', () => {
  it('choosing a variant shows its price and stock; adding puts it in the cart and the badge shows the confirmed count, 100+ above 100', async () => {
    const { page, errors } = await fixture.open('/shop');
    await expect.poll(() => page.locator('#cart-indicator').getAttribute('data-state')).toBe('initialised');
    await expect.poll(() => badge(page).textContent()).toBe('0');
    await bootShirt(page);
    const tee = shirt(page);
    await expect.poll(() => tee.locator(productAnatomy.selector('price')).textContent()).toBe('from €22.00');
    await tee.getByLabel('Size').selectOption('M');
    await tee.getByLabel('Colour').selectOption('Blue');
    await expect.poll(() => tee.locator(productAnatomy.selector('stock')).textContent()).toBe('Sold out');
    expect(await tee.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await tee.getByLabel('Colour').selectOption('Sand');
    await tee.getByLabel('Size').selectOption('S');
    await expect.poll(() => tee.locator(productAnatomy.selector('price')).textContent()).toBe('€22.00');
    expect(await tee.locator(productAnatomy.selector('original-price')).textContent()).toBe('€28.00');
    await tee.getByLabel('Colour').selectOption('Blue');
    await tee.getByLabel('Quantity').fill('2');
    // the first add fails on the server: the block says so and the badge keeps the confirmed count
    await page.route((url) => url.pathname === '/api/commerce/cart/entries', (route) => route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } }), { times: 1 });
    await tee.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => tee.locator(`${productAnatomy.selector('status')}[role="alert"]`).textContent({ timeout: 1000 }).catch(() => null)).toBe('Please try again.');
    expect(await badge(page).textContent()).toBe('0');
    await tee.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => badge(page).textContent()).toBe('2');
    expect(await tee.getByRole('status').textContent()).toBe('Added to cart');
    expect(await page.getByRole('link', { name: 'Cart 2' }).count()).toBe(1);
    await tee.getByLabel('Quantity').fill('99');
    await tee.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => badge(page).textContent()).toBe('100+');
    expect(errors().filter((e) => !/status of 500/.test(e))).toEqual([]);
    expect(await axeViolations(page)).toBe('');
  });

  it('Add to cart pressed on the server-rendered button before the block has booted is not lost', async () => {
    // a short window: the digital guide's block, last on the page, waits below, dormant, with the platform's button
    const { page, requestsTo } = await fixture.open('/shop', { contextOptions: { viewport: { width: 800, height: 100 } } });
    await expect.poll(() => page.locator('#cart-indicator').getAttribute('data-state')).toBe('initialised');
    const guide = page.locator('#product-guide');
    expect(await guide.getAttribute('data-block-state')).toBe('dormant');
    await guide.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    expect(requestsTo('/api/commerce/cart/entries')).toHaveLength(1);
    expect(await guide.getByRole('status').textContent()).toBe('Added to cart');
  });

  it('a change in one tab shows in the badge of the other without a reload', async () => {
    const first = await fixture.open('/shop');
    const second = await fixture.open('/shop', { context: first.page.context() });
    await expect.poll(() => second.page.locator('#cart-indicator').getAttribute('data-state')).toBe('initialised');
    await bootShirt(first.page);
    await shirt(first.page).getByLabel('Size').selectOption('S');
    await shirt(first.page).getByLabel('Colour').selectOption('Blue');
    await shirt(first.page).getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => badge(first.page).textContent()).toBe('1');
    await expect.poll(() => badge(second.page).textContent()).toBe('1');
    expect(second.requestsTo('/api/commerce/cart/entries')).toEqual([]);
  });
});

describe('cart page', () => {
  it('changes a quantity and removes an entry, each after a server failure with its message and nothing lost; checkout waits for the minimum', async () => {
    const opened = await fixture.newPage();
    const { page, errors } = opened;
    // two items in the visitor's cart, added with the visitor's crumb as the site's own pages send it (docs/security.md)
    await page.context().addCookies([{ name: 'crumb', value: 'shop-visitor', url: fixture.server.url }]);
    for (const data of [{ productId: 'tee', variantId: 'tee-s-blue', quantity: 1 }, { productId: 'guide', variantId: 'guide-pdf', quantity: 1 }]) {
      await page.context().request.post(`${fixture.server.url}/api/commerce/cart/entries`, { data, headers: { 'X-CSRF-Token': 'shop-visitor' } });
    }
    // the next change of an entry fails once with a server error
    const failNextChange = () =>
      page.route('**/api/commerce/cart/entries/*', (route) => route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } }), { times: 1 });
    await opened.goto('/cart');
    const cart = page.locator('#cart-page');
    const entry = (name: string) => cart.locator(cartAnatomy.selector('entry'), { hasText: name });
    await expect.poll(() => cart.locator(cartAnatomy.selector('subtotal')).textContent()).toBe('€34.00');
    expect(await cart.locator(cartAnatomy.selector('minimum')).textContent()).toBe('To check out, your order subtotal must be €50.00 or more.');
    expect(await cart.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);

    await failNextChange();
    await cart.getByRole('button', { name: 'Increase quantity of Harbour T-shirt, S, Blue' }).click();
    await expect.poll(() => cart.locator(cartAnatomy.selector('message')).textContent()).toBe('Unable to update quantity');
    expect(await entry('Harbour T-shirt').locator(cartAnatomy.selector('quantity')).textContent()).toBe('1');
    await cart.getByRole('button', { name: 'Increase quantity of Harbour T-shirt, S, Blue' }).click();
    await expect.poll(() => entry('Harbour T-shirt').locator(cartAnatomy.selector('quantity')).textContent()).toBe('2');
    expect(await cart.locator(cartAnatomy.selector('message')).textContent()).toBe('');
    expect(await cart.locator(cartAnatomy.selector('subtotal')).textContent()).toBe('€59.00');
    expect(await axeViolations(page)).toBe('');

    await failNextChange();
    await cart.getByRole('button', { name: 'Remove City Guide (PDF)' }).click();
    await expect.poll(() => cart.locator(cartAnatomy.selector('message')).textContent()).toBe('Unable to remove item');
    expect(await entry('City Guide (PDF)').count()).toBe(1);
    await cart.getByRole('button', { name: 'Remove City Guide (PDF)' }).click();
    await expect.poll(() => entry('City Guide (PDF)').count()).toBe(0);

    // the failures' answers are the only console errors, Chromium's lines for the two 500s
    expect(errors().filter((e) => !/status of 500/.test(e))).toEqual([]);
    const checkout = page.waitForRequest((request) => new URL(request.url()).pathname === '/commerce/goto-checkout');
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await checkout;
    // the page has gone there (going to checkout is a chunk the click downloads first)
    await page.waitForURL((url) => url.pathname === '/commerce/goto-checkout');
  });
});

describe('reviews request page', () => {
  it('refuses a review without stars, sending nothing; stores a rated review and thanks the visitor', async () => {
    const { page, settle, requestsTo, errors } = await fixture.open('/reviews?token=demo-request');
    const reviews = page.locator('#reviews');
    await reviews.getByRole('heading', { name: 'Review Harbour T-shirt' }).waitFor();
    await reviews.getByLabel('Your review').fill('Soft, and the blue holds in the wash.');
    expect(await reviews.locator(reviewAnatomy.selector('counter')).textContent()).toBe('963 characters left');
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => reviews.locator(reviewAnatomy.selector('error')).textContent()).toBe('Please select a star rating');
    await settle();
    expect(requestsTo('/api/commerce/reviews')).toEqual([]);
    expect(await axeViolations(page)).toBe('');
    await reviews.getByLabel('4 stars').check();
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => reviews.getByRole('status').textContent()).toBe('Thanks for your feedback');
    expect(fixture.server.store.commerce.reviews()).toEqual([
      { token: 'demo-request', productId: 'tee', rating: 4, text: 'Soft, and the blue holds in the wash.' },
    ]);
    expect(errors()).toEqual([]);
  });

  it("keeps the rating and the text when the submission fails ('Try submitting your review again'); the retry is stored", async () => {
    fixture.server.store.commerce.issueReviewRequest('retry-request', ['tee']);
    const { page, errors } = await fixture.open('/reviews?token=retry-request');
    const reviews = page.locator('#reviews');
    await reviews.getByRole('heading', { name: 'Review Harbour T-shirt' }).waitFor();
    // the next review sent fails once with a server error (the reference server's fault mode)
    await page.route((url) => url.pathname === '/api/commerce/reviews', (route) => route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } }), { times: 1 });
    await reviews.getByLabel('5 stars').check();
    await reviews.getByLabel('Your review').fill('Warm enough for the harbour in March.');
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => reviews.locator(reviewAnatomy.selector('error')).textContent()).toBe('Try submitting your review again');
    expect(await reviews.getByLabel('5 stars').isChecked()).toBe(true);
    expect(await reviews.getByLabel('Your review').inputValue()).toBe('Warm enough for the harbour in March.');
    expect(fixture.server.store.commerce.reviews().filter((review) => review.token === 'retry-request')).toEqual([]);
    await reviews.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => reviews.getByRole('status').textContent()).toBe('Thanks for your feedback');
    expect(fixture.server.store.commerce.reviews().filter((review) => review.token === 'retry-request')).toEqual([
      { token: 'retry-request', productId: 'tee', rating: 5, text: 'Warm enough for the harbour in March.' },
    ]);
    // Chromium's line for the 500 is the only console error
    expect(errors().filter((e) => !/status of 500/.test(e))).toEqual([]);
  });

  it("says 'Something went wrong' when the review request cannot be loaded, with no form to fill", async () => {
    const { page } = await fixture.open('/reviews?token=demo-request', {
      beforeGoto: (page) =>
        page.route('**/api/commerce/review-requests/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-fault': '500' } })),
    });
    const reviews = page.locator('#reviews');
    await expect.poll(() => reviews.locator(`${reviewAnatomy.selector('outcome')}, ${reviewAnatomy.selector('error')}`).allTextContents()).toContain('Something went wrong');
    expect(await reviews.getByRole('button', { name: 'Submit review' }).count()).toBe(0);
  });
});
