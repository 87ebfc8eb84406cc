import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserFixture, screenshot, visit } from './fixture';
import { focusedId, formSelectors } from './form-helpers';

// axe-core (WCAG 2.0/2.1 A and AA, and best practices, colour contrast included) on the pages of the form family,
// in real Chromium, in the states a visitor sees.

const AXE_PATH = path.resolve('node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

let fixture: Awaited<ReturnType<typeof openBrowserFixture>>;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterAll(() => fixture?.close());

/** Runs axe on the whole document; returns the violations as readable text (empty when there are none). */
async function axeViolations(page: Page): Promise<string> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }));
  });
  return violations
    .map(
      (v: AxeViolation) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.helpUrl}\n` +
        v.nodes
          .map((node) => `  at ${JSON.stringify(node.target)}\n    ${node.html.slice(0, 200)}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`)
          .join('\n'),
    )
    .join('\n\n');
}

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
