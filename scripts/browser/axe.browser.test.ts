import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, visit } from './fixture';
import { focusedId, formSelectors } from './form-helpers';

// axe-core (WCAG 2.0/2.1 A and AA, and best practices, colour contrast included) on the pages of the form family,
// in real Chromium, in the states a visitor sees.

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(() => fixture?.close());

describe('accessibility (axe-core) of the form family', () => {
  it('finds no violations on /form as it loads', async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/form`);
    expect(await axeViolations(page)).toBe('');
    await page.close();
  });

  it('finds no violations on /form with validation errors shown', async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/form`);
    const contact = formSelectors('contact');
    await page.locator(contact.control('email')).fill('not-an-email');
    await page.locator(contact.submit).click();
    await expect.poll(() => focusedId(page)).toBe('contact:summary');
    await screenshot(page, 'axe-form-errors');
    expect(await axeViolations(page)).toBe('');
    await page.close();
  });

  it('finds no violations on /form-captcha with the captcha drawn', async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/form-captcha`);
    await page.getByRole('checkbox', { name: "I'm not a robot" }).waitFor();
    expect(await axeViolations(page)).toBe('');
    await page.close();
  });

  it('finds no violations on /newsletter', async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/newsletter`);
    expect(await axeViolations(page)).toBe('');
    await page.close();
  });

  it('finds no violations on /donation', async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/donation`);
    expect(await axeViolations(page)).toBe('');
    await page.close();
  });
});
