import type { FramePolicy } from '../machines/shared/frame-policy';
import type { SiteContext } from './schemas/site-context';

/**
 * The one vendor table (docs/security.md "The vendor table"). Block data is written by a site's editors and the
 * runtime never lets it become script: every address from block data (or the site context) that the page loads as a
 * script or shows in a frame passes `vendorAddress` here. It is taken only when it is an https address, on a host
 * the vendor's row lists, with no user name, password or port, and no space, control character or backslash
 * anywhere; a frame gets the row's sandbox and permissions; a vendor that tracks waits for the visitor's consent.
 *
 * Each vendor's default address is its real one. The reference server's stand-ins are used only through the one
 * setting, the site context's `vendorStandIns` (a base address, `"/"` on the reference server's demo pages): with
 * it, the defaults are the stand-ins under that base, and an address on the base's origin is taken for any vendor.
 */
export interface Vendor {
  /** How the console and the visitor name it. */
  name: string;
  /** What the page loads from it: a script (in `<head>`), a stylesheet or a frame. */
  use: 'script' | 'stylesheet' | 'frame';
  /** Its hosts, exactly (lower case, ASCII): no subdomain of them is taken. */
  hosts: readonly string[];
  /** A domain whose hosts one label under it are the vendor's (a site's own `<shortname>.disqus.com`). */
  hostsUnder?: string;
  /** Its real address, where a block has a default. */
  address?: string;
  /** The reference server's stand-in for it: a path under the site context's `vendorStandIns`. */
  standIn?: string;
  /** A frame's sandbox and permissions. */
  frame?: FramePolicy;
  /**
   * It sets cookies of its own and sees the visitor: it loads only once the page's one rule allows tracking
   * (runtime/consent/policy.ts: under a restrictive policy, after the visitor accepts).
   */
  tracks: boolean;
}

/**
 * A player of another origin keeps its own storage (`allow-same-origin` is its own origin's, not the site's) and runs
 * its own script; it may open its site in a new window, which is not sandboxed. No top navigation, no forms, no
 * modals.
 */
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';
const VIDEO_ALLOW = 'autoplay; fullscreen; picture-in-picture; encrypted-media';

