import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_SANDBOX } from '../../machines/embed/rules';
import { BLOCK_STATE_ATTRIBUTE } from '../../machines/block-lifecycle/connect';
import { thirdPartyAnatomy } from '../../machines/third-party/anatomy';
import { videoAnatomy } from '../../machines/video/anatomy';
import { consentNotice } from '../../machines/third-party/connect';
import { TABLE_BOOKING_NOTICE } from '../../machines/third-party/notice';
import { axeViolations } from './axe';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// The third-party blocks in Chromium on scripts/demo-site/third-party*.html, the audio blocks on audio.html and the
// embeds on embed.html (visitor-runtime §2, §7, §8): SoundCloud's
// player and the vendors' scripts are the reference server's stand-ins; nothing leaves for another origin. The page
// is tall enough that every block is near the first viewport, so all boot at load.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const TALL = { contextOptions: { viewport: { width: 1024, height: 2400 } } };
const SCRIPT_BLOCKS = ['appointments', 'registry', 'registry-2', 'table', 'opentable'];

const state = (page: Page, id: string) =>
  page.evaluate((blockId) => window.visitorRuntime!.actors.get(blockId)?.getSnapshot().value as string | undefined, id);
const notice = (page: Page, id: string) => page.locator(`#${id} ${thirdPartyAnatomy.selector('notice')}`);
const standInRuns = (page: Page) => page.evaluate(() => (window as { vendorStandInRuns?: Record<string, number> }).vendorStandInRuns ?? {});
const offSite = (page: Page, requests: { url(): string }[]) => requests.map((r) => r.url()).filter((url) => new URL(url).origin !== new URL(page.url()).origin);

describe('third-party blocks', () => {
  it("load SoundCloud's player and each vendor's script once per address; an invalid SoundCloud address is logged", async () => {
    const { page, requests, requestsTo, errors, settle } = await fixture.open('/third-party', TALL);
    for (const id of ['listen', ...SCRIPT_BLOCKS]) await expect.poll(() => state(page, id), { message: id }).toBe('loaded');
    // SoundCloud's player is a titled frame showing the track; the vendors' scripts drew their widgets.
    const player = page.frameLocator(`#listen ${thirdPartyAnatomy.selector('player')}`);
    expect(await player.locator('[data-track]').textContent()).toBe('https://soundcloud.com/demo-bakery/morning-bake');
    expect(await page.locator(`#listen ${thirdPartyAnatomy.selector('player')}`).getAttribute('title')).toBe('SoundCloud player');
    expect(await page.locator('#registry [data-vendor-widget]').textContent()).toBe('Zola registry widget (stand-in)');
    expect(await page.locator('#opentable [data-vendor-widget]').textContent()).toBe('OpenTable widget (stand-in)');
    expect(await standInRuns(page)).toEqual({ acuity: 1, zola: 1, 'table-booking': 1, opentable: 1 });
    expect(requestsTo('/vendor/zola.js')).toHaveLength(1);

    expect(await state(page, 'listen-broken')).toBe('invalid');
    await settle();
    expect(errors()).toEqual(['[visitor-runtime] Invalid SoundCloud URL (#listen-broken: "https://example.com/not-a-track")']);
    expect(await page.locator(`#listen-broken ${thirdPartyAnatomy.selector('player')}`).count()).toBe(0);
    expect(offSite(page, requests)).toEqual([]);
    expect(await axeViolations(page)).toBe('');
  });

  it('under a restrictive policy, loads nothing until the visitor accepts cookies, then everything', async () => {
    const { page, requests, requestsTo, settle } = await fixture.open('/third-party-consent', TALL);
    for (const id of ['listen', ...SCRIPT_BLOCKS, 'follow']) await expect.poll(() => state(page, id), { message: id }).toBe('awaitingConsent');
    await settle();
    // The follow button's script tracks too: not requested before consent (issue 37).
    expect(requestsTo(['/vendor/', '/soundcloud/', '/follow/'])).toEqual([]);
    expect(await notice(page, 'registry').textContent()).toBe(consentNotice('Zola'));
    expect(await notice(page, 'listen').textContent()).toBe(consentNotice('SoundCloud'));
    expect(await axeViolations(page)).toBe('');

    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    for (const id of ['listen', ...SCRIPT_BLOCKS]) await expect.poll(() => state(page, id), { message: id }).toBe('loaded');
    await expect.poll(() => state(page, 'follow')).toBe('shown');
    expect(await notice(page, 'registry').count()).toBe(0);
    expect(await page.locator('#appointments [data-vendor-widget]').textContent()).toBe('Acuity Scheduling widget (stand-in)');
    expect(offSite(page, requests)).toEqual([]);
  });

  it("shows a logged-in owner the table-booking notice instead of the two booking kinds' widgets", async () => {
    const { page, requestsTo, settle } = await fixture.open('/third-party-owner', TALL);
    for (const id of ['table', 'opentable']) await expect.poll(() => state(page, id), { message: id }).toBe('preview');
    await expect.poll(() => state(page, 'appointments')).toBe('loaded');
    await settle();
    expect(await notice(page, 'table').textContent()).toBe(TABLE_BOOKING_NOTICE);
    expect(await notice(page, 'opentable').textContent()).toBe(TABLE_BOOKING_NOTICE);
    expect(requestsTo(['/vendor/table-booking.js', '/vendor/opentable.js'])).toEqual([]);
    expect(await axeViolations(page)).toBe('');
  });
});

