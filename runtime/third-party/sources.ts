import type { FramePolicy } from '../../machines/shared/frame-policy';
import type { ThirdPartyInput } from '../../machines/third-party/machine';
import { tableBookingTreatment } from '../../machines/third-party/notice';
import { soundcloudPlayerUrl, soundcloudTrackUrl } from '../../machines/third-party/rules';
import type { ThirdPartyKind } from '../../machines/third-party/types';
import type { SiteContext } from '../schemas/site-context';
import { defaultVendorAddress, vendorAddress, VENDORS, type VendorSetting } from '../vendors';
import { vendorAllowed } from '../consent/vendor-consent';

/**
 * The block's own address and what the chart loads from it: `field` names where the address came from (the console
 * says it), `given` what it held, `source` the address as the vendor table (runtime/vendors.ts) took it (null when
 * not), `problem` why the table refused it (null when it did not: taken, or a SoundCloud track that is not one),
 * `frame` SoundCloud's player frame policy.
 */
export interface ThirdPartySource {
  field: 'url' | 'playerUrl' | 'data-script-src';
  given: string | null;
  source: string | null;
  problem: string | null;
  frame: FramePolicy | null;
}

/**
 * A SoundCloud block's player address: its `playerUrl` (SoundCloud's real player by default, or the stand-in under
 * the page's vendor setting) through the vendor table, with the track as its `url` parameter; none for a track that
 * is not SoundCloud's ('Invalid SoundCloud URL').
 */
export function soundcloudSource(config: { url: string; playerUrl?: string | undefined }, setting: VendorSetting): ThirdPartySource {
  const track = soundcloudTrackUrl(config.url);
  if (!track) return { field: 'url', given: config.url, source: null, problem: null, frame: null };
  const given = config.playerUrl ?? defaultVendorAddress('soundcloud', setting);
  const verdict = vendorAddress(given, ['soundcloud'], setting);
  return verdict.ok
    ? { field: 'playerUrl', given, source: soundcloudPlayerUrl(verdict.href, track), problem: null, frame: VENDORS.soundcloud.frame }
    : { field: 'playerUrl', given, source: null, problem: verdict.problem, frame: null };
}

/**
 * A script kind's address: the block's `data-script-src` (visitor-runtime §7 "injected from the block's data
 * attributes") through the vendor table, on the kind's vendor's hosts.
 */
export function vendorScriptSource(kind: Exclude<ThirdPartyKind, 'soundcloud'>, element: HTMLElement, setting: VendorSetting): ThirdPartySource {
  const given = element.getAttribute('data-script-src');
  const verdict = vendorAddress(given, [kind], setting);
  return verdict.ok
    ? { field: 'data-script-src', given, source: verdict.href, problem: null, frame: null }
    : { field: 'data-script-src', given, source: null, problem: verdict.problem, frame: null };
}

/**
 * The chart's input: the address, the owner's preview of the two table-booking kinds (visitor-runtime §2), and
 * whether the vendor may load now (a vendor the table marks as tracking waits for the page's rule).
 */
export function thirdPartyInput(kind: ThirdPartyKind, site: Pick<SiteContext, 'cookieSettings' | 'authenticatedAccount'>, { source, frame }: ThirdPartySource): ThirdPartyInput {
  const preview = (kind === 'table-booking' || kind === 'opentable') && tableBookingTreatment(site) === 'notice';
  return { kind, source, frame, preview, consented: !VENDORS[kind].tracks || vendorAllowed(site) };
}
