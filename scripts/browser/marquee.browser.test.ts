import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { marqueeAnatomy } from '../../machines/marquee/anatomy';
import { openAsSent } from './as-sent';
import { axeViolations } from './axe';
import { openBrowserFixture, screenshot, type BrowserFixture } from './fixture';

// The marquee block (scripts/demo-site/marquee.html) in Chromium: it runs while visible and reduced motion is not
// preferred, pauses on hover when configured and for the pause control (WCAG 2.2.2), and moves on the compositor.

let fixture: BrowserFixture;
beforeAll(async () => (fixture = await openBrowserFixture()));
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** The chart's motion state and what the browser's animation of the track is doing. */
const motion = (page: Page, id: string) =>
  page.evaluate(
    ([id, track]) => {
      const chart = window.visitorRuntime!.actors.get(id)?.getSnapshot() as { value: { motion: string } } | undefined;
      const animation = document.querySelector(`#${id} ${track}`)?.getAnimations()[0];
      return { chart: chart?.value.motion, animation: animation?.playState };
    },
    [id, marqueeAnatomy.selector('track')] as const,
  );
const layoutState = (page: Page, id: string) =>
  page.evaluate((id) => (window.visitorRuntime!.actors.get(id)!.getSnapshot() as { value: { layout: string } }).value.layout, id);
const control = (page: Page, id: string) => page.locator(`#${id} ${marqueeAnatomy.selector('control')}`);

