import { soundcloudPlayerUrl, soundcloudTrackUrl, vendorScriptUrl } from '../../machines/third-party/rules';

/** The block's own address (SoundCloud's track; the others' script) as written, and what the chart loads from it. */
export interface ThirdPartySource {
  given: string | null;
  source: string | null;
}

/** A SoundCloud block's player address, from its track (null: 'Invalid SoundCloud URL'), read against the page's address. */
export function soundcloudSource(config: { url: string; playerUrl: string }, pageUrl: string = location.href): ThirdPartySource {
  const track = soundcloudTrackUrl(config.url);
  return { given: config.url, source: track && soundcloudPlayerUrl(config.playerUrl, track, pageUrl) };
}

/**
 * A script kind's address: the block's `data-script-src` (visitor-runtime §7 "injected from the block's data
 * attributes"), read against the page's address.
 */
export function vendorScriptSource(element: HTMLElement, pageUrl: string = location.href): ThirdPartySource {
  const given = element.getAttribute('data-script-src');
  return { given, source: vendorScriptUrl(given, pageUrl) };
}
