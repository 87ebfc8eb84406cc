import type { Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserFixture, screenshot, SIGNAL_TIMEOUT_MS, type VisitedPage } from './fixture';
import { platformRequests } from './published';
import { formSelectors, lastStoredId, storedSubmissions, summaryContent, typeInto } from './form-helpers';

// Published pages' forms, newsletters and accordions (docs/published-pages.md) in real Chromium: the fixture pages of
// scripts/demo-site/published/, assembled from real published pages with the platform's scripts stripped and ours
// added. Each block boots from the platform's own markup, works, and nothing reaches the platform's asset hosts.

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture?.closePages());
afterAll(() => fixture?.close());


/** No uncaught error or console error, and no request to the platform's asset hosts. */
async function expectCleanPage(visited: VisitedPage) {
  await visited.settle();
  expect(visited.errors()).toEqual([]);
  expect(platformRequests(visited.requests)).toEqual([]);
}

const booted = (page: Page, blockId: string) =>
  page.locator(`[id="${blockId}"][data-block-state="booted"]`).waitFor({ state: 'attached', timeout: SIGNAL_TIMEOUT_MS });

describe('published form block (code 9), newer markup: the context JSON', () => {
  const BLOCK = 'block-yui_3_17_2_1_1713753864462_64300';
  const form = formSelectors(BLOCK);
  const field = {
    name: 'name-yui_3_17_2_1_1713833105443_5966',
    email: 'email-yui_3_17_2_1_1713835796922_10316',
    subject: 'text-yui_3_17_2_1_1713835796922_10317',
    message: 'textarea-yui_3_17_2_1_1713835796922_10318',
  };

  it('boots from the context JSON, validates, and submits to the reference server with the page\'s formId, collectionId and objectName', async () => {
    const visited = await fixture.open('/published/form.html');
    const { page } = visited;
    await booted(page, BLOCK);
    // The platform's hidden fallback form and its context are gone; our form stands in their place.
    expect(await page.locator(`[id="${BLOCK}"] form[data-form-id]`).count()).toBe(0);
    await page.locator(form.submit).click();
    const summary = await summaryContent(page, BLOCK);
    expect(summary.visible).toBe(true);
    expect(summary.links.map((link) => link.text)).toEqual(['Name is required.', 'Email is required.', 'Subject is required.', 'Message is required.']);

    const before = lastStoredId(fixture.server);
    await typeInto(page, form.control(field.name, 0), 'Ada');
    await typeInto(page, form.control(field.name, 1), 'Lovelace');
    await typeInto(page, form.control(field.email), 'ada@example.com');
    await typeInto(page, form.control(field.subject), 'Study permit');
    await typeInto(page, form.control(field.message), 'When can we talk?');
    await page.locator(form.submit).click();
    await page.locator(form.message).waitFor();
    expect(await page.locator(form.message).textContent()).toBe('Thank you for your note. We will get in touch soon!');
    const stored = storedSubmissions(fixture.server, before);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toMatchObject({
      formId: '6627101231bd0a3c2bced0ab',
      collectionId: '662531d7f802165d72928543',
      objectName: 'yui_3_17_2_1_1713753864462_64300',
      submitButtonText: 'Submit',
      form: { [field.name]: ['Ada', 'Lovelace'], [field.email]: 'ada@example.com', [field.subject]: 'Study permit', [field.message]: 'When can we talk?' },
    });
    await screenshot(page, 'published-form-submitted');
    await expectCleanPage(visited);
  });
});

describe('published form block (code 9), older markup: the server-rendered form', () => {
  const BLOCK = 'block-yui_3_17_2_1_1602245896256_4188';
  const form = formSelectors(BLOCK);

  it('routes the platform\'s inline submit handler to our form: it validates and submits, and nothing throws', async () => {
    // The handler exactly as the page serves it, read from the page's source (our form replaced the server's).
    const source = await (await fetch(`${fixture.server.url}/published/form-legacy.html`)).text();
    const handler = /onsubmit="([^"]*)"/.exec(source)![1]!.replace(/&#39;/g, "'");
    expect(handler).toContain('new Y.Squarespace.FormSubmit(form)');

    const visited = await fixture.open('/published/form-legacy.html');
    const { page } = visited;
    await booted(page, BLOCK);
    const runHandler = () =>
      page.evaluate(([text, selector]) => new Function(text!).call(document.querySelector(selector!)), [handler, form.form] as const);

    // Empty: the handler answers false (no native submit) and our form shows its required fields.
    expect(await runHandler()).toBe(false);
    await page.locator(form.summary).waitFor();
    const summary = await summaryContent(page, BLOCK);
    expect(summary.links.map((link) => link.text)).toContain('Preferred Contact is required.');

    const before = lastStoredId(fixture.server);
    await typeInto(page, form.control('name-yui_3_17_2_1_1602245896256_4735', 0), 'Grace');
    await typeInto(page, form.control('name-yui_3_17_2_1_1602245896256_4735', 1), 'Hopper');
    await typeInto(page, form.control('email-yui_3_17_2_1_1602245896256_4736'), 'grace@example.com');
    await typeInto(page, form.control('text-yui_3_17_2_1_1602247811846_31019'), '1 Navy Road');
    await typeInto(page, form.control('number-yui_3_17_2_1_1603016307989_57371'), '5550100');
    await page.getByLabel('Mobile').check();
    await page.getByLabel('I Agree to Terms').check();
    expect(await runHandler()).toBe(false);
    await page.locator(form.message).waitFor();
    expect(await page.locator(form.message).textContent()).toBe('Thank you for choosing Zolo You will receive an email from us to confirm the booking.');
    const stored = storedSubmissions(fixture.server, before);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toMatchObject({
      formId: '5f80566ae2129337fe5f699b',
      collectionId: '5f8053a21bd8945aecaf4d92',
      objectName: 'page-section-5f8054306cbf2c124e1ba865',
      form: { 'radio-yui_3_17_2_1_1602247811846_11612': 'Mobile', 'hidden-yui_3_17_2_1_1602289306229_89145': 'true' },
    });
    await screenshot(page, 'published-form-legacy-submitted');
    await expectCleanPage(visited);
  });
});