export const VENDORS = {
  soundcloud: {
    name: 'SoundCloud',
    use: 'frame',
    hosts: ['w.soundcloud.com'],
    address: 'https://w.soundcloud.com/player/',
    standIn: '/soundcloud/player',
    frame: { sandbox: PLAYER_SANDBOX, allow: 'autoplay; encrypted-media' },
    tracks: true,
  },
  // The video players load only once the visitor presses Play (docs/video.md): the press is their request. YouTube
  // plays from its privacy-enhanced host, which sets no cookie before playing.
  youtube: {
    name: 'YouTube',
    use: 'frame',
    hosts: ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
    // Casting (the Presentation API) is the player's own button.
    frame: { sandbox: `${PLAYER_SANDBOX} allow-presentation`, allow: VIDEO_ALLOW },
    tracks: false,
  },
  vimeo: { name: 'Vimeo', use: 'frame', hosts: ['player.vimeo.com', 'vimeo.com'], frame: { sandbox: PLAYER_SANDBOX, allow: VIDEO_ALLOW }, tracks: false },
  wistia: { name: 'Wistia', use: 'frame', hosts: ['fast.wistia.net', 'fast.wistia.com'], frame: { sandbox: PLAYER_SANDBOX, allow: VIDEO_ALLOW }, tracks: false },
  animoto: { name: 'Animoto', use: 'frame', hosts: ['animoto.com', 'embed.animoto.com'], frame: { sandbox: PLAYER_SANDBOX, allow: VIDEO_ALLOW }, tracks: false },
  follow: {
    name: 'X (follow button)',
    use: 'script',
    hosts: ['platform.twitter.com'],
    address: 'https://platform.twitter.com/widgets.js',
    standIn: '/follow/widget.js',
    tracks: true,
  },
  acuity: { name: 'Acuity Scheduling', use: 'script', hosts: ['embed.acuityscheduling.com'], standIn: '/vendor/acuity.js', tracks: true },
  zola: { name: 'Zola', use: 'script', hosts: ['widget.zola.com'], standIn: '/vendor/zola.js', tracks: true },
  // The spec names no vendor for the booking widget kind (docs/decisions.md): Resy's widget.
  'table-booking': { name: 'table booking', use: 'script', hosts: ['widgets.resy.com'], standIn: '/vendor/table-booking.js', tracks: true },
  opentable: { name: 'OpenTable', use: 'script', hosts: ['www.opentable.com'], standIn: '/vendor/opentable.js', tracks: true },
  // The map block's script (display-widgets §7), with the site's key; runtime/map/google-maps.ts adapts it. Google
  // sets its cookies and sees the visitor, so a map waits for the page's rule like the other trackers.
  googleMaps: {
    name: 'Google Maps',
    use: 'script',
    hosts: ['maps.googleapis.com'],
    address: 'https://maps.googleapis.com/maps/api/js',
    standIn: '/maps/api.js',
    tracks: true,
  },
  // The site's custom fonts (visitor-runtime §1 typekitId, googleFonts; §7 "A stylesheet is loaded from a font
  // service"): both services see every visitor of the page, so they wait for the page's rule too. `{kitId}` is the
  // site's kit (machines/fonts/rules.ts).
  typekit: { name: 'Adobe Fonts (Typekit)', use: 'stylesheet', hosts: ['use.typekit.net'], address: 'https://use.typekit.net/{kitId}.css', standIn: '/typekit/{kitId}.css', tracks: true },
  googleFonts: { name: 'Google Fonts', use: 'stylesheet', hosts: ['fonts.googleapis.com'], address: 'https://fonts.googleapis.com/css', standIn: '/fonts/css', tracks: true },
  // A form's captcha (visitor-runtime §7 "A captcha script is loaded from a captcha provider using the site key"):
  // reCAPTCHA. The form cannot be sent without it, so it does not wait for consent: it is part of the form the
  // visitor is filling in (docs/decisions.md). `render=explicit`: the runtime draws the widget where the form wants it.
  captcha: { name: 'reCAPTCHA', use: 'script', hosts: ['www.google.com', 'www.recaptcha.net'], address: 'https://www.google.com/recaptcha/api.js?render=explicit', standIn: '/captcha/api.js', tracks: false },
  // The comment service's count script (visitor-runtime §2 "Comment counts come from a script loaded from that
  // comment service under the configured shortname"): Disqus, on the site's own host `{shortname}.disqus.com`. Disqus
  // sees every visitor of the page, so the counts wait for the page's rule.
  disqus: { name: 'Disqus (comment counts)', use: 'script', hosts: [], hostsUnder: 'disqus.com', address: 'https://{shortname}.disqus.com/count.js', tracks: true },
} as const satisfies Record<string, Vendor>;

export type VendorId = keyof typeof VENDORS;

/** The video providers' players, as the video chart names its providers (machines/video/rules.ts). */
export const VIDEO_VENDORS = ['youtube', 'vimeo', 'wistia', 'animoto'] as const satisfies readonly VendorId[];

/** Where the stand-ins are, read once from the site context: an absolute base, or null (the real vendors). */
export interface VendorSetting {
  standIns: URL | null;
}

/**
 * The page's vendor setting: the site context's `vendorStandIns`, read against the page's address, when it is an
 * http(s) address; otherwise none (the real vendors).
 */
export function vendorSetting(site: Pick<SiteContext, 'vendorStandIns'>, pageUrl: string = location.href): VendorSetting {
  const base = site.vendorStandIns;
  if (typeof base !== 'string' || base === '') return { standIns: null };
  try {
    const url = new URL(base, pageUrl);
    return { standIns: url.protocol === 'https:' || url.protocol === 'http:' ? url : null };
  } catch {
    return { standIns: null };
  }
}

