/**
 * Video embeds (display-widgets §3 "Video element", §4 "Video", §9): what an embed's html is, who provides it, and
 * the address the facade swaps in. Pure: the html is read as text, never parsed into the page.
 */

export type VideoType = 'iframe' | 'object' | 'invalid';
export type VideoProvider = 'YouTube' | 'Vimeo' | 'Wistia' | 'Animoto';
export type VideoMode = 'none' | 'fit' | 'fill';

/** §9: the facade's height as a percentage of its width when nothing else says (16:9). */
export const DEFAULT_ASPECT_PADDING = 56.3;
/** §9: the placeholder ratio when none is given; otherwise the padding is 100 / ratio. */
export const DEFAULT_PLACEHOLDER_RATIO = 65;
/** §9: fit mode re-centres once resizing has been still this long. */
export const RESIZE_TIMEOUT_MS = 1000;


/** iframe when the html holds one, object for <object>/<embed>, invalid for anything else. */
export function videoType(html: string | null | undefined): VideoType {
  if (!html) return 'invalid';
  if (/<iframe\b[^>]*\bsrc\s*=/i.test(html)) return 'iframe';
  if (/<(object|embed)\b/i.test(html)) return 'object';
  return 'invalid';
}

/** The value of the first `name` attribute on a tag of the embed matching `tags`, entities decoded; null without one. */
function embedAttribute(html: string, tags: string, name: string): string | null {
  const match = new RegExp(`<(?:${tags})\\b[^>]*\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(html);
  if (!match) return null;
  return (match[2] ?? match[3] ?? match[4] ?? '').replace(/&amp;/g, '&').trim() || null;
}

/** An Embedly player page (`cdn.embedly.com/widgets/media.html?src=…`, as published pages embed some videos) wraps this address. */
function unwrapEmbedly(src: string): string {
  if (!/^(https?:)?\/\/cdn\.embedly\.com\/widgets\/media\.html\?/i.test(src)) return src;
  try {
    return new URL(src, 'https://cdn.embedly.com').searchParams.get('src') || src;
  } catch {
    return src;
  }
}

/** The first src (or object data) address in the embed, entities decoded, an Embedly wrapper unwrapped; null without one. */
export function embedSource(html: string): string | null {
  const raw = embedAttribute(html, 'iframe|embed', 'src') ?? embedAttribute(html, 'object', 'data');
  return raw === null ? null : unwrapEmbedly(raw);
}

/** The embed's own size from its iframe's (or object's) width and height attributes, when both are positive numbers; else null. */
export function embedSize(html: string | null | undefined): { width: number; height: number } | null {
  const width = Number(embedAttribute(html ?? '', 'iframe|object|embed', 'width'));
  const height = Number(embedAttribute(html ?? '', 'iframe|object|embed', 'height'));
  return width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
}

/** The embed's own width / height (`embedSize`); null when its attributes do not say. */
export function embedRatio(html: string | null | undefined): number | null {
  const size = embedSize(html);
  return size ? size.width / size.height : null;
}

const PROVIDER_HOSTS: Array<[RegExp, VideoProvider]> = [
  [/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i, 'YouTube'],
  [/(^|\.)vimeo\.com$/i, 'Vimeo'],
  [/(^|\.)(wistia\.com|wistia\.net|wi\.st)$/i, 'Wistia'],
  [/(^|\.)animoto\.com$/i, 'Animoto'],
];

/** Hosts of the providers' own pictures (thumbnails), besides the player hosts above. */
const PROVIDER_ASSET_HOSTS = /(^|\.)(ytimg\.com|vimeocdn\.com)$/i;

const hostOf = (url: string): string | null => {
  try {
    return new URL(url, 'https://invalid.invalid').hostname;
  } catch {
    return null;
  }
};

/** The provider named by the block, else recognised from the embed's address; null for anyone else. */
export function videoProvider(html: string, providerName?: string | null): VideoProvider | null {
  const named = PROVIDER_HOSTS.map(([, name]) => name).find((name) => name.toLowerCase() === providerName?.trim().toLowerCase());
  if (named) return named;
  const host = hostOf(embedSource(html) ?? '');
  return host ? (PROVIDER_HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? null) : null;
}

/** Whether a picture's address is on a provider's host: the facade asks nothing of a provider before play. */
export function isProviderAsset(url: string): boolean {
  const host = /^(https?:)?\/\//i.test(url.trim()) ? hostOf(url.trim()) : null;
  return host !== null && (PROVIDER_ASSET_HOSTS.test(host) || PROVIDER_HOSTS.some(([pattern]) => pattern.test(host)));
}

/** §8: a Vimeo video whose oEmbed answer gave `account_type` "basic" (any case). */
export function isVimeoBasic(provider: VideoProvider | null, accountType: string | null | undefined): boolean {
  return provider === 'Vimeo' && accountType?.trim().toLowerCase() === 'basic';
}

/**
 * The address the facade swaps in once the visitor plays: autoplay (the click is the visitor's gesture), YouTube
 * through its privacy-enhanced host with its JS API on, Vimeo with its API on, so play/pause can be posted (§7).
 */
export function playerUrl(source: string, provider: VideoProvider | null): string {
  let url: URL;
  try {
    url = new URL(source, 'https://invalid.invalid');
  } catch {
    return source;
  }
  if (provider === 'YouTube') {
    const id = /\/embed\/([^/?#]+)/.exec(url.pathname)?.[1] ?? url.searchParams.get('v') ?? (url.hostname.endsWith('youtu.be') ? url.pathname.slice(1) : null);
    if (id) url = new URL(`https://www.youtube-nocookie.com/embed/${id}${url.search}`);
    url.searchParams.set('enablejsapi', '1');
  }
  if (provider === 'Vimeo') url.searchParams.set('api', '1');
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/** The origin to preconnect to while the visitor hovers or focuses the play button (nothing before that). */
export function preconnectOrigin(source: string, provider: VideoProvider | null): string | null {
  try {
    return new URL(playerUrl(source, provider)).origin;
  } catch {
    return null;
  }
}

/** §7: the message a YouTube or Vimeo player understands for play or pause; null for other providers. */
export function playerCommand(provider: VideoProvider | null, command: 'play' | 'pause'): string | null {
  if (provider === 'YouTube') return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: [] });
  if (provider === 'Vimeo') return JSON.stringify({ method: command });
  return null;
}

