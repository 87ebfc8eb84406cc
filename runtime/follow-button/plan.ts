import type { FollowButtonInput } from '../../machines/follow-button/machine';
import { vendorAllowed } from '../consent/vendor-consent';
import type { FollowButtonConfig } from './follow-button.schema';
import type { SiteContext } from '../schemas/site-context';
import { refusal, vendorAddressOf, VENDORS, type VendorSetting } from '../vendors';

/**
 * What a follow button starts with, or why it is skipped (pure over the configuration, the page's consent and vendor
 * setting): its script through the vendor table (the network's real script by default, the stand-in under the page's
 * setting); its profile link an https address (a link is no vendor, but a `javascript:` one would run as the site on
 * a click). The script tracks: it waits for the page's rule (consent under a restrictive policy).
 */
export function planFollowButton(
  config: FollowButtonConfig,
  site: Pick<SiteContext, 'cookieSettings'>,
  setting: VendorSetting,
): { input: FollowButtonInput; profileUrl: string } | { skipped: string } {
  const script = vendorAddressOf('follow', config.scriptUrl, 'scriptUrl', setting);
  if (!script.ok) return { skipped: script.refusal };
  if (!isHttps(config.profileUrl)) return { skipped: refusal('profileUrl', config.profileUrl, 'it is not an https address') };
  return {
    input: { username: config.username, scriptUrl: script.href, consented: !VENDORS.follow.tracks || vendorAllowed(site) },
    profileUrl: config.profileUrl,
  };
}

function isHttps(address: string): boolean {
  try {
    return /^https:\/\//i.test(address.trim()) && new URL(address).protocol === 'https:';
  } catch {
    return false;
  }
}
