import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accordionAnatomy } from '../../machines/accordion/anatomy';
import { DEBOUNCE_MS } from '../../machines/error-reporter/report';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import type { ErrorReportEvent } from '../../runtime/api-schemas';
import { openBrowserFixture, type BrowserFixture } from './fixture';
import { holdChunk } from './hold-chunk';

// Blocks boot on approach (docs/contract.md "When a block boots"): a block waits dormant as the server drew it, and
// what the visitor does before it has mounted is not lost. /block-boot has a slideshow two viewports down and an
// accordion further still; the published form page's form is in the first viewport, its chunk held by the test.

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const state = (page: Page, selector: string) => page.getAttribute(selector, 'data-block-state');
const booted = (page: Page, selector: string) => page.locator(`${selector}[data-block-state="booted"]`).waitFor();

describe('blocks boot on approach', () => {
  it('leaves a block below the fold dormant, with its markup, until the visitor scrolls near it', async () => {
    const { page, assets, settle } = await fixture.open('/block-boot');
    await settle();
    expect(await state(page, '#story-slides')).toBe('dormant');
    expect(await state(page, '#questions')).toBe('dormant');
    expect(assets).not.toContain('blocks/gallery.js');
    expect(await page.locator('#story-slides button.next').count()).toBe(1);
    await page.locator('#story-slides').scrollIntoViewIfNeeded();
    await booted(page, '#story-slides');
    expect(assets).toContain('blocks/gallery.js');
    // The accordion is still more than a viewport below.
    expect(await state(page, '#questions')).toBe('dormant');
    await page.locator('#questions').scrollIntoViewIfNeeded();
    await booted(page, '#questions');
    expect(await page.locator(`#questions ${accordionAnatomy.selector('trigger')}`).count()).toBe(2);
  });

  it("asks for a block chunk's own imports side by side with it, not once it has arrived (one round trip, not two)", async () => {
    const sizes = JSON.parse(readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'size.json'), 'utf8')) as { entries: Record<string, { files: string[] }> };
    const { page, assets, settle } = await fixture.open('/block-boot');
    await settle();
    // what the gallery's chunk imports that this page has not downloaded by now (the renderer, the gallery's charts…)
    const imports = sizes.entries['blocks/gallery']!.files.filter((file) => file !== 'blocks/gallery.js' && !assets.includes(file));
    expect(imports.length).toBeGreaterThan(0);
    const chunk = await holdChunk(page, '/assets/blocks/gallery.js');
    await page.locator('#story-slides').scrollIntoViewIfNeeded();
    await chunk.requested;
    // The gallery's chunk is held: the browser cannot have read its imports from it.
    await expect.poll(() => imports.filter((file) => !assets.includes(file))).toEqual([]);
    chunk.release();
    await booted(page, '#story-slides');
  });

  it("asks for the parts of its kind a block's configuration names beside its chunk: a slideshow's designs, with what they import", async () => {
    const sizes = JSON.parse(readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'size.json'), 'utf8')) as { entries: Record<string, { files: string[] }> };
    const { page, assets, settle } = await fixture.open('/block-boot');
    await settle();
    const part = sizes.entries['blocks/gallery-designs']!.files.filter((file) => !assets.includes(file));
    expect(part).toContain('blocks/gallery-designs.js');
    const chunk = await holdChunk(page, '/assets/blocks/gallery.js');
    await page.locator('#story-slides').scrollIntoViewIfNeeded();
    await chunk.requested;
    // The gallery's chunk is held: it cannot have asked for its designs itself.
    await expect.poll(() => part.filter((file) => !assets.includes(file))).toEqual([]);
    // Nothing the configuration does not name: this slideshow has no autoplay and is no grid.
    expect(assets).not.toContain('blocks/gallery-autoplay.js');
    expect(assets).not.toContain('blocks/gallery-collection.js');
    chunk.release();
    await booted(page, '#story-slides');
  });

  it('boots a block page code asks for (visitorRuntime.boot(element)), wherever it is', async () => {
    const { page } = await fixture.open('/block-boot');
    expect(await state(page, '#questions')).toBe('dormant');
    await page.evaluate(() => window.visitorRuntime!.boot(document.getElementById('questions')!));
    expect(await state(page, '#questions')).toBe('booted');
    expect(await state(page, '#story-slides')).toBe('dormant');
  });

  it('Tab from the page into a dormant gallery mounts it with focus on its equivalent part', async () => {
    const { page } = await fixture.open('/block-boot');
    await page.focus('header nav a:last-child');
    expect(await state(page, '#story-slides')).toBe('dormant');
    await page.keyboard.press('Tab');
    await booted(page, '#story-slides');
    // The server's Previous button had focus; the view's previous control has it now.
    await expect
      .poll(() => page.evaluate((previous) => document.activeElement?.matches(previous) ?? false, galleryAnatomy.selector('previous')))
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('#story-slides') !== null)).toBe(true);
  });

  it("a click on a dormant slideshow's server markup is not lost: handled once, after mounting", async () => {
    const { page, settle } = await fixture.open('/block-boot');
    expect(await state(page, '#story-slides')).toBe('dormant');
    const chunk = await holdChunk(page, '/assets/blocks/gallery.js');
    // Every click that reaches the block's own elements (the server's handlers, then the view's) is counted.
    await page.evaluate(() => {
      const block = document.getElementById('story-slides')!;
      block.dataset.clicks = '0';
      block.addEventListener('click', () => void (block.dataset.clicks = String(Number(block.dataset.clicks) + 1)));
    });
    const slide = page.locator('#story-slides figure').first();
    await slide.scrollIntoViewIfNeeded();
    await slide.click();
    await chunk.requested;
    expect(await state(page, '#story-slides')).not.toBe('booted');
    expect(await page.getAttribute('#story-slides', 'data-clicks')).toBe('0');
    chunk.release();
    await booted(page, '#story-slides');
    // The click on the current slide moved the slideshow on by one.
    const index = () => page.evaluate(() => window.visitorRuntime!.actors.get('story-slides')?.getSnapshot().context.index);
    await expect.poll(index).toBe(1);
    await settle();
    expect(await page.getAttribute('#story-slides', 'data-clicks')).toBe('1');
    expect(await index()).toBe(1);
  });

  it('a click held on a control the mounted view no longer has is dropped, not given to another control', async () => {
    const { page, settle } = await fixture.open('/block-boot');
    const chunk = await holdChunk(page, '/assets/blocks/gallery.js');
    await page.evaluate(() => {
      const block = document.getElementById('story-slides')!;
      block.dataset.clicks = '0';
      block.addEventListener('click', () => void (block.dataset.clicks = String(Number(block.dataset.clicks) + 1)));
      // a control of the server markup that is gone by the time the view mounts (as a cart's item removed meanwhile)
      block.querySelector('.gallery-controls')!.insertAdjacentHTML('beforeend', ' <button type="button" class="notify">Notify me</button>');
    });
    const gone = page.locator('#story-slides .notify');
    await gone.scrollIntoViewIfNeeded();
    await gone.click();
    await chunk.requested;
    await gone.evaluate((button) => button.remove());
    chunk.release();
    await booted(page, '#story-slides');
    // the handover replays a task after mounting; two settles are well past it
    await settle();
    await settle();
    const index = () => page.evaluate(() => window.visitorRuntime!.actors.get('story-slides')?.getSnapshot().context.index);
    expect({ clicks: await page.getAttribute('#story-slides', 'data-clicks'), index: await index() }).toEqual({ clicks: '0', index: 0 });
  });

  it('a click on a block while the block machinery (blocks.js) downloads is not lost: handled once, after mounting', async () => {
    const { page, assets, settle, goto } = await fixture.newPage();
    const machinery = await holdChunk(page, '/assets/blocks.js');
    // not awaited: the page's load may wait for the held chunk
    const loading = goto('/block-boot', { boot: false }).catch(() => {});
    await machinery.requested;
    await page.waitForFunction(() => document.documentElement.getAttribute('data-runtime-lifecycle') === 'initialised');
    // No block has a lifecycle yet: the core keeps what the visitor does inside one.
    expect(await state(page, '#story-slides')).toBeNull();
    await page.evaluate(() => {
      const block = document.getElementById('story-slides')!;
      block.dataset.clicks = '0';
      block.addEventListener('click', () => void (block.dataset.clicks = String(Number(block.dataset.clicks) + 1)));
    });
    const slide = page.locator('#story-slides figure').first();
    await slide.scrollIntoViewIfNeeded();
    await slide.click();
    expect(await page.getAttribute('#story-slides', 'data-clicks')).toBe('0');
    expect(assets).not.toContain('blocks/gallery.js');
    machinery.release();
    await booted(page, '#story-slides');
    const index = () => page.evaluate(() => window.visitorRuntime!.actors.get('story-slides')?.getSnapshot().context.index);
    await expect.poll(index).toBe(1);
    await settle();
    expect(await page.getAttribute('#story-slides', 'data-clicks')).toBe('1');
    expect(await index()).toBe(1);
    await loading;
  });

  it('a published form typed into before it has mounted keeps every character and the caret', async () => {
    const opened = await fixture.newPage();
    const chunk = await holdChunk(opened.page, '/assets/blocks/form.js');
    await opened.goto('/published/form-legacy.html', { boot: false });
    const { page } = opened;
    await chunk.requested;
    const first = page.locator('.sqs-block[data-block-type="9"] input[name="fname"]');
    await first.click();
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getAttribute('.sqs-block[data-block-type="9"]', 'data-block-state')).toBe('loading');
    chunk.release();
    await booted(page, '.sqs-block[data-block-type="9"]');
    // The view's own field: every character, the caret two from the end, and typing goes on where it was.
    const field = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement;
      return { value: active.value, start: active.selectionStart, end: active.selectionEnd, view: active.id.includes(':field:') };
    });
    expect(field).toEqual({ value: 'Ada Lovelace', start: 10, end: 10, view: true });
    await page.keyboard.type('!');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Ada Lovela!ce');
  });

  it('page-wide work the visitor does not see (tracking, the performance collector) waits for the blocks of the first viewport', async () => {
    // The clock is held so that the longest wait (FIRST_BLOCKS_WAIT_MS) cannot end it, however slow the machine.
    const after = fixture.lastRowId();
    const opened = await fixture.newPage({ heldClock: Date.parse('2026-06-01T09:00:00Z') });
    const chunk = await holdChunk(opened.page, '/assets/blocks/form.js');
    await opened.goto('/published/form-legacy.html', { boot: false });
    await chunk.requested;
    const form = '.sqs-block[data-block-type="9"]';
    expect(await opened.page.getAttribute(form, 'data-block-state')).toBe('loading');
    // The core asked for blocks.js and the form's chunk; tracking and the performance collector used to be asked for
    // with blocks.js, and to start as soon as they arrived, while the form waited.
    expect(opened.assets).toContain('blocks.js');
    expect(opened.assets).not.toContain('tracking.js');
    expect(opened.assets).not.toContain('telemetry/performance.js');
    chunk.release();
    await booted(opened.page, form);
    await expect.poll(() => ['tracking.js', 'telemetry/performance.js'].filter((file) => !opened.assets.includes(file))).toEqual([]);
  });
});