/** A vendor's default address: its real one, or its stand-in when the page has the setting; null for none. */
export function defaultVendorAddress(vendor: VendorId, setting: VendorSetting): string | null {
  const row: Vendor = VENDORS[vendor];
  // A template's placeholder (`{kitId}`) stays as written: the address parser would escape its braces.
  if (setting.standIns && row.standIn) return new URL(row.standIn.replace(/^\//, ''), withSlash(setting.standIns)).href.replace(/%7B(\w+)%7D/g, '{$1}');
  return row.address ?? null;
}

const withSlash = (url: URL) => (url.href.endsWith('/') ? url.href : `${url.href}/`);

export type VendorVerdict<V extends VendorId = VendorId> = { ok: true; href: string; vendor: V } | { ok: false; problem: string };

// Anything the address parser would drop or fold before reading the address (tabs and line breaks inside a scheme,
// a backslash read as a slash), and any other space, control or format character.
const HIDDEN = /[\s\p{C}\\]/u;

const refused = (problem: string): { ok: false; problem: string } => ({ ok: false, problem });

const names = (vendors: readonly VendorId[]) => [...new Set(vendors.map((vendor) => VENDORS[vendor].name))].join(', ');

/**
 * Whether the page may load `address` (as block data gives it) from one of `vendors`: the absolute address and the
 * vendor whose host it is (on the stand-ins' origin, the first of `vendors`: the stand-in stands for it), or the
 * problem, worded for "… is refused (<problem>)". Surrounding spaces are ignored, as owners paste them.
 */
export function vendorAddress<V extends VendorId>(address: string | null | undefined, vendors: readonly [V, ...V[]], setting: VendorSetting): VendorVerdict<V> {
  const trimmed = address?.trim() ?? '';
  if (trimmed === '') return refused('it is empty');
  if (HIDDEN.test(trimmed)) return refused('it holds a space, a control character or a backslash');
  // The platform's published embeds write their players' addresses without a scheme (`//www.youtube.com/embed/…`),
  // and a published site is served over https: such an address is read as https.
  const written = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  let url: URL;
  try {
    url = setting.standIns ? new URL(written, setting.standIns) : new URL(written);
  } catch {
    return refused('it is not an https address');
  }
  if (setting.standIns && url.origin === setting.standIns.origin && /^https?:$/.test(url.protocol)) {
    return url.username || url.password ? refused('it carries a user name or password') : { ok: true, href: url.href, vendor: vendors[0] };
  }
  if (url.protocol !== 'https:' || !/^https:\/\//i.test(written)) return refused('it is not an https address');
  if (url.username || url.password) return refused('it carries a user name or password');
  if (url.port) return refused('it names a port');
  const vendor = vendors.find((id) => isHostOf(VENDORS[id], url.hostname));
  if (!vendor) return refused(`${url.hostname} is not a host of ${names(vendors)}`);
  return { ok: true, href: url.href, vendor };
}

/** Whether `host` (as the address parser gives it: lower case, ASCII) is one of the vendor's. */
export function isHostOf(vendor: Vendor, host: string): boolean {
  if (vendor.hosts.includes(host)) return true;
  const under = vendor.hostsUnder;
  if (!under || !host.endsWith(`.${under}`)) return false;
  const label = host.slice(0, -under.length - 1);
  return label !== '' && !label.includes('.');
}

/**
 * The address of one vendor that a field of data gives, or the vendor's own when it gives none: the href the table
 * takes, or the console's refusal naming the field (a block skipped, a feature that loads nothing).
 */
export function vendorAddressOf(
  vendor: VendorId,
  given: string | null | undefined,
  field: string,
  setting: VendorSetting,
): { ok: true; href: string } | { ok: false; refusal: string } {
  const address = given ?? defaultVendorAddress(vendor, setting);
  const verdict = vendorAddress(address, [vendor], setting);
  return verdict.ok ? { ok: true, href: verdict.href } : { ok: false, refusal: refusal(field, address, verdict.problem) };
}

/** How the console says it: the field, what it holds (cut at 120 characters) and why it is refused. */
export function refusal(field: string, given: string | null | undefined, problem: string): string {
  const text = given ?? '';
  return `its ${field} ${JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text)} is refused (${problem})`;
}

/**
 * Thrown by a block chunk's `mount` when an address of its data is refused: the runtime logs
 * `Block "<kind>" (#<id>) is skipped: <message>.` once (runtime/blocks/mount.ts knows it by its name) and leaves the
 * server's markup, its fallback; the other blocks boot.
 */
export class BlockSkipped extends Error {
  override name = 'BlockSkipped';
}
