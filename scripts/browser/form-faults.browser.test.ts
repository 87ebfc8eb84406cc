import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserFixture, screenshot, visit, type VisitedPage } from './fixture';
import { formAnatomy } from '../../machines/form/anatomy';
import { formText } from '../../machines/shared/text/form';
import {
  byId,
  controlValues,
  expectAbove,
  focusedId,
  formSelectors,
  KEY_PATH,
  lastStoredId,
  routeFault,
  SAVE_PATH,
  storedSubmissions,
  summaryContent,
  typeInto,
  watchRequests,
} from './form-helpers';

// Every failure of a form submission (visitor-runtime §8 "Form submission") against the reference server's fault
// mode, on one /form page: the visitor sees the exact message at the top, with focus there, the form unlocked with
// everything typed still in place, nothing stored; then a retry without the fault goes through.

const contact = formSelectors('contact');
const SUBMIT_ERROR = formText['form.submitError'];

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
let visited: VisitedPage;
let page: Page;
let typed: Record<string, string | boolean>;
let before: number;
let saves: ReturnType<typeof watchRequests>;
let keys: ReturnType<typeof watchRequests>;

/** Fills the required fields and a few optional ones, like a visitor. */
async function fillForm(page: Page) {
  await typeInto(page, contact.control('name', 0), 'Ada');
  await typeInto(page, contact.control('name', 1), 'Lovelace');
  await typeInto(page, contact.control('email'), 'ada@example.com');
  await typeInto(page, contact.control('date', 0), '12');
  await typeInto(page, contact.control('date', 1), '24');
  await typeInto(page, contact.control('date', 2), '2025');
  await page.getByRole('group', { name: 'Cake (required)' }).getByText('Chocolate').click();
  await page.getByRole('group', { name: 'Extras' }).getByText('Card').click();
  await page.getByLabel('Size', { exact: true }).selectOption('Small');
  await page.getByRole('group', { name: 'Service' }).getByRole('radio', { name: 'Agree', exact: true }).click();
  await typeInto(page, contact.control('message'), 'A cake for Sunday.');
  await typeInto(page, contact.control('password'), 'secret-42');
}

beforeAll(async () => {
  fixture = await openBrowserFixture();
  visited = await visit(fixture.browser, `${fixture.server.url}/form?campaign=spring`);
  page = visited.page;
  saves = watchRequests(page, SAVE_PATH);
  keys = watchRequests(page, KEY_PATH);
  await fillForm(page);
  typed = await controlValues(page, contact.form);
  before = lastStoredId(fixture.server);
});
afterAll(async () => {
  await page?.close();
  await fixture?.close();
});

/** Submits with the fault on the path; waits until the form is unlocked again with its errors shown. */
async function submitWithFault(path: string, fault: string) {
  const undo = await routeFault(page, path, fault);
  const counts = { saves: saves.length, keys: keys.length };
  await page.locator(contact.submit).click();
  try {
    // Clicking moved focus to the button; the failure moves it to the summary (again, after an earlier failure).
    await expect.poll(() => focusedId(page)).toBe('contact:summary');
    expect(await page.getAttribute(contact.form, 'data-state')).toBe('editing');
  } finally {
    await undo();
  }
  return { saves: saves.length - counts.saves, keys: keys.length - counts.keys };
}

/** What every failure must leave: the button unlocked with its text, the typed values, focus on the summary,
 * nothing stored. */
async function expectUnlockedAndKept() {
  const submit = page.locator(contact.submit);
  expect(await submit.textContent()).toBe('Send message');
  expect(await submit.isDisabled()).toBe(false);
  expect(await submit.getAttribute('aria-disabled')).toBeNull();
  expect(await page.getAttribute(contact.form, 'aria-busy')).toBe('false');
  expect(await controlValues(page, contact.form)).toEqual(typed);
  expect(await focusedId(page)).toBe('contact:summary');
  expect(storedSubmissions(fixture.server, before)).toEqual([]);
}