describe('marquee block', () => {
  it('runs while in view and stops out of it; the track moves by its animation alone, no DOM write per frame', async () => {
    const { page, errors, bootEveryBlock } = await fixture.open('/marquee');
    await bootEveryBlock();
    await expect.poll(() => motion(page, 'specials')).toEqual({ chart: 'running', animation: 'running' });
    // booted out of view (three viewports down): stopped
    await expect.poll(() => motion(page, 'far')).toEqual({ chart: 'stopped', animation: 'paused' });

    // Ten frames of a running marquee: the track has moved, and nothing in the block was written.
    const frames = await page.evaluate(async (track) => {
      const block = document.querySelector('#specials')!;
      const animation = block.querySelector(track)!.getAnimations()[0]!;
      const writes: MutationRecord[] = [];
      const observer = new MutationObserver((records) => writes.push(...records));
      observer.observe(block, { attributes: true, childList: true, subtree: true, characterData: true });
      const start = Number(animation.currentTime);
      for (let i = 0; i < 10; i++) await new Promise(requestAnimationFrame);
      observer.disconnect();
      return { moved: Number(animation.currentTime) - start, writes: writes.length + observer.takeRecords().length };
    }, marqueeAnatomy.selector('track'));
    expect(frames.moved).toBeGreaterThan(0);
    expect(frames.writes).toBe(0);

    await page.locator('#far').scrollIntoViewIfNeeded();
    await expect.poll(() => motion(page, 'far')).toEqual({ chart: 'running', animation: 'running' });
    await expect.poll(() => motion(page, 'specials')).toEqual({ chart: 'stopped', animation: 'paused' });
    expect(errors()).toEqual([]);
  });

  it('stops under reduced motion (no control then), and runs once the preference is lifted', async () => {
    const { page, bootEveryBlock } = await fixture.open('/marquee', { beforeGoto: (p) => p.emulateMedia({ reducedMotion: 'reduce' }) });
    await bootEveryBlock();
    await expect.poll(() => motion(page, 'news')).toEqual({ chart: 'stopped', animation: 'paused' });
    expect(await control(page, 'news').isHidden()).toBe(true);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(() => motion(page, 'news')).toEqual({ chart: 'running', animation: 'running' });
    expect(await control(page, 'news').isVisible()).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => motion(page, 'news')).toEqual({ chart: 'stopped', animation: 'paused' });
  });

  it('pauses on hover where configured, and only there', async () => {
    const { page, bootEveryBlock } = await fixture.open('/marquee');
    await bootEveryBlock();
    await page.locator('#specials .Marquee').hover({ position: { x: 40, y: 10 } });
    await expect.poll(() => motion(page, 'specials')).toEqual({ chart: 'paused', animation: 'paused' });
    await page.locator('h1').hover();
    await expect.poll(() => motion(page, 'specials')).toEqual({ chart: 'running', animation: 'running' });
    // #news is not paused on hover: once its chart has the pointer, it still runs
    await page.locator('#news .Marquee').hover({ position: { x: 40, y: 10 } });
    await expect.poll(() => page.evaluate(() => (window.visitorRuntime!.actors.get('news')!.getSnapshot() as { context: { hovered: boolean } }).context.hovered)).toBe(true);
    expect(await motion(page, 'news')).toEqual({ chart: 'running', animation: 'running' });
  });

  it('the control pauses and resumes, by pointer and by keyboard, and says what it will do', async () => {
    const { page, bootEveryBlock } = await fixture.open('/marquee');
    await bootEveryBlock();
    await page.getByRole('button', { name: 'Pause scrolling text' }).nth(1).click();
    await expect.poll(() => motion(page, 'news')).toEqual({ chart: 'paused', animation: 'paused' });
    expect(await control(page, 'news').getAttribute('aria-label')).toBe('Play scrolling text');
    expect(await control(page, 'news').textContent()).toBe('Play');
    // the pointer leaving does not undo the visitor's pause
    await page.locator('h1').hover();
    expect((await motion(page, 'news')).chart).toBe('paused');
    await control(page, 'news').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => motion(page, 'news')).toEqual({ chart: 'running', animation: 'running' });
    expect(await control(page, 'news').getAttribute('aria-label')).toBe('Pause scrolling text');
    await screenshot(page, 'marquee');
  });

  it('lays the items out again 1000 ms after the last resize, adding copies to fill a wider line', async () => {
    const { page, bootEveryBlock } = await fixture.open('/marquee', { clock: true, contextOptions: { viewport: { width: 800, height: 700 } } });
    await bootEveryBlock();
    await page.clock.pauseAt(Date.now() + 60_000);
    const copies = () => page.locator('#news [data-marquee-copy]').count();
    const before = await copies();
    await page.setViewportSize({ width: 2400, height: 700 });
    await expect.poll(() => layoutState(page, 'news')).toBe('waiting');
    await page.clock.runFor(999);
    expect(await layoutState(page, 'news')).toBe('waiting');
    expect(await copies()).toBe(before);
    await page.clock.runFor(1);
    await expect.poll(() => layoutState(page, 'news')).toBe('settled');
    expect(await copies()).toBeGreaterThan(before);
    // the items still fill the line: the last group ends past the block's right edge plus one group
    const filled = await page.evaluate(() => {
      const block = document.querySelector('#news .Marquee')!.getBoundingClientRect();
      const groups = Array.from(document.querySelectorAll('#news .Marquee-items'), (g) => g.getBoundingClientRect());
      return groups.reduce((sum, g) => sum + g.width, 0) >= block.width + groups[0]!.width;
    });
    expect(filled).toBe(true);
  });

  it('boots a published marquee (code 70) with its direction and speed, and adds the control', async () => {
    const { page, errors, bootEveryBlock } = await fixture.open('/published/marquee.html');
    await bootEveryBlock();
    const id = 'block-larch-marquee';
    await expect.poll(() => motion(page, id)).toEqual({ chart: 'running', animation: 'running' });
    // left at speed 1.0: the track moves towards negative x
    const offsets = await page.evaluate((id) => {
      const track = document.querySelector(`#${id} .Marquee-body`)!;
      const keyframes = track.getAnimations()[0]!.effect as KeyframeEffect;
      return keyframes.getKeyframes().map((frame) => frame.transform);
    }, id);
    expect(offsets[0]).toBe('translateX(0px)');
    expect(offsets[1]).toMatch(/^translateX\(-\d+(\.\d+)?px\)$/);
    expect(await page.getByRole('button', { name: 'Pause scrolling text' }).count()).toBe(1);
    expect(await axeViolations(page)).toBe('');
    expect(errors()).toEqual([]);
  });

  it('has no axe-core violations, and destroy gives the server its markup back', async () => {
    const { page, asSent, markup } = await openAsSent(fixture, '/marquee', 'main');
    expect(await axeViolations(page)).toBe('');
    await page.evaluate(() => window.visitorRuntime!.destroy());
    expect(await markup()).toBe(asSent);
  });
});
