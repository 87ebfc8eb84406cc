import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formText } from '../../machines/shared/text/form';
import { discoverCharts } from '../../model-tests/gate/gate';
import { listTransitions } from '../../model-tests/harness/transitions';
import { accordionMachine } from '../../machines/accordion/machine';
import { REDACTED } from '../../runtime/inspector-redaction';
import { CONSENT_COOKIE } from '../../runtime/cookies';
import { coverageReply, LAB_COVERAGE_PATH } from '../server/lab';
import { WINDOW_FROM } from '../lab/ui/VirtualList';
import { axeViolations } from './axe';
import { buildRenderer, openBrowserFixture, type BrowserFixture } from './fixture';
import { fillContactRequired, formSelectors } from './form-helpers';

// The chart lab at /_lab (docs/lab.md): every chart of machines/, each driven through its model test's case with the
// real view beside the diagram; and live pages opened with ?inspect=lab, followed through the server's relay.
// The lab is one bundle of its own, React whatever the runtime's build (scripts/lab/build.ts): what it does on its own
// runs once (in one build's run or the other's); what it follows of a live page runs with both builds' runtimes.

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
/** The ids of the states the diagram marks as visited by a report's trail, sorted. */
const visited = (lab: Page) =>
  lab.locator('svg[data-chart] [data-trail="visited"]').evaluateAll((states) => states.map((s) => s.getAttribute('data-state-id')).sort());

/**
 * The lab's own tests run once, some in the React build's run and the others in the preact build's: the lab is the
 * same bundle in both, and npm test runs the two builds' files side by side, so each run takes a like share.
 */
const inReactRun = it.runIf(buildRenderer() === 'react');
const inPreactRun = it.runIf(buildRenderer() === 'preact');

