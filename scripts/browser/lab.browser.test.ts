import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBMITTING } from '../../machines/form/messages';
import { discoverCharts } from '../../model-tests/gate/gate';
import { REDACTED } from '../../runtime/inspector-redaction';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';
import { formSelectors } from './form-helpers';

// The chart lab at /_lab (docs/lab.md): every chart of machines/, each driven through its model test's case with the
// real view beside the diagram; and live pages opened with ?inspect=lab, followed through the server's relay.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const VIEWPORT = { viewport: { width: 1280, height: 800 } };
/** The state the diagram highlights: the ids of its highlighted states. */
const highlighted = (lab: Page) => lab.locator('svg[data-chart] [data-active="true"]').evaluateAll((states) => states.map((s) => s.getAttribute('data-state-id')));
const stateText = (lab: Page) => lab.getByTestId('state-value').textContent();

describe('the chart lab', () => {
  it('lists every chart; on the form chart the view and the lab move one actor, and time travel shows an earlier snapshot', async () => {
    const { page: lab, errors } = await fixture.open('/_lab', { boot: false, contextOptions: VIEWPORT });
    const { charts } = await discoverCharts();
    const listed = await lab.getByRole('navigation').getByRole('list', { name: /^Charts/ }).getByRole('link').allTextContents();
    expect(listed.map((text) => text.replace(/ ·$/, '')).sort()).toEqual(charts.map((chart) => chart.machine.id).sort());

    // By keyboard: the chart's link is focused and followed with Enter.
    await lab.getByRole('link', { name: 'form', exact: true }).focus();
    await lab.keyboard.press('Enter');
    await lab.locator('svg[data-chart="form"]').waitFor();
    expect(await highlighted(lab)).toEqual(['form.editing']);
    expect(await axeViolations(lab)).toBe('');

    // The visitor's side: the real view, on the lab's actor.
    const view = lab.getByTestId('chart-view');
    await view.getByLabel('Email').fill('ann@example.com');
    await view.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => stateText(lab)).toBe('submitting.gettingKey');
    expect(await highlighted(lab)).toEqual(['form.submitting', 'form.submitting.gettingKey']);
    expect(await view.getByRole('button').textContent()).toBe(SUBMITTING);

    // The server's side: its answers sent from the lab.
    await lab.getByRole('button', { name: 'xstate.done.actor.fetchKey {"output":"key-1"}' }).click();
    await expect.poll(() => stateText(lab)).toBe('submitting.saving');
    await lab.getByRole('button', { name: /^xstate\.done\.actor\.saveSubmission/ }).click();
    await expect.poll(() => stateText(lab)).toBe('submitted');
    expect(await highlighted(lab)).toEqual(['form.submitted']);
    await view.getByText('Thank you!').waitFor();

    // Time travel: the snapshot after the CHANGE, then back to now.
    const history = lab.getByRole('list', { name: 'Event history' });
    await history.getByRole('button', { name: /^#1 .*CHANGE/ }).click();
    expect(await stateText(lab)).toBe('editing');
    expect(await highlighted(lab)).toEqual(['form.editing']);
    await lab.getByRole('heading', { name: 'Context after event #1' }).waitFor();
    await lab.getByRole('button', { name: 'Back to now' }).click();
    expect(await stateText(lab)).toBe('submitted');
    expect(errors()).toEqual([]);
  });

  it('follows a live page opened with ?inspect=lab through the server, with its passwords redacted', async () => {
    const { page: lab } = await fixture.open('/_lab', { boot: false, contextOptions: VIEWPORT });
    const { page } = await fixture.open('/form?inspect=lab');
    const form = formSelectors('contact');
    await lab.getByRole('region', { name: /^Live page Contact form/ }).getByRole('link', { name: /^form / }).click();
    await lab.locator('svg[data-chart="form"]').waitFor();
    await expect.poll(() => stateText(lab)).toBe('editing');

    const NOTE = 'Qzx8 Vkw3';
    const PASSWORD = 'Xq9!Zk2#Wv';
    await page.locator(form.control('name', 0)).fill('Ada');
    await page.locator(form.control('name', 1)).fill('Lovelace');
    await page.locator(form.control('email')).fill('ada@example.com');
    for (const [part, text] of ['12', '24', '2025'].entries()) await page.locator(form.control('date', part)).fill(text);
    await page.getByRole('group', { name: 'Cake (required)' }).getByText('Lemon').click();
    await page.locator(form.control('message')).fill('Candles, please.');
    await page.locator(form.control('text')).fill(NOTE);
    await page.locator(form.control('password')).fill(PASSWORD);
    await page.locator(form.submit).click();
    await page.locator(form.message).waitFor();

    await expect.poll(() => stateText(lab)).toBe('submitted');
    const context = lab.getByRole('list', { name: 'Context' });
    // The lab is on the page's own origin: what the visitor typed shows as typed, passwords never.
    await context.getByText(JSON.stringify(NOTE)).waitFor();
    expect(await context.getByText(JSON.stringify(REDACTED)).count()).toBeGreaterThan(0);
    expect(await lab.locator('body').textContent()).not.toContain(PASSWORD);
    const history = await lab.getByRole('list', { name: 'Event history' }).textContent();
    expect(history).toContain('SUBMIT');
    expect(history).toContain('→ submitting.gettingKey');
  });
});
