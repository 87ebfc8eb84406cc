import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserFixture, screenshot, visit } from './fixture';
import {
  focusedId,
  formSelectors,
  lastStoredId,
  routeFault,
  SAVE_PATH,
  storedSubmissions,
  summaryContent,
  typeInto,
} from './form-helpers';

// The newsletter block (a form that tracks the subscription and stacks itself in small containers, visitor-runtime
// §4, §8, §9) and the donation block (§8 "Bootstrap") in real Chromium.

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(() => fixture?.close());

const newsletter = formSelectors('newsletter');
const sidebar = formSelectors('newsletter-small');

describe('newsletter block in Chromium', () => {
  it("subscribes, shows 'Thanks for signing up!' and fires visitor-runtime:newsletter-subscribe on document", async () => {
    const { page, errors } = await visit(fixture.browser, `${fixture.server.url}/newsletter`);
    const before = lastStoredId(fixture.server);
    await page.evaluate(() => {
      (window as unknown as { subscribed: unknown[] }).subscribed = [];
      document.addEventListener('visitor-runtime:newsletter-subscribe', (event) =>
        (window as unknown as { subscribed: unknown[] }).subscribed.push((event as CustomEvent).detail),
      );
    });
    await typeInto(page, newsletter.control('email'), 'ada@example.com');
    await typeInto(page, newsletter.control('name', 0), 'Ada');
    await page.locator(newsletter.submit).click();
    const message = page.locator(newsletter.message);
    await message.waitFor();
    expect(await message.textContent()).toBe('Thanks for signing up!');
    await expect.poll(() => focusedId(page)).toBe('newsletter:message');
    expect(await page.evaluate(() => (window as unknown as { subscribed: unknown[] }).subscribed)).toEqual([{ formId: 'newsletter' }]);
    const stored = storedSubmissions(fixture.server, before);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toMatchObject({
      formId: '5f1e0c0ffee0000000000300',
      submitButtonText: 'Sign up',
      form: { email: 'ada@example.com', name: ['Ada', ''] },
    });
    // The sidebar instance is untouched.
    expect(await page.locator(sidebar.form).isVisible()).toBe(true);
    await screenshot(page, 'newsletter-subscribed');
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('stacks the name parts in one column in the 320 px sidebar, side by side at full width', async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/newsletter`);
    const box = (selector: string) => page.locator(selector).boundingBox().then((b) => b!);
    const [wideFirst, wideLast] = [await box(newsletter.control('name', 0)), await box(newsletter.control('name', 1))];
    expect(wideLast.y).toBe(wideFirst.y);
    expect(wideLast.x).toBeGreaterThan(wideFirst.x + wideFirst.width);

    const [first, last] = [await box(sidebar.control('name', 0)), await box(sidebar.control('name', 1))];
    expect(last.x).toBe(first.x);
    expect(last.width).toBe(first.width);
    expect(last.y).toBeGreaterThanOrEqual(first.y + first.height);
    const form = await box(sidebar.form);
    expect(form.width).toBeLessThanOrEqual(320);
    expect(first.x + first.width).toBeLessThanOrEqual(form.x + form.width + 0.5);
    // The button stretches to the sidebar's width.
    const button = await box(sidebar.submit);
    expect(button.width).toBe(form.width);
    await screenshot(page, 'newsletter-sidebar');
    await page.close();
  });

  it("shows a newsletter's server field errors without the 'scroll down' and 'scroll up' messages", async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/newsletter`);
    const before = lastStoredId(fixture.server);
    await typeInto(page, sidebar.control('email'), 'ada@example.com');
    await routeFault(page, SAVE_PATH, 'field-errors');
    await page.locator(sidebar.submit).click();
    await expect.poll(() => focusedId(page)).toBe('newsletter-small:summary');
    expect(await page.locator(sidebar.error('email')).textContent()).toBe('This field is not valid.');
    expect(await page.locator(sidebar.error('name')).textContent()).toBe('This field is not valid.');
    const summary = await summaryContent(page, 'newsletter-small');
    expect(summary.title).toBe('One or more fields is invalid, please check your entries.');
    expect(await page.locator(sidebar.bottom).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/scroll (down|up) to review/);
    expect(await page.locator(sidebar.submit).textContent()).toBe('Sign up');
    expect(storedSubmissions(fixture.server, before)).toEqual([]);
    await screenshot(page, 'newsletter-field-errors');
    await page.close();
  });
});

describe('donation block in Chromium', () => {
  it('points the button at the donation checkout, and skips the block without a button with one console error', async () => {
    const { page, errors } = await visit(fixture.browser, `${fixture.server.url}/donation`);
    const button = page.locator('#donate a');
    expect(await button.getAttribute('href')).toBe('/checkout/donate?donatePageId=5f1e0c0ffee0000000000400');
    expect(await page.getAttribute('#donate', 'data-block-state')).toBe('booted');
    expect(await page.getAttribute('#donate-broken', 'data-block-state')).toBe('failed');
    const logged = errors();
    expect(logged.filter((text) => text.includes('Donation button not found'))).toHaveLength(1);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Block "donation" (#donate-broken)');
    await screenshot(page, 'donation');

    // The good block still works: following the button reaches the checkout.
    await page.route('**/checkout/donate**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>' }),
    );
    await button.click();
    await page.waitForURL('**/checkout/donate?donatePageId=5f1e0c0ffee0000000000400');
    expect(await page.title()).toBe('Checkout');
    await page.close();
  });
});
