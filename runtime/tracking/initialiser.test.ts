// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANGE_EVENT } from '../consent/policy';
import { recordConsent } from '../consent/record';
import { siteContextSchema } from '../schemas/site-context';
import { trackingInitialiser } from './initialiser';

const chunk = vi.hoisted(() => ({ stop: vi.fn(), startTracking: vi.fn() }));
vi.mock('./index', () => ({ startTracking: chunk.startTracking }));

/** happy-dom's address. */
const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
const site = (extra: Record<string, unknown> = {}) => siteContextSchema.parse({ pageType: 2, ...extra });
const start = (extra?: Record<string, unknown>) => trackingInitialiser({ document, site: site(extra) }) as () => void;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const clearCookies = () => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
};

beforeEach(() => {
  setUrl('http://localhost:4173/about');
  chunk.startTracking.mockReset().mockReturnValue(chunk.stop);
  chunk.stop.mockReset();
});
afterEach(clearCookies);

describe('tracking initialiser (core side)', () => {
  it('downloads and starts the chunk when tracking is allowed and the page is not skipped', async () => {
    const destroy = start();
    await settle();
    expect(chunk.startTracking).toHaveBeenCalledOnce();
    expect(chunk.startTracking.mock.calls[0]![0]).toBe(document);
    destroy();
    expect(chunk.stop).toHaveBeenCalledExactlyOnceWith('destroyed');
  });

  it('under a restrictive policy starts nothing and clears the tracking cookies until the visitor accepts', async () => {
    document.cookie = 'ss_cvr=v|1|1|1|1|1; Path=/';
    const destroy = start(RESTRICTIVE);
    await settle();
    expect(chunk.startTracking).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('ss_cvr');
    document.cookie = 'ss_consent=1; Path=/';
    document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'accepted' } }));
    await settle();
    expect(chunk.startTracking).toHaveBeenCalledOnce();
    recordConsent('declined');
    // told why, so the chunk also removes what it kept in storage
    expect(chunk.stop).toHaveBeenCalledExactlyOnceWith('refused');
    destroy();
  });

  it('never starts on a skipped page, whatever the consent', async () => {
    for (const extra of [
      { pageType: 100 },
      { pageType: 102 },
      { pageType: 103 },
      { pageType: 106 },
      { trackingDisabled: true },
      { authenticatedAccount: { id: 'o1' }, websiteRoles: { o1: ['owner'] } },
    ]) {
      const destroy = start(extra);
      await settle();
      destroy();
    }
    setUrl('http://localhost:4173/search');
    start()();
    await settle();
    expect(chunk.startTracking).not.toHaveBeenCalled();
  });

  it('starts for a signed-in viewer outside /config', async () => {
    const viewer = { authenticatedAccount: { id: 'v1' }, websiteRoles: { v1: ['viewer'] } };
    const destroy = start(viewer);
    await settle();
    expect(chunk.startTracking).toHaveBeenCalledOnce();
    destroy();
  });

  it('does not start a chunk that arrives after destroy', async () => {
    start()();
    await settle();
    expect(chunk.startTracking).not.toHaveBeenCalled();
  });
});