describe('published newsletter block (code 51)', () => {
  const BLOCK = 'block-yui_3_17_2_22_1503876642497_9042';
  const EMAIL = 'email-yui_3_17_2_22_1503876642497_9049';
  const form = formSelectors(BLOCK);

  it('validates the email, then subscribes at the reference server and shows the page\'s own thank-you text', async () => {
    const visited = await fixture.open('/published/newsletter.html');
    const { page } = visited;
    await booted(page, BLOCK);
    // What the server drew around its form stays, in its place: the title and description before the view, the footnote after.
    const block = page.locator(`[id="${BLOCK}"]`);
    await expect.poll(() => block.getByRole('heading', { name: 'Come Along' }).isVisible()).toBe(true);
    expect(await block.getByText('(I will never share your email with anyone, anywhere. Promise.)').isVisible()).toBe(true);
    expect(await block.locator('form').count()).toBe(1);
    await typeInto(page, form.control(EMAIL), 'not-an-address');
    await page.locator(form.submit).click();
    await page.locator(form.error(EMAIL)).waitFor();
    expect(await page.locator(form.error(EMAIL)).textContent()).toMatch(/^Email is not valid\./);

    const before = lastStoredId(fixture.server);
    await page.locator(form.control(EMAIL)).fill('reader@example.com');
    await page.locator(form.submit).click();
    await page.locator(form.message).waitFor();
    expect(await page.locator(form.message).textContent()).toBe('Thank you! Please check your inbox and confirm your email.');
    const stored = storedSubmissions(fixture.server, before);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toMatchObject({ formId: '59a36706e9bfdf1bb95fb825', objectName: 'footerBlocksTop', submitButtonText: 'Sign Up', form: { [EMAIL]: 'reader@example.com' } });
    await screenshot(page, 'published-newsletter-subscribed');
    await expectCleanPage(visited);
  });
});

describe('published accordion block (code 69)', () => {
  const BLOCK = 'block-yui_3_17_2_1_1713288123472_23381';

  it('enhances the server\'s items where they are (the block\'s box does not move) and opens an item', async () => {
    // The accordion's chunk is held until the server-rendered block has been measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const visited = await fixture.newPage({
      beforeGoto: (page) => page.route('**/assets/blocks/accordion.js', async (route: Route) => (await held, route.continue())),
    });
    const { page } = visited;
    await visited.goto('/published/accordion.html', { boot: false });
    const block = page.locator(`[id="${BLOCK}"]`);
    const before = await block.boundingBox();
    const firstTitle = await page.locator('.accordion-item__title').first().boundingBox();
    release();
    await booted(page, BLOCK);
    expect(await block.boundingBox()).toEqual(before);
    expect(await page.locator('.accordion-item__title').first().boundingBox()).toEqual(firstTitle);

    const buttons = page.locator(`[id="${BLOCK}"] .accordion-item__click-target`);
    expect(await buttons.count()).toBe(6);
    const second = buttons.nth(1);
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    const region = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);
    expect(await region.isVisible()).toBe(false);
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    await region.waitFor({ state: 'visible' });
    // Open once its 250 ms animation has run (the chart's own delay).
    await page.locator(`[id="${await second.getAttribute('aria-controls')}"][data-state="open"]`).waitFor();
    expect(await region.textContent()).toContain('You need to be physically present in Canada');
    // Keyboard: Down moves to the next header.
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Have filed their taxes');
    await screenshot(page, 'published-accordion-open');
    await expectCleanPage(visited);
  });
});
