import type { ThirdPartyKind } from './types';

/** visitor-runtime §8: logged for a SoundCloud block whose track address is not SoundCloud's. */
export const INVALID_SOUNDCLOUD_URL = 'Invalid SoundCloud URL';

/** How the visitor and the console name each kind's vendor. */
export const VENDOR_NAMES: Record<ThirdPartyKind, string> = {
  soundcloud: 'SoundCloud',
  acuity: 'Acuity Scheduling',
  zola: 'Zola',
  'table-booking': 'table booking',
  opentable: 'OpenTable',
};

const SOUNDCLOUD_HOSTS = new Set(['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com', 'api.soundcloud.com', 'on.soundcloud.com']);
// A path segment as SoundCloud writes them: letters, digits, '-' and '_' (no dots, no encoded characters).
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * The track (or set, or profile) a SoundCloud block plays, as an https address, or null when `value` is not one: an
 * absolute http(s) address on soundcloud.com (www., m.), api.soundcloud.com or on.soundcloud.com, with at least one
 * path segment of SoundCloud's characters, no credentials and no port. Its query is kept (a private track's
 * secret_token); its fragment is not. Surrounding spaces are ignored; a protocol-less `soundcloud.com/…` is accepted
 * as owners paste it.
 */
export function soundcloudTrackUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const written = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port || !SOUNDCLOUD_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (!segments.length || !segments.every((segment) => SEGMENT.test(segment))) return null;
  return `https://${url.hostname}/${segments.join('/')}${url.search}`;
}

/**
 * The player's address for a track: `playerUrl` (absolute, already taken by the runtime's vendor table) with the
 * track as its `url` parameter (SoundCloud's widget API). Only the query changes: the player stays where it was.
 */
export function soundcloudPlayerUrl(playerUrl: string, trackUrl: string): string {
  const url = new URL(playerUrl);
  url.searchParams.set('url', trackUrl);
  return url.href;
}
