import type { VideoInput } from '../../machines/video/machine';
import { embedSource } from '../../machines/video/rules';
import { refusal, vendorAddress, VENDORS, VIDEO_VENDORS, type VendorSetting } from '../vendors';

/**
 * A video's player for the chart's input: the embed's address (`embedSource`: its iframe's src, an Embedly wrapper
 * unwrapped) through the vendor table, on a video provider's host (YouTube, Vimeo, Wistia, Animoto), with that
 * provider's frame policy; `player: null` for html that names no address (the chart's 'Invalid video embed.'); or,
 * for an address the table refuses, what the console says (a `javascript:` player would run as the site).
 */
export function videoPlayer(html: string, setting: VendorSetting): { player: VideoInput['player'] } | { refused: string } {
  const given = embedSource(html);
  if (given === null) return { player: null };
  const verdict = vendorAddress(given, VIDEO_VENDORS, setting);
  if (!verdict.ok) return { refused: refusal('embed address', given, verdict.problem) };
  return { player: { source: verdict.href, frame: VENDORS[verdict.vendor].frame } };
}
