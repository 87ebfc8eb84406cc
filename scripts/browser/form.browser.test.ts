import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserFixture, screenshot, visit } from './fixture';
import { formAnatomy } from '../../machines/form/anatomy';
import {
  byId,
  controlValues,
  expectAbove,
  fillContactRequired,
  focusedId,
  formSelectors,
  KEY_PATH,
  lastStoredId,
  reloadAndBoot,
  routeFault,
  SAVE_PATH,
  storedSubmissions,
  summaryContent,
  typeInto,
  watchRequests,
} from './form-helpers';

// The form block in real Chromium against the reference server (visitor-runtime §3–§5, §8 "Form submission"):
// a visitor fills every field type, both payload variants reach the server exactly, client validation, drafts.

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(() => fixture?.close());

const contact = formSelectors('contact');
const captchaForm = formSelectors('captcha-form');
const DRAFT_KEY = 'visitor-runtime:form-draft:contact';
const draft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);

/** Types each part of a multi-part field (name, phone, address, date, time). */
async function typeParts(page: Page, fieldId: string, parts: string[]) {
  for (const [index, text] of parts.entries()) if (text) await typeInto(page, contact.control(fieldId, index), text);
}

describe('form block in Chromium', () => {
  it('stores exactly what a visitor entered in every field type, in the first payload variant, and shows the post-submit message', async () => {
    const { page, errors } = await visit(fixture.browser, `${fixture.server.url}/form?campaign=spring`);
    const before = lastStoredId(fixture.server);
    const saves = watchRequests(page, SAVE_PATH);
    const keyAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === KEY_PATH);

    await typeParts(page, 'name', ['Ada', 'Lovelace']);
    await typeInto(page, contact.control('email'), 'ada@example.com');
    await typeParts(page, 'phone', ['555', '123', '4567']);
    await typeParts(page, 'phone-intl', ['+44', '20', '7946', '0958']);
    await typeParts(page, 'address', ['12 Baker Street', 'Flat 2', 'Springfield', 'IL', '62704', 'USA']);
    await typeInto(page, contact.control('website'), 'https://ada.example');
    await typeInto(page, contact.control('twitter'), 'ada_l');
    await typeParts(page, 'date', ['12', '24', '2025']);
    await typeParts(page, 'time', ['10', '30', '00', 'AM']);
    await typeInto(page, contact.control('guests'), '4');
    await typeInto(page, contact.control('budget'), '45.50');
    await page.getByRole('group', { name: 'Cake (required)' }).getByText('Carrot').click();
    await page.getByRole('group', { name: 'Cake (required)' }).getByText('Lemon').click();
    // Checked out of option order: the payload lists checked options in option order.
    await page.getByRole('group', { name: 'Extras' }).getByText('Gift box').click();
    await page.getByRole('group', { name: 'Extras' }).getByText('Card').click();
    await page.getByRole('group', { name: 'Extras' }).getByText('Candles').click();
    await page.getByRole('group', { name: 'Extras' }).getByText('Card').click(); // unticked again
    await page.getByLabel('Size', { exact: true }).selectOption('Medium');
    await page.getByRole('group', { name: 'Service' }).getByRole('radio', { name: 'Strongly Agree' }).click();
    await page.getByRole('group', { name: 'Taste' }).getByRole('radio', { name: 'Neutral' }).click();
    await page.getByRole('group', { name: 'Taste' }).getByRole('radio', { name: 'Agree', exact: true }).click();
    await typeInto(page, contact.control('message'), 'Please write "Happy birthday <b>Ada</b>" on the cake & add 3 candles.');
    await typeInto(page, contact.control('password'), 'secret-42');
    await typeInto(page, contact.control('text'), 'Nothing else');
    expect(await draft(page)).not.toBeNull();
    await screenshot(page, 'form-filled');

    const submittedFrom = Date.now();
    await page.locator(contact.submit).click();
    const message = page.locator(contact.message);
    await message.waitFor();
    expect(await message.textContent()).toBe('Thank you! We will answer within two days.');
    await expect.poll(() => focusedId(page)).toBe('contact:message');
    await expect.poll(() => page.getAttribute('#post-submit-note', 'data-ran')).toBe('yes');
    expect(await page.textContent('#post-submit-note')).toBe('See you soon at the bakery.');
    expect(await page.locator(contact.form).count()).toBe(0); // the form is hidden
    await screenshot(page, 'form-submitted');

    const expectedForm = {
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      phone: ['', '555', '123', '4567'],
      'phone-intl': ['+44', '20', '7946', '0958'],
      address: ['12 Baker Street', 'Flat 2', 'Springfield', 'IL', '62704', 'USA'],
      website: 'https://ada.example',
      twitter: 'ada_l',
      date: ['12', '24', '2025'],
      time: ['10', '30', '00', 'AM'],
      guests: '4',
      budget: '45.50',
      cake: 'Lemon',
      extras: ['Candles', 'Gift box'],
      size: 'Medium',
      survey: { Taste: '1', Service: '2' },
      message: 'Please write "Happy birthday <b>Ada</b>" on the cake & add 3 candles.',
      password: 'secret-42',
      text: 'Nothing else',
      campaign: 'spring',
    };
    const { key } = (await (await keyAnswer).json()) as { key: string };
    const browserFacts = await page.evaluate(() => ({
      userAgent: navigator.userAgent,
      viewportInnerHeight: innerHeight,
      viewportInnerWidth: innerWidth,
      screenHeight: screen.height,
      screenWidth: screen.width,
    }));

    const stored = storedSubmissions(fixture.server, before);
    expect(stored).toHaveLength(1);
    const payload = stored[0]!.payload as Record<string, unknown>;
    expect(payload.clientDate).toBeGreaterThanOrEqual(submittedFrom - 1000);
    expect(payload.clientDate).toBeLessThanOrEqual(Date.now());
    expect(payload).toStrictEqual({
      // the first variant's own fields
      key,
      formId: '5f1e0c0ffee0000000000100',
      collectionId: '5f1e0c0ffee0000000000010',
      objectName: 'contact-form',
      isOverlayForm: false,
      submitButtonText: 'Send message',
      captchaKey: '',
      form: expectedForm,
      // census event fields (itemId and recordType are unknown on this page, so absent)
      url: '/form',
      ...browserFacts,
      clientDate: payload.clientDate,
      websiteId: '5f1e0c0ffee0000000000001',
      templateId: 'demo-template',
      website_locale: 'en',
      title: 'Contact form · Demo Bakery',
      localStorageSupported: true,
      queryString: 'campaign=spring',
      referrer: '',
    });
    // On the wire, `form` is JSON text listing the fields in form order (sections left out).
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0]!.body!).form).toBe(JSON.stringify(expectedForm));

    expect(await draft(page)).toBeNull();
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('keeps the submit button disabled until the captcha is ticked, then stores the second payload variant with the captcha token', async () => {
    const { page, errors } = await visit(fixture.browser, `${fixture.server.url}/form-captcha`);
    const before = lastStoredId(fixture.server);
    const keyAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === KEY_PATH);
    const submit = page.locator(captchaForm.submit);
    const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
    await robot.waitFor();
    await typeInto(page, captchaForm.control('email'), 'grace@example.com');
    await typeInto(page, captchaForm.control('note'), 'Two loaves, please.');
    expect(await submit.isDisabled()).toBe(true);
    await screenshot(page, 'form-captcha-unsolved');
    await robot.check();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    const token = await page.evaluate(() => (window as unknown as { grecaptcha: { getResponse(id?: number): string } }).grecaptcha.getResponse(0));
    expect(token).toMatch(/^standin-/);
    await submit.click();
    await page.locator(captchaForm.message).waitFor();

    const { key } = (await (await keyAnswer).json()) as { key: string };
    const stored = storedSubmissions(fixture.server, before);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toStrictEqual({
      key,
      form: { email: 'grace@example.com', note: 'Two loaves, please.' },
      captchaKey: token,
      pageTitle: 'Form with a captcha · Demo Bakery',
      pageId: '5f1e0c0ffee0000000000200',
      contentSource: 'c',
      pagePath: '/form-captcha',
      pagePermissionTypeValue: 1,
    });
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('resets the captcha and disables the submit button again after a failed submission', async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/form-captcha`);
    const before = lastStoredId(fixture.server);
    const submit = page.locator(captchaForm.submit);
    const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
    await typeInto(page, captchaForm.control('email'), 'grace@example.com');
    await robot.check();
    const undo = await routeFault(page, SAVE_PATH, '500');
    await submit.click();
    await expect.poll(() => page.locator(captchaForm.summaryTitle).textContent()).toBe('Unable to send form. Please try again later.');
    expect(await robot.isChecked()).toBe(false);
    expect(await submit.isDisabled()).toBe(true);
    expect(await focusedId(page)).toBe('captcha-form:summary');
    await undo();
    await robot.check();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.locator(captchaForm.message).waitFor();
    expect(storedSubmissions(fixture.server, before)).toHaveLength(1);
    await page.close();
  });

  it('shows client validation errors above their fields, linked from the error summary, and sends nothing', async () => {
    const { page, settle } = await visit(fixture.browser, `${fixture.server.url}/form`);
    const keys = watchRequests(page, KEY_PATH);
    await typeInto(page, contact.control('email'), 'ada@example');
    await page.locator(contact.submit).click();

    const email = page.locator(contact.control('email'));
    const emailError = page.locator(contact.error('email'));
    await emailError.waitFor();
    expect(await emailError.textContent()).toBe('Email is not valid. Email addresses should follow the format user@domain.com.');
    await expectAbove(emailError, email);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect((await email.getAttribute('aria-describedby'))?.split(' ')).toContain('contact:field:email:error');

    const summary = await summaryContent(page, 'contact');
    expect(summary.visible).toBe(true);
    expect(summary.title).toBe('One or more fields is invalid, please check your entries.');
    expect(summary.links).toContainEqual({
      text: 'Email is not valid. Email addresses should follow the format user@domain.com.',
      href: '#contact:field:email:0',
    });
    await expect.poll(() => focusedId(page)).toBe('contact:summary');
    // scrolled to 30 px below the top of the viewport (display-widgets §9, the scroll-to helper's default offset)
    await expect.poll(() => page.locator(contact.summary).evaluate((summary) => Math.round(summary.getBoundingClientRect().top))).toBe(30);
    await screenshot(page, 'form-validation-errors');

    await page.locator(contact.summary).getByRole('link', { name: /^Email is not valid/ }).click();
    await expect.poll(() => focusedId(page)).toBe('contact:field:email:0');
    // validation refused the submit when it was clicked; a round trip later a key request would be seen
    await settle();
    expect(keys).toEqual([]);
    await page.close();
  });

  it('draws the error border on every text input, select and textarea in error', async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/form`);
    await page.locator(contact.submit).click(); // empty: every required field is in error
    await expect.poll(() => focusedId(page)).toBe('contact:summary');
    await typeInto(page, contact.control('email'), 'not-an-email');
    await page.locator(contact.submit).click();
    await expect.poll(() => page.getAttribute(contact.control('email'), 'aria-invalid')).toBe('true');
    const borders = await page.evaluate((invalid) =>
      Array.from(document.querySelectorAll<HTMLElement>(invalid))
        .filter((control) => !['radio', 'checkbox'].includes((control as HTMLInputElement).type))
        .map((control) => ({ id: control.id, border: `${getComputedStyle(control).borderTopWidth} ${getComputedStyle(control).borderTopColor}` })),
    `${formAnatomy.scopeSelector} [aria-invalid="true"]`);
    expect(borders.map(({ id }) => id)).toEqual(expect.arrayContaining(['contact:field:email:0', 'contact:field:name:0', 'contact:field:message:0']));
    expect(borders).toEqual(borders.map(({ id }) => ({ id, border: '2px rgb(164, 0, 29)' })));
    await page.close();
  });

  it('counts a textarea over its limit and refuses it on submit with the character-limit message', async () => {
    const { page, settle } = await visit(fixture.browser, `${fixture.server.url}/form`);
    const keys = watchRequests(page, KEY_PATH);
    const textarea = page.locator(contact.control('message'));
    const counter = page.locator(byId('contact:field:message:0:counter'));
    await textarea.click();
    await page.keyboard.insertText('a'.repeat(195)); // pasted…
    await textarea.pressSequentially('bcdefg'); // …then typed past the limit
    await expect.poll(() => counter.textContent()).toBe('201 / 200');
    await page.locator(contact.submit).click();
    const error = page.locator(contact.error('message'));
    await error.waitFor();
    expect(await error.textContent()).toBe('You have exceeded the character limit.');
    await expectAbove(error, textarea);
    expect(await textarea.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await textarea.getAttribute('aria-describedby'))?.split(' ') ?? [];
    expect(describedBy).toEqual(expect.arrayContaining(['contact:field:message:error', 'contact:field:message:0:counter']));
    expect(await counter.textContent()).toBe('201 / 200');
    await settle();
    expect(keys).toEqual([]);
    await screenshot(page, 'form-character-limit');
    await page.close();
  });

  it('restores what the visitor typed after a reload, except the password', async () => {
    const { page, errors } = await visit(fixture.browser, `${fixture.server.url}/form?campaign=spring`);
    await typeParts(page, 'name', ['Ada', 'Lovelace']);
    await typeInto(page, contact.control('email'), 'ada@example.com');
    await typeParts(page, 'date', ['12', '24']);
    await page.getByRole('group', { name: 'Cake (required)' }).getByText('Carrot').click();
    await page.getByRole('group', { name: 'Extras' }).getByText('Card').click();
    await page.getByLabel('Size', { exact: true }).selectOption('Large');
    await page.getByRole('group', { name: 'Taste' }).getByRole('radio', { name: 'Disagree', exact: true }).click();
    await typeInto(page, contact.control('message'), 'Half a dozen rolls.');
    await typeInto(page, contact.control('password'), 'secret-42');
    const typed = await controlValues(page, contact.form);
    expect(await draft(page)).not.toContain('secret-42');

    await reloadAndBoot(page);
    await page.locator(contact.form).waitFor();
    const restored = await controlValues(page, contact.form);
    expect(restored).toEqual({ ...typed, [contact.controlId('password')]: '' });
    expect(restored['contact:field:name:0']).toBe('Ada'); // not a comparison of two empty forms
    expect(await page.locator(byId('contact:field:message:0:counter')).textContent()).toBe('19 / 200');
    await screenshot(page, 'form-restored-after-reload');
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('moves between the options of a radio field with the arrow keys, as one radio group', async () => {
    const { page } = await visit(fixture.browser, `${fixture.server.url}/form`);
    const cake = page.getByRole('group', { name: 'Cake (required)' });
    await cake.getByRole('radio', { name: 'Chocolate' }).click();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedId(page)).toBe('contact:field:cake:1');
    expect(await cake.getByRole('radio', { name: 'Lemon' }).isChecked()).toBe(true);
    // Tab leaves the group in one step (one tab stop per radio group).
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('contact:field:extras:0');
    await page.close();
  });

  // successRedirect is editor-written block data passed to location.assign (issue 37): only the site's own paths and
  // https addresses are followed; anything else is dropped with one console error and the form shows its message.
  const withRedirect = (redirect: string) => (page: Page) =>
    page.route('**/form', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"submitButtonText"', `"successRedirect": ${JSON.stringify(redirect)}, "submitButtonText"`);
      await route.fulfill({ response, body });
    });

  it('after a success follows a successRedirect to a path of the site, and refuses a javascript: one with a console error, showing its message', async () => {
    const refused = await fixture.open('/form', { beforeGoto: withRedirect('javascript:void(window.redirectRan=1)') });
    await fillContactRequired(refused.page);
    await refused.page.locator(contact.submit).click();
    await refused.page.locator(contact.message).waitFor();
    expect(await refused.page.evaluate(() => (window as { redirectRan?: number }).redirectRan)).toBeUndefined();
    expect(new URL(refused.page.url()).pathname).toBe('/form');
    expect(refused.errors().filter((text) => text.includes('successRedirect'))).toEqual([
      expect.stringContaining('The form block #contact shows its message instead of redirecting: its successRedirect "javascript:void(window.redirectRan=1)" is refused (it is neither a path of this site nor an https address).'),
    ]);

    const followed = await fixture.open('/form', { beforeGoto: withRedirect('/thanks?from=form') });
    await fillContactRequired(followed.page);
    await Promise.all([followed.page.waitForURL('**/thanks?from=form'), followed.page.locator(contact.submit).click()]);
  });
});