describe('addresses from block data (docs/security.md "The vendor table")', () => {
  const lifecycle = (page: Page, id: string) => page.locator(`#${id}`).getAttribute(BLOCK_STATE_ATTRIBUTE);

  it('a javascript: player, a data: follow script, a javascript: embed, an unlisted script host and an unlisted captcha script run and request nothing; each block keeps its fallback', async () => {
    const { page, requests, errors, settle } = await fixture.open('/probes/vendor-refusals', TALL);
    // The good SoundCloud block beside them plays: one refusal takes no other block down.
    await expect.poll(() => state(page, 'listen')).toBe('loaded');
    for (const id of ['listen-probe', 'appointments-probe']) await expect.poll(() => state(page, id), { message: id }).toBe('invalid');
    for (const id of ['follow-probe', 'video-probe', 'captcha-probe']) await expect.poll(() => lifecycle(page, id), { message: id }).toBe('failed');
    await settle();
    // Nothing of theirs is in the page: no frame, no script, no play button; so nothing ran (issue 37's probes).
    expect(await page.locator('#listen-probe iframe, #video-probe iframe, #video-probe button').count()).toBe(0);
    expect(await page.locator('script[src^="data:"], script[src*="tracker.invalid"], iframe[src^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { x?: unknown }).x)).toBeUndefined();
    expect(requests.map((r) => r.url()).filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
    expect(await page.locator('#follow-probe a').getAttribute('href')).toBe('https://x.com/d');
    expect(await page.locator('#video-probe a').textContent()).toBe('Watch it elsewhere');
    expect(await page.locator('#appointments-probe a').textContent()).toBe('Book by phone');
    expect(await page.locator('#captcha-probe form, #captcha-probe input').count()).toBe(0);
    expect(await page.locator('#captcha-probe a').textContent()).toBe('Write to us');
    // One console error each, naming the block, the field, the address and its problem.
    expect(errors().sort()).toEqual([
      '[visitor-runtime] Block "follow" (#follow-probe) is skipped: its scriptUrl "data:text/javascript,window.x=document.domain" is refused (it is not an https address).',
      '[visitor-runtime] Block "form" (#captcha-probe) is skipped: its captcha.scriptUrl "https://tracker.invalid/recaptcha/api.js" is refused (tracker.invalid is not a host of reCAPTCHA).',
      '[visitor-runtime] Block "video" (#video-probe) is skipped: its embed address "javascript:top.x=document.domain" is refused (it is not an https address).',
      '[visitor-runtime] The Acuity Scheduling block #appointments-probe loads nothing: its data-script-src "https://tracker.invalid/acuity.js" is refused (tracker.invalid is not a host of Acuity Scheduling).',
      '[visitor-runtime] The SoundCloud block #listen-probe loads nothing: its playerUrl "javascript:void(top.x=document.domain)//" is refused (it is not an https address).',
    ]);
  });
});

describe('audio blocks', () => {
  const PROVIDER_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com)\//;
  const audio = (page: Page, id: string) => page.locator(`#${id} audio`);
  /** Plays an audio block as its native play control does (the element's own play(), after a gesture on the page). */
  const play = (page: Page, id: string) => audio(page, id).evaluate((media: HTMLAudioElement) => media.play());
  const paused = (page: Page, id: string) => audio(page, id).evaluate((media: HTMLAudioElement) => media.paused);
  const videoState = (page: Page) => page.locator(`#video-bunny ${videoAnatomy.selector('root')}`).getAttribute('data-state');

  it('keep native controls and play one at a time, together with the videos', async () => {
    const { page, requests } = await fixture.open('/audio', {
      ...TALL,
      beforeGoto: (opened) => opened.route(PROVIDER_HOSTS, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player stand-in</p>' })),
    });
    for (const id of ['audio-bake', 'audio-oven']) await expect.poll(() => state(page, id), { message: id }).toBe('paused');
    expect(await audio(page, 'audio-bake').getAttribute('controls')).toBe('');
    expect(await axeViolations(page)).toBe('');

    await page.mouse.click(1, 1);
    await play(page, 'audio-bake');
    await expect.poll(() => state(page, 'audio-bake')).toBe('playing');
    expect(await page.locator('#audio-bake').getAttribute('data-state')).toBe('playing');

    // The second recording starts: the first pauses.
    await play(page, 'audio-oven');
    await expect.poll(() => state(page, 'audio-bake')).toBe('paused');
    expect(await paused(page, 'audio-bake')).toBe(true);
    expect(await state(page, 'audio-oven')).toBe('playing');

    // The video plays: the recording pauses.
    await page.click(`#video-bunny ${videoAnatomy.selector('play')}`);
    await expect.poll(() => videoState(page)).toBe('playing');
    await expect.poll(() => state(page, 'audio-oven')).toBe('paused');
    expect(await paused(page, 'audio-oven')).toBe(true);

    // A recording plays again: the video returns to its picture.
    await play(page, 'audio-bake');
    await expect.poll(() => videoState(page)).not.toBe('playing');
    expect(await state(page, 'audio-bake')).toBe('playing');
    expect(offSite(page, requests).filter((url) => !PROVIDER_HOSTS.test(url))).toEqual([]);
  });
});

describe('embed blocks', () => {
  const frame = (page: Page, id: string) => page.locator(`#${id} iframe[data-embed-frame]`);
  // The lifecycle chart's view: a block that has had no event yet is in the chart's initial state without an actor.
  const lifecycle = (page: Page, id: string) => page.locator(`#${id}`).getAttribute(BLOCK_STATE_ATTRIBUTE);

  it("show the owner's html in a sandboxed frame of its own origin, attached only as the block nears the viewport", async () => {
    const { page, settle } = await fixture.open('/embed');
    await frame(page, 'hours').waitFor({ state: 'attached' });
    expect(await frame(page, 'hours').getAttribute('sandbox')).toBe(EMBED_SANDBOX);
    expect(await frame(page, 'hours').getAttribute('title')).toBe('Opening hours');
    // The html's script ran, in an opaque origin that cannot read the site's cookies.
    await expect.poll(() => page.frameLocator('#hours iframe').locator('#sandbox').textContent()).toBe('origin null, site cookies not readable');
    expect(await page.locator('#hours > p').isHidden()).toBe(true);

    // The far block waits, its html not in the page, until it is scrolled near.
    expect(await lifecycle(page, 'find-us')).toBe('dormant');
    await settle();
    expect(await frame(page, 'find-us').count()).toBe(0);
    expect(await page.locator('#find-us > p').textContent()).toBe('Find us at 1 Bread Street.');
    await page.locator('#find-us').scrollIntoViewIfNeeded();
    await frame(page, 'find-us').waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toBe('');
  });
});