async function expectOnlyTopMessage(message: string) {
  const summary = await summaryContent(page, 'contact');
  expect(summary).toEqual({ visible: true, title: message, messages: [], links: [] });
  expect(await page.locator(contact.bottom).count()).toBe(0);
  expect(await page.locator(`${contact.form} ${formAnatomy.selector('field-error')}`).count()).toBe(0);
  expect(await page.locator(`${contact.form} [aria-invalid="true"]`).count()).toBe(0);
}

describe('form submission failures in Chromium', () => {
  it('places the messages of a 400 field map above their fields, with "scroll down" above the form and "scroll up" below it', async () => {
    expect(await submitWithFault(SAVE_PATH, 'field-errors')).toEqual({ saves: 1, keys: 1 });
    const summary = await summaryContent(page, 'contact');
    expect(summary.title).toBe('Your form has encountered a problem. Please scroll down to review.');
    expect(await page.locator(contact.bottom).textContent()).toBe('Your form has encountered a problem. Please scroll up to review.');
    await expectAbove(page.locator(contact.summary), page.locator(contact.control('name')));
    await expectAbove(page.locator(contact.submit), page.locator(contact.bottom));
    // The fault answers with one message per submitted field: every visible field shows it above its controls.
    for (const id of ['name', 'email', 'phone', 'phone-intl', 'address', 'website', 'twitter', 'date', 'time', 'guests', 'budget', 'cake', 'extras', 'size', 'survey', 'message', 'password', 'text']) {
      const error = page.locator(contact.error(id));
      expect(await error.textContent(), id).toBe('This field is not valid.');
      await expectAbove(error, page.locator(contact.control(id)));
      expect(await page.getAttribute(contact.control(id), 'aria-invalid'), id).toBe('true');
      expect((await page.getAttribute(contact.control(id), 'aria-describedby'))?.split(' '), id).toContain(contact.errorId(id));
      // The summary links put the field's label first: the server's messages alone do not tell them apart.
      // the field around the control (the innermost, the last in document order, if fields held fields)
      const fieldRoot = page.locator(formAnatomy.selector('field')).filter({ has: page.locator(contact.control(id)) }).last();
      const label = (await fieldRoot.locator(formAnatomy.selector('label')).first().textContent())!.replace(' (required)', '');
      expect(summary.links, id).toContainEqual({ text: `${label}: This field is not valid.`, href: `#${contact.controlId(id)}` });
    }
    await expectUnlockedAndKept();
    await screenshot(page, 'form-fault-field-errors');
  });

  it('links every message of the error summary to a control that is on the page', async () => {
    // The field-errors fault names every submitted field, the hidden `campaign` field too.
    await submitWithFault(SAVE_PATH, 'field-errors');
    const { links } = await summaryContent(page, 'contact');
    const missing: string[] = [];
    for (const link of links) if ((await page.locator(byId(link.href!.slice(1))).count()) === 0) missing.push(link.href!);
    expect(missing).toEqual([]);
  });

  it('shows a server message for a field the form does not have at the top, not nowhere', async () => {
    const answer = { errors: { email: 'Email is already subscribed.', 'coupon-code': 'The coupon has expired.' } };
    const fields = (route: import('playwright-core').Route) => route.fulfill({ status: 400, json: answer });
    const isSave = (url: URL) => url.pathname === SAVE_PATH;
    await page.route(isSave, fields);
    await page.locator(contact.submit).click();
    try {
      await expect.poll(() => focusedId(page)).toBe('contact:summary');
    } finally {
      await page.unroute(isSave, fields);
    }
    expect(await page.locator(contact.error('email')).textContent()).toBe('Email is already subscribed.');
    expect(await page.locator(contact.summary).textContent()).toContain('The coupon has expired.');
  });

  const topOnly: Array<[string, string, string, { saves: number; keys: number }?]> = [
    ['a 400 with an error text', 'text-error', 'Server says no.'],
    ['a 401', '401', 'Unable to submit form. Please try again later.'],
    ['a 404', '404', 'This form has not been configured yet.'],
    ['a 429', '429', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['a 500', '500', 'Unable to send form. Please try again later.'],
    ['a 503', '503', SUBMIT_ERROR],
    ['a crumb failure (after its one retry)', 'crumb-fail', SUBMIT_ERROR, { saves: 2, keys: 1 }],
    ['an answer that is not JSON', 'invalid-json', 'Could not parse the form fields, please check your entries.'],
    ['a dropped connection', 'drop', SUBMIT_ERROR],
  ];
  for (const [what, fault, message, requests = { saves: 1, keys: 1 }] of topOnly) {
    it(`answers ${what} from SaveFormSubmission with '${message}' at the top and keeps everything typed`, async () => {
      expect(await submitWithFault(SAVE_PATH, fault)).toEqual(requests);
      await expectOnlyTopMessage(message);
      await expectUnlockedAndKept();
      if (fault === '500') await screenshot(page, 'form-fault-500');
    });
  }

  it("answers a failed FormSubmissionKey with 'Could not get a form submission key, please try again later.' without saving", async () => {
    expect(await submitWithFault(KEY_PATH, '500')).toEqual({ saves: 0, keys: 1 });
    await expectOnlyTopMessage('Could not get a form submission key, please try again later.');
    await expectUnlockedAndKept();
  });

  it('goes through when the visitor tries again without the fault, with what was typed', async () => {
    await page.locator(contact.submit).click();
    await page.locator(contact.message).waitFor();
    const stored = storedSubmissions(fixture.server, before);
    expect(stored).toHaveLength(1);
    expect((stored[0]!.payload as { form: Record<string, unknown> }).form).toMatchObject({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      date: ['12', '24', '2025'],
      cake: 'Chocolate',
      extras: ['Card'],
      size: 'Small',
      survey: { Service: '1' },
      message: 'A cake for Sunday.',
      password: 'secret-42',
      campaign: 'spring',
    });
    // Chromium logs each failed answer ('Failed to load resource: …'); nothing else may be logged.
    expect(visited.errors().filter((text) => !text.startsWith('Failed to load resource:'))).toEqual([]);
  });
});

describe('a slow submission in Chromium', () => {
  it("locks the form with 'Submitting…' while the answer is slow, and a second click sends nothing more", async () => {
    const slow = await visit(fixture.browser, `${fixture.server.url}/form`);
    const p = slow.page;
    const slowSaves = watchRequests(p, SAVE_PATH);
    const slowKeys = watchRequests(p, KEY_PATH);
    await fillForm(p);
    const from = lastStoredId(fixture.server);
    // The answer is held until the test has tried everything (a server delay would race the test on a busy machine).
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await p.route(
      (url) => url.pathname === SAVE_PATH,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const submit = p.locator(contact.submit);
    await submit.click();
    await expect.poll(() => submit.textContent()).toBe('Submitting…');
    expect(await p.getAttribute(contact.form, 'aria-busy')).toBe('true');
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await screenshot(p, 'form-submitting');
    // A real second click (forced: playwright counts aria-disabled as not clickable, a visitor's mouse does not).
    await submit.click({ force: true });
    await p.locator(contact.control('email')).press('Enter'); // submitting from a field is refused too
    // Typing while locked changes nothing.
    await p.locator(contact.control('text')).pressSequentially('late');
    expect(await p.locator(contact.control('text')).inputValue()).toBe('');
    // a round trip: a second submission the clicks started would have asked for its key by now
    await slow.settle();
    expect(slowKeys).toHaveLength(1);
    answer();
    await p.locator(contact.message).waitFor();
    expect(slowKeys).toHaveLength(1);
    expect(slowSaves).toHaveLength(1);
    expect(storedSubmissions(fixture.server, from)).toHaveLength(1);
    expect(slow.errors()).toEqual([]);
    await p.close();
  });
});