describe("a block whose chunk does not load: 'Loading chunk failed', its markup kept, a press inside it tries again", () => {
  const LOADING_CHUNK_FAILED = /^\[visitor-runtime\] Block "accordion" \(#questions\): Loading chunk failed \((.+)\)\.$/;
  /** The error reports the server stored after row `after`, each event of each batch. */
  const reportsSince = (after: number) => fixture.stored({ kind: 'error-report', after }).flatMap((row) => row.payload as ErrorReportEvent[]);
  /** The report of the failure: its message the console's, its trail ending in the block's step to chunkFailed. */
  const expectFailureReport = (reports: ErrorReportEvent[], reason: string) => {
    expect(reports.map((report) => report.data.message)).toEqual([`Block "accordion" (#questions): Loading chunk failed (${reason}).`]);
    expect(reports[0]!.trail!.at(-1)).toEqual({
      ms: expect.any(Number),
      actor: 'questions:lifecycle',
      chart: 'blockLifecycle',
      block: 'questions',
      kind: 'accordion',
      from: 'loading',
      to: 'chunkFailed',
      event: reason.startsWith('timeout') ? 'xstate.after.chunkTimeout.blockLifecycle.loading' : 'xstate.error.actor.mountBlock',
    });
  };

  it('a chunk the server answers with 500', async () => {
    let refusals = 0;
    const after = fixture.lastRowId();
    const { page, errors, settle } = await fixture.open('/block-boot', {
      beforeGoto: (page) => page.route('**/assets/blocks/accordion.js', (route) => (refusals++ === 0 ? route.fulfill({ status: 500, body: 'down' }) : route.continue())),
    });
    await settle();
    await page.locator('#questions').scrollIntoViewIfNeeded();
    await page.locator('#questions[data-block-state="failed"]').waitFor();
    await expect.poll(() => errors().filter((text) => LOADING_CHUNK_FAILED.test(text))).toHaveLength(1);
    const reason = LOADING_CHUNK_FAILED.exec(errors().find((text) => LOADING_CHUNK_FAILED.test(text))!)![1]!;
    // one error report (sent 1 s after the error), whose trail ends in the block's step to chunkFailed
    await expect.poll(() => reportsSince(after)).toHaveLength(1);
    expectFailureReport(reportsSince(after), reason);
    expect(await page.locator('#questions p').textContent()).toContain('When are you open?');
    expect(await page.locator(`#questions ${accordionAnatomy.selector('trigger')}`).count()).toBe(0);

    await page.locator('#questions p').click();
    await booted(page, '#questions');
    expect(refusals).toBe(2);
    expect(await page.locator(`#questions ${accordionAnatomy.selector('trigger')}`).count()).toBe(2);
    await settle();
    expect(reportsSince(after)).toHaveLength(1);
  });

  it("a chunk that never answers: failed once the block's clock passes 120 s", async () => {
    const after = fixture.lastRowId();
    const opened = await fixture.newPage({ heldClock: Date.parse('2026-06-01T09:00:00Z') });
    const chunk = await holdChunk(opened.page, '/assets/blocks/accordion.js');
    await opened.goto('/block-boot');
    await opened.page.locator('#questions').scrollIntoViewIfNeeded();
    await chunk.requested;
    await opened.page.locator('#questions[data-block-state="loading"]').waitFor();
    await opened.page.clock.runFor(119_000);
    expect(await state(opened.page, '#questions')).toBe('loading');
    await opened.page.clock.runFor(1_000);
    await opened.page.locator('#questions[data-block-state="failed"]').waitFor();
    await expect.poll(() => opened.errors().filter((text) => LOADING_CHUNK_FAILED.test(text))).toEqual([
      '[visitor-runtime] Block "accordion" (#questions): Loading chunk failed (timeout 120 s).',
    ]);
    // the report leaves 1 s (the reporter's debounce, on the page's clock) after the reporter's chunk has come
    await expect.poll(async () => (await opened.page.clock.runFor(DEBOUNCE_MS), reportsSince(after).length)).toBe(1);
    expectFailureReport(reportsSince(after), 'timeout 120 s');
    chunk.release();
  });
});
