// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { siteContextSchema } from '../../schemas/site-context';
import { isBadgeTypeNone, shouldShowSiteBadge, siteBadgeFacts, siteBadgeFeature, SITE_BADGE_SELECTOR, SITE_BADGE_TEXT } from './site-badge';

const versions = ['7', '7.1', '8', 7, 7.1, 8, undefined] as const;
const badgeTypes = [undefined, 'none', 'NONE', ' none ', 'default', 'light', '', 0, null] as const;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('shouldShowSiteBadge (visitor-runtime §6)', () => {
  it('shows for a logged-in account unless template version 7.1 or badge type none, on every combination', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...versions), fc.constantFrom(...badgeTypes), (loggedIn, templateVersion, badgeType) => {
        const is71 = templateVersion === '7.1' || templateVersion === 7.1;
        const none = typeof badgeType === 'string' && badgeType.trim().toLowerCase() === 'none';
        expect(shouldShowSiteBadge({ loggedIn, templateVersion, badgeType })).toBe(loggedIn && !is71 && !none);
      }),
    );
    expect(isBadgeTypeNone('nonee')).toBe(false);
  });

  it('reads the facts from authenticatedAccount, templateVersion and tweakJSON badgeType', () => {
    const site = siteContextSchema.parse({ authenticatedAccount: { id: 'a' }, templateVersion: 8, tweakJSON: { badgeType: 'none' } });
    expect(siteBadgeFacts(site)).toEqual({ loggedIn: true, templateVersion: 8, badgeType: 'none' });
  });
});

describe('siteBadgeFeature', () => {
  it('renders a labelled badge link to the configuration panel of this page; destroy removes it', () => {
    const destroy = siteBadgeFeature({ document, site: siteContextSchema.parse({ authenticatedAccount: { id: 'a' }, templateVersion: '7' }) })!;
    const badge = document.querySelector(SITE_BADGE_SELECTOR)!;
    expect(badge.getAttribute('aria-label')).toBe('Site badge');
    const link = badge.querySelector('a')!;
    expect(link.textContent).toBe(SITE_BADGE_TEXT);
    expect(link.getAttribute('href')).toBe(`/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`);
    destroy();
    expect(document.querySelector(SITE_BADGE_SELECTOR)).toBeNull();
  });

  it('renders nothing for a visitor, for template 7.1 or for badge type none', () => {
    for (const context of [
      { authenticatedAccount: null, templateVersion: '8' },
      { authenticatedAccount: { id: 'a' }, templateVersion: '7.1' },
      { authenticatedAccount: { id: 'a' }, templateVersion: '8', tweakJSON: { badgeType: 'none' } },
    ]) {
      expect(siteBadgeFeature({ document, site: siteContextSchema.parse(context) })).toBeUndefined();
      expect(document.querySelector(SITE_BADGE_SELECTOR)).toBeNull();
    }
  });
});
