/**
 * Link rules (visitor-runtime §5): what kind of link an href is, relative to the page it is on, and whether it is
 * valid — the length caps, the telephone and mailto rules — plus the tokens of a blog post URL format.
 * Pure functions; choices for what the specification does not show are in docs/site-chrome.md ("Text rules").
 */

export type LinkKind =
  | 'empty'
  | 'anchor'
  | 'external'
  | 'file'
  | 'content'
  | 'miscProtocol'
  | 'malformedProtocol';

/** The page the link is on: protocol with its colon ('https:') and host with its port ('example.com:8080'). */
export interface CurrentLocation {
  protocol: string;
  host: string;
}

/** Protocols a web link may use (an http, https or ftp link without '//' is malformed). */
export const WEB_PROTOCOLS = ['http:', 'https:', 'ftp:'] as const;

/** Length caps: an href of this many characters or more is invalid (visitor-runtime §5, "under N"). */
export const LINK_LENGTH_CAPS = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internal: 150,
} as const;
export type CappedLink = keyof typeof LINK_LENGTH_CAPS;

/** Telephone links need this many digits or more. */
export const TEL_MIN_DIGITS = 4;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A bare host the visitor typed without a protocol: 'example.com', 'www.example.com/menu'. */
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#]|$)/i;

/** The scheme with its colon, lower case ('mailto:'), or null when the href has none. */
export function linkScheme(href: string): string | null {
  const match = SCHEME.exec(href.trim());
  return match ? `${match[1]!.toLowerCase()}:` : null;
}

/** The kind of a path on the current site: a file under /s/ or a content page. */
const pathKind = (path: string): LinkKind => (path.startsWith('/s/') ? 'file' : 'content');

/**
 * Classifies an href relative to the current location:
 * - empty: nothing but white space;
 * - anchor: starts with '#';
 * - file: a path under /s/ (uploaded files) on this site; content: any other path on this site (starts with a slash,
 *   or an absolute URL with the current protocol and host);
 * - external: a web URL (http, https, ftp with '//', or protocol-relative '//host') whose protocol or host differs
 *   from the current one, or a bare host such as 'example.com';
 * - malformedProtocol: http, https or ftp without '//' ('http:example.com', 'https:/example.com');
 * - miscProtocol: any other scheme (mailto, tel, sms, javascript, …).
 * Anything else is a relative path, resolved against the current page: content.
 */
export function classifyLink(href: string, current: CurrentLocation): LinkKind {
  const link = href.trim();
  if (link === '') return 'empty';
  if (link.startsWith('#')) return 'anchor';
  if (link.startsWith('//')) return webLinkKind(`${current.protocol}${link}`, current);
  if (link.startsWith('/')) return pathKind(link);
  const scheme = linkScheme(link);
  if (scheme === null) return BARE_HOST.test(link) ? 'external' : 'content';
  if (!(WEB_PROTOCOLS as readonly string[]).includes(scheme)) return 'miscProtocol';
  if (link.slice(scheme.length, scheme.length + 2) !== '//') return 'malformedProtocol';
  return webLinkKind(link, current);
}

function webLinkKind(link: string, current: CurrentLocation): LinkKind {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'malformedProtocol';
  }
  if (url.host === '') return 'malformedProtocol';
  const sameSite = url.protocol === current.protocol.toLowerCase() && url.host === current.host.toLowerCase();
  return sameSite ? pathKind(url.pathname) : 'external';
}

export type LinkProblem =
  | { reason: 'tooLong'; cap: CappedLink; limit: number }
  | { reason: 'malformedProtocol' }
  | { reason: 'telephoneDigits' }
  | { reason: 'telephoneCharacters' }
  | { reason: 'mailtoAddress' };

export type LinkCheck = { kind: LinkKind; valid: true } | ({ kind: LinkKind; valid: false } & LinkProblem);

/** The cap that applies to an href of this kind, if any. */
export function linkCap(href: string, kind: LinkKind): CappedLink | null {
  if (kind === 'anchor') return 'anchor';
  if (kind === 'file' || kind === 'content') return 'internal';
  const scheme = linkScheme(href);
  if (kind === 'external') return scheme === 'ftp:' ? 'ftp' : null;
  if (kind === 'miscProtocol') {
    const name = scheme?.slice(0, -1);
    return name === 'tel' || name === 'sms' || name === 'mailto' || name === 'javascript' ? name : null;
  }
  return null;
}

