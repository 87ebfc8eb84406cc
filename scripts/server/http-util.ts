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

export function crumbCookie(token: string): string {
  // not HttpOnly: the runtime reads it to send X-CSRF-Token
  return `${CRUMB_COOKIE}=${token}; Path=/; SameSite=Lax`;
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
    ...reply.headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** Sends an HTML page, giving the visitor a crumb cookie on first sight (every HTML response does). */
export function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string | Buffer): void {
  const hasCrumb = Boolean(parseCookies(req.headers.cookie)[CRUMB_COOKIE]);
  send(res, {
    status,
    body: html,
    contentType: 'text/html; charset=utf-8',
    ...(hasCrumb ? {} : { headers: { 'Set-Cookie': crumbCookie(randomToken()) } }),
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