describe('the chart lab', () => {
  inReactRun('lists every chart; on the form chart the view and the lab move one actor, and time travel shows an earlier snapshot', async () => {
    const { page: lab, errors } = await fixture.open('/_lab', { boot: false, contextOptions: VIEWPORT });
    const { charts } = await discoverCharts();
    const listed = await lab.getByRole('navigation').getByRole('list', { name: /^Charts/ }).getByRole('link').allTextContents();
    expect(listed.map((text) => text.replace(/ [·○]$/, '')).sort()).toEqual(charts.map((chart) => chart.machine.id).sort());

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
    expect(await view.getByRole('button').textContent()).toBe(formText['form.submitting']);

    // The server's side: its answers sent from the lab.
    await lab.getByRole('button', { name: 'xstate.done.actor.fetchKey {"output":"key-1"}', exact: true }).click();
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

  inPreactRun("shows the paths the model tests walked, from the walked files the gate reads; choosing one lists its transitions", async () => {
    // A walk of the accordion on record, as its model test writes it (.model-coverage/walked/), read by the server's
    // own coverage answer.
    const [open, close] = [...new Set(listTransitions(accordionMachine).map((t) => t.id))];
    const dir = mkdtempSync(path.join(tmpdir(), 'lab-walked-'));
    const walked = { 'TOGGLE {"index":0} ⇒ animating': [open!], 'TOGGLE {"index":1} → xstate.after.animation ⇒ idle': [open!, close!] };
    writeFileSync(
      path.join(dir, 'accordion.lab.json'),
      JSON.stringify({ machineId: 'accordion', walked: [open, close], sources: { [open!]: ['view'], [close!]: ['clock'] }, undeclared: [], paths: walked }),
    );
    const answer = (await coverageReply(dir)).json;
    rmSync(dir, { recursive: true, force: true });
    const { page: lab } = await fixture.open('/_lab#chart/accordion', {
      boot: false,
      contextOptions: VIEWPORT,
      beforeGoto: (page) => page.route(`**${LAB_COVERAGE_PATH}`, (route) => route.fulfill({ json: answer })),
    });
    const coverage = lab.getByRole('region', { name: 'Model-test coverage' });
    await coverage.getByRole('list', { name: 'Paths walked' }).waitFor();
    expect(await coverage.getByTestId('coverage-summary').textContent()).toMatch(/· 2 paths$/);
    const pathList = coverage.getByRole('list', { name: 'Paths walked' });
    expect(await pathList.getByRole('button').allTextContents()).toEqual(Object.keys(walked));
    // Each transition says how many walked paths went through it.
    const transitions = await coverage.getByRole('list', { name: 'Transitions and how they were walked' }).getByRole('listitem').allTextContents();
    expect(transitions).toEqual([`${open} view · 2 paths`, `${close} clock · 1 paths`]);

    // By keyboard: into the list, down to the second path, chosen with Enter.
    await pathList.getByRole('button').first().focus();
    await lab.keyboard.press('ArrowDown');
    await lab.keyboard.press('Enter');
    const steps = coverage.getByRole('list', { name: 'Transitions of the chosen path' });
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([open, close]);
    expect(await axeViolations(lab)).toBe('');
  });

  inPreactRun("shows every chart's view beside its diagram, its model test's mount on the lab's actor, or says why it has none", async () => {
    const { page: lab, errors } = await fixture.open('/_lab', { boot: false, contextOptions: VIEWPORT });
    const { charts } = await discoverCharts();
    const shown: Record<string, string> = {};
    let errorsSeen = 0;
    for (const { machine } of charts) {
      await lab.evaluate((id) => void (location.hash = `#chart/${id}`), machine.id);
      await lab.locator(`svg[data-chart="${machine.id}"]`).waitFor();
      const view = lab.getByTestId('chart-view');
      const noView = lab.getByTestId('no-view');
      const noCase = lab.getByTestId('no-case');
      await view.or(noView).or(noCase).waitFor();
      if (await noCase.count()) shown[machine.id] = 'no case';
      else if (await noView.count()) shown[machine.id] = 'no view';
      // A view may draw nothing in the chart's first state (the system error overlay while hidden, say).
      else shown[machine.id] = 'view';
      const failed = errors().slice(errorsSeen);
      errorsSeen += failed.length;
      if (failed.length) shown[machine.id] += ` and errors: ${failed.join('; ')}`;
    }
    const listed = Object.entries(shown);
    const count = (how: string) => listed.filter(([, shownAs]) => shownAs === how).length;
    console.log(`lab views: ${count('view')} charts with their view, ${count('no view')} without a view of their own`);
    expect(Object.keys(shown).sort()).toEqual(charts.map((chart) => chart.machine.id).sort());
    // Every chart shows its view or says why it has none, and no chart's page threw.
    expect(listed.filter(([, how]) => !['view', 'no view'].includes(how))).toEqual([]);
    // The navigation marks those without a view ○, and no chart as without a case.
    const marked = await lab.getByRole('list', { name: /^Charts/ }).getByRole('link', { name: / [·○]$/ }).allTextContents();
    expect(marked.sort()).toEqual(listed.filter(([, how]) => how === 'no view').map(([id]) => `${id} ○`).sort());
    expect(await axeViolations(lab)).toBe('');
  });

  // A block whose gallery chunk failed to load: the report its page sends, whose trail ends in `loading → chunkFailed`.
  const chunkFailedTrail = [
    { ms: 812, actor: 'gallery-1', chart: 'blockLifecycle', block: 'gallery-1', kind: 'gallery', from: 'dormant', to: 'loading', event: 'APPROACHED' },
    { ms: 1406, actor: 'gallery-1', chart: 'blockLifecycle', block: 'gallery-1', kind: 'gallery', from: 'loading', to: 'chunkFailed', event: 'xstate.error.actor.mountBlock' },
  ];
  const chunkFailedReport = { event: 'javascript-error', data: { message: 'Loading chunk failed: gallery' }, timestamp: Date.UTC(2026, 11, 3, 9), trail: chunkFailedTrail };

  inPreactRun("opens a received report: its trail step by step on the chart's diagram, by keyboard, and its replay parts where the trail lacks a payload", async () => {
    const rows: Record<string, unknown[]> = {
      'error-report': [{ id: 7, kind: 'error-report', endpoint: '/api/events/RecordJavascriptErrors', pageLoad: 'load-1', payload: [chunkFailedReport], receivedAt: '2026-12-03T09:00:01.000Z' }],
      trace: [],
    };
    const { page: lab, errors } = await fixture.open('/_lab#reports', {
      boot: false,
      contextOptions: VIEWPORT,
      beforeGoto: (page) =>
        page.route('**/_received.json?*', (route) => route.fulfill({ json: rows[new URL(route.request().url()).searchParams.get('kind') ?? ''] ?? [] })),
    });
    // By keyboard: the received report's link is focused and followed with Enter.
    const received = lab.getByRole('list', { name: 'Received reports with a trail (1)' });
    await received.getByRole('link').focus();
    await lab.keyboard.press('Enter');
    await lab.locator('svg[data-chart="blockLifecycle"]').waitFor();
    expect(await lab.evaluate(() => location.hash)).toBe('#report/7/0');
    // The last step is current: the chunk failed, after loading from dormant.
    expect(await highlighted(lab)).toEqual(['blockLifecycle.chunkFailed']);
    expect(await visited(lab)).toEqual(['blockLifecycle.dormant', 'blockLifecycle.loading']);
    expect(await lab.getByTestId('current-step').textContent()).toBe('Step 2 of 2');
    expect(await axeViolations(lab)).toBe('');

    // Back a step with the arrow key in the trail's list (the current step is its tab stop).
    const steps = lab.getByRole('list', { name: 'Steps of the trail' });
    await steps.locator('[aria-current="step"]').focus();
    await lab.keyboard.press('ArrowUp');
    await expect.poll(() => highlighted(lab)).toEqual(['blockLifecycle.loading']);
    expect(await visited(lab)).toEqual(['blockLifecycle.dormant']);
    expect(await steps.locator('[aria-current="step"]').textContent()).toMatch(/^#1 812 ms · blockLifecycle: dormant → loading on APPROACHED/);
    // And forward with the Next button, by keyboard.
    await lab.getByRole('button', { name: 'Next step' }).focus();
    await lab.keyboard.press('Enter');
    await expect.poll(() => highlighted(lab)).toEqual(['blockLifecycle.chunkFailed']);

    // The replay: a bare error of the chunk's load is not a missing chunk, so the fresh actor goes to failed.
    await lab.getByRole('button', { name: 'Replay gallery-1' }).click();
    await expect
      .poll(() => lab.getByTestId('replay-outcome').textContent())
      .toBe('Replay and trail part at step 2: the trail went to chunkFailed, the replay is in failed.');
    expect(await axeViolations(lab)).toBe('');
    expect(errors()).toEqual([]);
  });

  inReactRun('opens a pasted report, says why a paste is not one, and says when the lab does not know a step\'s chart', async () => {
    const { page: lab, errors } = await fixture.open('/_lab#reports', { boot: false, contextOptions: VIEWPORT });
    const pasteBox = lab.getByLabel(/^Report \(JSON\)/);
    const open = lab.getByRole('button', { name: 'Open the report' });
    const alert = lab.getByRole('region', { name: 'Paste a report' }).getByRole('alert');
    await pasteBox.fill('{"event": "javascript-error",');
    await open.click();
    expect(await alert.textContent()).toMatch(/^Not JSON: /);
    expect(await pasteBox.getAttribute('aria-invalid')).toBe('true');
    const { trail: _, ...withoutTrail } = chunkFailedReport;
    await pasteBox.fill(JSON.stringify(withoutTrail));
    await open.click();
    await expect.poll(() => alert.textContent()).toMatch(/^This report carries no trail/);
    expect(await axeViolations(lab)).toBe('');

    // A list of reports: the one with a trail opens, its last step of a chart the lab does not have.
    const retired = { ms: 1500, actor: 'ticker', chart: 'ticker', from: 'running', to: 'stopped', event: 'STOP' };
    await pasteBox.fill(JSON.stringify([withoutTrail, { ...chunkFailedReport, trail: [...chunkFailedTrail, retired] }]));
    await open.click();
    await expect.poll(() => lab.evaluate(() => location.hash)).toBe('#report/pasted/1');
    await lab.getByTestId('unknown-chart').waitFor();
    expect(await lab.getByTestId('unknown-chart').textContent()).toMatch(/^The lab does not know the chart ticker/);
    await lab.getByRole('button', { name: 'Previous step' }).click();
    await lab.locator('svg[data-chart="blockLifecycle"]').waitFor();
    expect(await highlighted(lab)).toEqual(['blockLifecycle.chunkFailed']);
    expect(await axeViolations(lab)).toBe('');
    expect(errors()).toEqual([]);
  });

  /** The lab page as an engineer uses it: nothing of it inert, its body the lab's, its scroll and classes its own. */
  const labIntact = (lab: Page) =>
    lab.evaluate((consentCookie) => ({
      inert: document.querySelectorAll('[inert]').length,
      body: [...document.body.children].map((child) => child.id || child.tagName.toLowerCase()).filter((name) => name !== 'script'),
      bodyClass: document.body.className,
      overflow: document.documentElement.style.overflow,
      consentCookie: document.cookie.split('; ').some((cookie) => cookie.startsWith(`${consentCookie}=`)),
    }), CONSENT_COOKIE);
  const INTACT = { inert: 0, body: ['lab'], bodyClass: '', overflow: '', consentCookie: false };

  inReactRun("hosts the cookie banner in a frame of its own: its Decline moves the lab's state, and the lab keeps its body and cookies", async () => {
    const { page: lab, errors } = await fixture.open('/_lab#chart/cookieBanner', { boot: false, contextOptions: VIEWPORT });
    await lab.locator('svg[data-chart="cookieBanner"]').waitFor();
    const frame = lab.frameLocator('[data-testid="chart-view"]');
    const banner = frame.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(await highlighted(lab)).toEqual(['cookieBanner.shown']);
    expect(await labIntact(lab)).toEqual(INTACT);

    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => highlighted(lab)).toEqual(['cookieBanner.hidden']);
    await banner.waitFor({ state: 'detached' });
    // The choice is the frame's: marked on its body, not the lab's consent cookie.
    expect(await frame.locator('body').getAttribute('data-consent')).toBe('declined');
    expect(await labIntact(lab)).toEqual(INTACT);
    // The lab still answers: its own event button shows the banner again.
    await lab.getByRole('button', { name: 'FORCE', exact: true }).click();
    await expect.poll(() => highlighted(lab)).toEqual(['cookieBanner.shown']);
    await banner.waitFor();
    expect(await axeViolations(lab)).toBe('');
    expect(errors()).toEqual([]);
  });

  inReactRun("hosts the lightbox in a frame of its own: its page effects stay there, its Close moves the lab's state, the lab stays operable", async () => {
    const { page: lab, errors } = await fixture.open('/_lab#chart/lightbox', { boot: false, contextOptions: VIEWPORT });
    await lab.locator('svg[data-chart="lightbox"]').waitFor();
    const frame = lab.frameLocator('[data-testid="chart-view"]');
    await frame.getByRole('button', { name: 'Open Photo 1 in the lightbox' }).waitFor();
    await lab.getByRole('button', { name: 'OPEN {"index":0}', exact: true }).click();
    await lab.getByRole('button', { name: 'To the next timer' }).click();
    await expect.poll(() => stateText(lab)).toBe('shown.active.open.ready');
    const dialog = frame.getByRole('dialog', { name: 'Photos' });
    await dialog.waitFor();
    // Open: the frame's page is inert and locked under it, the lab is not.
    expect(await frame.locator('section').evaluate((gallery) => (gallery as HTMLElement).inert)).toBe(true);
    expect(await frame.locator('html').evaluate((html) => [html.style.overflow, document.body.className])).toEqual(['hidden', 'lightbox-open']);
    expect(await labIntact(lab)).toEqual(INTACT);

    // The frame back in view (the clock's button scrolled the lab): the dialog is fixed in the frame, so scrolling to
    // its button cannot bring the frame into view.
    await lab.getByTestId('chart-view').scrollIntoViewIfNeeded();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => highlighted(lab)).toEqual(['lightbox.shown', 'lightbox.shown.closing']);
    // The lab is operable: by keyboard, its clock fades the lightbox out.
    await lab.getByRole('button', { name: 'To the next timer' }).focus();
    await lab.keyboard.press('Enter');
    await expect.poll(() => highlighted(lab)).toEqual(['lightbox.closed']);
    await dialog.waitFor({ state: 'detached' });
    expect(await frame.locator('section').evaluate((gallery) => (gallery as HTMLElement).inert)).toBe(false);
    expect(await labIntact(lab)).toEqual(INTACT);
    expect(await axeViolations(lab)).toBe('');
    expect(errors()).toEqual([]);
  });
});

describe('the chart lab following a live page', () => {
  it("opens the report a page sent when a block's chunk failed: its trail's last step, loading → chunkFailed, on the diagram", async () => {
    const after = fixture.lastRowId();
    const { page } = await fixture.open('/block-boot', {
      beforeGoto: (page) => page.route('**/assets/blocks/accordion.js', (route) => route.fulfill({ status: 500, body: 'down' })),
    });
    await page.locator('#questions').scrollIntoViewIfNeeded();
    await page.locator('#questions[data-block-state="failed"]').waitFor();
    await expect.poll(() => fixture.stored({ kind: 'error-report', after })).toHaveLength(1);
    const [row] = fixture.stored({ kind: 'error-report', after });
    const { page: lab, errors } = await fixture.open('/_lab#reports', { boot: false, contextOptions: VIEWPORT });
    const report = lab.getByRole('list', { name: /^Received reports with a trail/ }).locator(`a[href="#report/${row!.id}/0"]`);
    await report.focus();
    await lab.keyboard.press('Enter');
    await lab.locator('svg[data-chart="blockLifecycle"]').waitFor();
    expect(await highlighted(lab)).toEqual(['blockLifecycle.chunkFailed']);
    expect(await visited(lab)).toEqual(expect.arrayContaining(['blockLifecycle.dormant', 'blockLifecycle.loading']));
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
    await fillContactRequired(page);
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


  it('follows a 20-gallery page: its hundreds of actors in a list that draws only a window of rows, operable by keyboard', async () => {
    const { page: lab } = await fixture.open('/_lab', { boot: false, contextOptions: VIEWPORT });
    const galleries = await fixture.open('/gallery-limits?inspect=lab', { contextOptions: VIEWPORT });
    const actors = lab.getByRole('region', { name: /^Live page 20 galleries/ }).getByRole('list', { name: /^Actors of / });
    const listed = async () => Number(/\((\d+)\)$/.exec((await actors.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    // Every gallery of the page booted, each with its charts.
    await galleries.bootEveryBlock();
    // More actors than a window's worth listed: the relay brings the page's actors (about 180 to 250, as many as its
    // galleries' charts) in seconds on a quiet 2-core machine, far longer on a loaded one (a definite signal, given room).
    await expect.poll(listed, { timeout: 120_000 }).toBeGreaterThan(WINDOW_FROM);
    const told = await listed();
    // Only a window of rows is in the DOM, each saying where it is in the whole.
    const rows = actors.getByRole('listitem');
    expect(await rows.count()).toBeLessThan(WINDOW_FROM / 2);
    expect(Number(await rows.first().getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(told);

    // By keyboard: one Tab stop; End draws and focuses the last actor of the list as it is when the key is pressed.
    // The page may still be adding actors: the row End focuses is at least the last one listed before the press.
    await actors.getByRole('link').first().focus();
    const focusedRow = () =>
      lab.locator(':focus').evaluate((link) => {
        const row = link.closest('li')!;
        return { at: Number(row.getAttribute('aria-posinset')), of: Number(row.getAttribute('aria-setsize')) };
      });
    const before = await listed();
    await lab.keyboard.press('End');
    const last = await focusedRow();
    expect(last.at).toBeGreaterThanOrEqual(before);
    expect(last.at).toBeLessThanOrEqual(last.of);
    expect(await rows.count()).toBeLessThan(WINDOW_FROM / 2);
    expect(await actors.locator('a[tabindex="0"]').count()).toBe(1);
    await lab.keyboard.press('Home');
    await lab.keyboard.press('PageDown');
    const chosen = (await lab.locator(':focus').getAttribute('href'))!;
    await lab.keyboard.press('Enter');
    await expect.poll(() => lab.evaluate(() => location.hash)).toBe(chosen);
    await lab.locator('main h1').waitFor();
    expect(await axeViolations(lab)).toBe('');
  }, 300_000);
});
