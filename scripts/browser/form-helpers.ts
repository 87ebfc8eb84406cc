import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { formAnatomy } from '../../machines/form/anatomy';
import type { Server } from './fixture';

// Helpers for the form family's browser tests (form, newsletter): DOM ids with colons, typing like a visitor,
// faults on the form's own requests, and what the reference server stored.

/** Attribute selector for a DOM id (form ids hold colons, which CSS would read as pseudo-classes). */
export const byId = (id: string) => `[id="${id}"]`;

/** The DOM ids a form block makes (machines/form/connect.ts formIds), as selectors. */
export function formSelectors(formId: string) {
  const field = (id: string) => `${formId}:field:${id}`;
  return {
    form: byId(`${formId}:form`),
    summary: byId(`${formId}:summary`),
    summaryTitle: byId(`${formId}:summary-title`),
    message: byId(`${formId}:message`),
    control: (id: string, part = 0) => byId(`${field(id)}:${part}`),
    controlId: (id: string, part = 0) => `${field(id)}:${part}`,
    error: (id: string) => byId(`${field(id)}:error`),
    errorId: (id: string) => `${field(id)}:error`,
    submit: `${byId(`${formId}:form`)} ${formAnatomy.selector('submit')}`,
    bottom: `${byId(`${formId}:form`)} ${formAnatomy.selector('bottom-message')}`,
  };
}

/** Clicks into a control and types the text key by key, as a visitor does. */
export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  const control = page.locator(selector);
  await control.click();
  await control.pressSequentially(text);
}

/** Every control of a form by DOM id: its value, or whether it is checked for radios and checkboxes. */
export function controlValues(page: Page, formSelector: string): Promise<Record<string, string | boolean>> {
  return page.locator(formSelector).evaluate((form) => {
    const values: Record<string, string | boolean> = {};
    for (const control of Array.from(form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'))) {
      const key = control.id || `name:${control.name}`;
      values[key] = control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox') ? control.checked : control.value;
    }
    return values;
  });
}

/** The id of the focused element. */
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

/** Whether a request goes to this API path (the data layer adds `?crumb=…`). */
const isPath = (pathname: string) => (url: URL) => url.pathname === pathname;

export const SAVE_PATH = '/api/form/SaveFormSubmission';
export const KEY_PATH = '/api/form/FormSubmissionKey';

/** Records the requests the page sends to an API path (method, url, body), from now on. */
export function watchRequests(page: Page, pathname: string): Array<{ url: string; body: string | null }> {
  const seen: Array<{ url: string; body: string | null }> = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === pathname) seen.push({ url: request.url(), body: request.postData() });
  });
  return seen;
}

/**
 * Makes the reference server's fault mode (docs/server.md) answer the page's requests to an API path: the form's
 * own requests cannot carry a header, so the route adds `X-Fault` on their way out. Returns the undo.
 */
export async function routeFault(page: Page, pathname: string, fault: string): Promise<() => Promise<void>> {
  const matches = isPath(pathname);
  const handler = (route: import('playwright-core').Route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-fault': fault } });
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** Reloads the page and boots the runtime again, as visit() does. */
export async function reloadAndBoot(page: Page): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => window.visitorRuntime !== undefined);
  await page.evaluate(() => window.visitorRuntime!.boot());
}

/** Submissions the server stored after row `afterId` (oldest first). */
export function storedSubmissions(server: Server, afterId = 0) {
  return server.store
    .list({ kind: 'form-submission' })
    .filter((row) => row.id > afterId)
    .reverse();
}

/** The id of the newest stored row of any kind (0 when none): pass it to storedSubmissions to see only new ones. */
export function lastStoredId(server: Server): number {
  return server.store.list({ limit: 1 })[0]?.id ?? 0;
}

/** The error summary's title, its other messages and its links (text and href). */
export async function summaryContent(page: Page, formId: string) {
  const ids = formSelectors(formId);
  const summary = page.locator(ids.summary);
  return {
    visible: await summary.isVisible(),
    title: (await page.locator(ids.summaryTitle).textContent().catch(() => null)) ?? null,
    messages: await summary.locator(':scope > p').allTextContents(),
    links: await summary.locator('a').evaluateAll((links) => links.map((a) => ({ text: a.textContent, href: a.getAttribute('href') }))),
  };
}

/** Asserts that `upper` is laid out entirely above `lower`. */
export async function expectAbove(upper: Locator, lower: Locator): Promise<void> {
  const a = await upper.boundingBox();
  const b = await lower.boundingBox();
  expect(a, 'upper element is laid out').not.toBeNull();
  expect(b, 'lower element is laid out').not.toBeNull();
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + 0.5);
}

/** Fills the demo contact form's required fields (name, email, pick-up date, cake, message) with valid answers. */
export async function fillContactRequired(page: Page): Promise<void> {
  const form = formSelectors('contact');
  await page.locator(form.control('name', 0)).fill('Ada');
  await page.locator(form.control('name', 1)).fill('Lovelace');
  await page.locator(form.control('email')).fill('ada@example.com');
  for (const [part, text] of ['12', '24', '2025'].entries()) await page.locator(form.control('date', part)).fill(text);
  await page.getByRole('group', { name: 'Cake (required)' }).getByText('Lemon').click();
  await page.locator(form.control('message')).fill('Candles, please.');
}
