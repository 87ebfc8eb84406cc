// Small helpers shared by the server modules: replies, cookies, tokens.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a handler answers; `json` is serialised, `body` is sent as is. */
export interface Reply {
  status: number;
  json?: unknown;
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string | string[]>;
}

/** The CSRF cookie the runtime copies into X-CSRF-Token and data-layer queries (visitor-runtime §3 "Cookies"). */
export const CRUMB_COOKIE = 'crumb';

export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** Whether a request carries the visitor's crumb (the data layer's `crumb` query parameter or X-CSRF-Token): proof
 * that a page of this site, which can read the crumb cookie, asked for it. */
export function carriesCrumb(cookies: Record<string, string>, query: URLSearchParams, header: string | string[] | undefined): boolean {
  const crumb = cookies[CRUMB_COOKIE];
  if (!crumb) return false;
  return query.get('crumb') === crumb || header === crumb;
}

export function crumbCookie(token: string, secure = false): string {
  // not HttpOnly: the runtime reads it to send X-CSRF-Token
  return `${CRUMB_COOKIE}=${token}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The request came over https: TLS here, or a proxy in front that says so (`X-Forwarded-Proto: https`). */
export const servedOverHttps = (req: IncomingMessage): boolean =>
  Boolean((req.socket as { encrypted?: boolean }).encrypted) || String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim() === 'https';

/**
 * A request a page of another site made: its `Origin` names another host than the one it was sent to (`null`, an
 * opaque origin, included). A request without `Origin` is no page's cross-site request (a browser sends one with every
 * cross-origin request and every POST): a script, curl, the server's own tests.
 */
export function fromAnotherSite(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

export function json(status: number, value: unknown, headers?: Record<string, string | string[]>): Reply {
  return { status, json: value, ...(headers ? { headers } : {}) };
}

export function send(res: ServerResponse, reply: Reply): void {
  const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.body ?? '');
  const contentType =
    reply.contentType ?? (reply.json !== undefined ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  res.writeHead(reply.status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    // a file is only what its Content-Type says: an uploaded text is never run as a script or a stylesheet
    'X-Content-Type-Options': 'nosniff',
    ...reply.headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * The page's policy (docs/security.md "The reference server's other defences"): who may show it in a frame (its own
 * pages: the editor's /config/ frame, the lab; no other site's, which could dress a page up to steer the visitor's
 * clicks), no plugin content, and no `<base>` that would send the page's relative addresses (its runtime) elsewhere.
 * No script-src: an embed block's html runs in a frame that inherits the page's policy (docs/decisions.md).
 */
export const PAGE_POLICY = {
  'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Sends an HTML page, framed by this server's pages only, giving the visitor a crumb cookie on first sight (every
 * HTML response does). */
export function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string | Buffer): void {
  const hasCrumb = Boolean(parseCookies(req.headers.cookie)[CRUMB_COOKIE]);
  send(res, {
    status,
    body: html,
    contentType: 'text/html; charset=utf-8',
    headers: { ...PAGE_POLICY, ...(hasCrumb ? {} : { 'Set-Cookie': crumbCookie(randomToken(), servedOverHttps(req)) }) },
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An address of this machine: the IPv4 loopback block, the IPv6 loopback, either as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/** A Host header naming this machine (`localhost`, a name under it, a loopback address), with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) || name === '[::1]';
}

/**
 * A request from this machine, to this machine by name: the debug tools (the lab, `/_received`) answer only these
 * (docs/security.md "The debug tools"). The Host check keeps a page of another site whose name resolves to 127.0.0.1
 * (DNS rebinding) out as well.
 */
export const fromThisMachine = (req: IncomingMessage): boolean => isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host);

/** The request's media type, lower case, without parameters (`application/json; charset=utf-8` → `application/json`). */
export const mediaType = (header: string | undefined): string => (header ?? '').split(';')[0]!.trim().toLowerCase();