/** §9: the facade's height in percent of its width: its thumbnail's own shape, else 56.3 (16:9). */
export function aspectPadding(thumbnail?: { width: number; height: number } | null): number {
  return thumbnail && thumbnail.width > 0 && thumbnail.height > 0 ? (thumbnail.height / thumbnail.width) * 100 : DEFAULT_ASPECT_PADDING;
}

/** §9: a placeholder's height in percent of its width: 100 divided by its ratio, else 65. */
export function placeholderPadding(ratio?: number | null): number {
  return ratio && Number.isFinite(ratio) && ratio > 0 ? 100 / ratio : DEFAULT_PLACEHOLDER_RATIO;
}

/**
 * Where the player sits in its box: fit keeps the whole video inside, fill covers the box (the overflow is
 * clipped), both centred; `ratio` is width / height. None takes the box as it is.
 */
export function fitBox(box: { width: number; height: number }, ratio: number, mode: VideoMode): { width: number; height: number; left: number; top: number } {
  if (mode === 'none' || !(ratio > 0) || box.width <= 0 || box.height <= 0) return { width: box.width, height: box.height, left: 0, top: 0 };
  const wider = box.width / box.height > ratio;
  // fit: limited by the shorter side; fill: by the longer one.
  const byHeight = mode === 'fit' ? wider : !wider;
  const width = byHeight ? box.height * ratio : box.width;
  const height = byHeight ? box.height : box.width / ratio;
  return { width, height, left: (box.width - width) / 2, top: (box.height - height) / 2 };
}