/**
 * Checks an href: its kind's length cap (the whole href, scheme included, must be shorter than the cap), a
 * telephone number of digits, '+' and '-' with at least 4 digits, a mailto address with exactly one '@' and a dot
 * extension, and no malformed protocol. An empty link is valid (it means "no link").
 */
export function checkLink(href: string, current: CurrentLocation): LinkCheck {
  const kind = classifyLink(href, current);
  const link = href.trim();
  if (kind === 'malformedProtocol') return { kind, valid: false, reason: 'malformedProtocol' };
  const cap = linkCap(link, kind);
  if (cap && link.length >= LINK_LENGTH_CAPS[cap]) {
    return { kind, valid: false, reason: 'tooLong', cap, limit: LINK_LENGTH_CAPS[cap] };
  }
  if (cap === 'tel') {
    const problem = telephoneProblem(link.slice('tel:'.length));
    if (problem) return { kind, valid: false, reason: problem };
  }
  if (cap === 'mailto' && !isMailtoAddress(link.slice('mailto:'.length))) {
    return { kind, valid: false, reason: 'mailtoAddress' };
  }
  return { kind, valid: true };
}

/** A telephone number: only digits, '+' and '-', with 4 or more digits. */
export function telephoneProblem(number: string): 'telephoneCharacters' | 'telephoneDigits' | null {
  if (!/^[0-9+-]*$/.test(number)) return 'telephoneCharacters';
  return (number.match(/[0-9]/g)?.length ?? 0) >= TEL_MIN_DIGITS ? null : 'telephoneDigits';
}

/**
 * The address of a mailto link (before any '?subject=…'): exactly one '@', something before it, and a domain with
 * a dot extension ('name@example.com'; not 'name@example', 'a@b@c.com' or 'name@example.').
 */
export function isMailtoAddress(target: string): boolean {
  const address = target.split('?')[0]!;
  const parts = address.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  return local !== '' && !/\s/.test(address) && /^[^.]+(\.[^.]+)*\.[^.]+$/.test(domain);
}

// ---------------------------------------------------------------------------------------------------------------
// Tokenized blog URLs

/** The tokens a blog post URL format may use: year, month, day and the post's title (URL slug). */
export const BLOG_URL_TOKENS = ['y', 'm', 'd', 't'] as const;
export type BlogUrlToken = (typeof BLOG_URL_TOKENS)[number];

/**
 * The tokens of a blog post URL format such as '%y/%m/%d/%t' (a token is '%' and one letter); returns the
 * unknown ones, each once, in order ('%' followed by anything else or nothing is an unknown token). [] = valid.
 */
export function invalidBlogUrlTokens(format: string): string[] {
  const unknown: string[] = [];
  for (const match of format.matchAll(/%(.?)/gs)) {
    const token = match[1]!;
    if (!(BLOG_URL_TOKENS as readonly string[]).includes(token) && !unknown.includes(`%${token}`)) unknown.push(`%${token}`);
  }
  return unknown;
}

export const isValidBlogUrlFormat = (format: string): boolean => invalidBlogUrlTokens(format).length === 0;

/** Fills a valid format for a post: %y four-digit year, %m and %d two digits (UTC), %t the post's URL slug. */
export function expandBlogUrl(format: string, post: { publishedOn: number; slug: string }): string {
  const bad = invalidBlogUrlTokens(format);
  if (bad.length) throw new Error(`Blog URL format has unknown tokens: ${bad.join(', ')}`);
  const date = new Date(post.publishedOn);
  const values: Record<BlogUrlToken, string> = {
    y: String(date.getUTCFullYear()).padStart(4, '0'),
    m: String(date.getUTCMonth() + 1).padStart(2, '0'),
    d: String(date.getUTCDate()).padStart(2, '0'),
    t: post.slug,
  };
  return format.replace(/%([ymdt])/g, (_, token: BlogUrlToken) => values[token]);
}
