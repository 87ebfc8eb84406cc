// The reference platform server: the site pages, the built runtime and the platform API, with a fault mode so
// tests can drive every error path of the runtime. Plain node:http.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { BodyTooLargeError, decodeForm, parseBody, readBody } from './body';
import { CAPTCHA_STAND_IN_PATH, captchaStandInReply } from './captcha-stand-in';
import { FOLLOW_STAND_IN_PATH, followStandInReply } from './follow-stand-in';
import { GOOGLE_FONTS_STAND_IN_PATH, googleFontsStandInReply, TYPEKIT_STAND_IN_PREFIX, typekitStandInReply } from './fonts-stand-in';
import { MAPS_STAND_IN_PATH, mapsStandInReply } from './maps-stand-in';
import { MEDIA_STAND_IN_PREFIX, mediaStandInReply } from './media-stand-in';
import { SOUNDCLOUD_PLAYER_STAND_IN_PATH, soundcloudPlayerStandInReply, VENDOR_STAND_IN_PREFIX, vendorStandInReply } from './vendor-stand-in';
import { FaultBudget, faultReply, parseFault } from './faults';
import { imageReply } from './images';
import { coverageReply, createLabRelay, LAB_COVERAGE_PATH, LAB_PATH, labPage } from './lab';
import { carriesCrumb, CRUMB_COOKIE, crumbCookie, fromAnotherSite, fromThisMachine, json, mediaType, parseCookies, randomToken, send, sendHtml, servedOverHttps } from './http-util';
import { renderNotFoundPage, renderReceivedPage } from './received-page';
import type { ApiContext } from './api-route';
import { matchRoute } from './routes';
import { contentTypeFor, findAsset, findPage } from './static';
import { Store, type ReceivedKind } from './store';
import { readEntryFiles, withEntryFiles } from './entry-preloads';

// zod/mini ships without messages; the 400 answers should say what is wrong
z.config(z.locales.en());

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerOptions {
  /** 0 picks a free port */
  port?: number;
  /** the address it listens on: this machine only (127.0.0.1) unless told otherwise (`HOST`, docs/server.md) */
  host?: string;
  dbPath: string;
  /** pages here win over the demo site's */
  siteDir?: string;
  /** the built runtime served under /assets/; default $DIST_DIR, else <repo>/dist */
  distDir?: string;
  /** default <repo>/scripts/demo-site */
  demoDir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
  store: Store;
}

const FAULT_PARAMS = ['fault', 'faultTimes', 'faultKey'];
/** Methods that change nothing: any page may ask. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The page load a request belongs to (docs/server.md "Page load id"): header X-Page-Load-Id, else a `pageLoadId`
 * field of the body (a JSON object, a form field, or the first element of a JSON array), else of the query — beacons
 * and image requests cannot carry a header. At most 200 characters; null when there is none.
 */
function pageLoadOf(header: unknown, body: unknown, query: URLSearchParams): string | null {
  const fields = (Array.isArray(body) ? body[0] : body) as { pageLoadId?: unknown } | null | undefined;
  const found = [header, fields?.pageLoadId, query.get('pageLoadId')].find((id) => typeof id === 'string' && id !== '');
  return found ? (found as string).slice(0, 200) : null;
}

function firstIssue(error: z.core.$ZodError, source: string): string {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') || source;
  return `${path}: ${issue?.message ?? 'invalid'}`;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const store = new Store(options.dbPath);
  const distDir = resolve(options.distDir ?? process.env.DIST_DIR ?? `${repoRoot}dist`);
  const pageRoots = [options.siteDir, options.demoDir ?? `${repoRoot}scripts/demo-site`]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => resolve(dir));
  const formKeys = new Set<string>();
  /** tokens the session login answered (docs/server.md) */
  const xsrfTokens = new Set<string>();
  const xsrfTokenState = (header: string | string[] | undefined): 'valid' | 'unknown' | 'missing' =>
    typeof header !== 'string' || header === '' ? 'missing' : xsrfTokens.has(header) ? 'valid' : 'unknown';
  const faultBudget = new FaultBudget();
  const labRelay = createLabRelay();
  // delayed answers still waiting; close() cancels them so it never waits up to 30 s
  const pendingDelays = new Set<() => void>();
  let closing = false;

  const delay = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closing) return resolve(false);
      const cancel = () => {
        clearTimeout(timer);
        pendingDelays.delete(cancel);
        resolve(false);
      };
      const timer = setTimeout(() => {
        pendingDelays.delete(cancel);
        resolve(true);
      }, ms);
      pendingDelays.add(cancel);
    });

  /** The request's body, or undefined once a body over the limit has been answered with 413. */
  async function readBodyOrRefuse(req: IncomingMessage, res: ServerResponse): Promise<string | undefined> {
    try {
      return await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      send(res, json(413, { error: `body: ${error.message}` }));
      return undefined;
    }
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const match = matchRoute(req.method ?? 'GET', url.pathname);
    if (!match.found) {
      const headers = match.allow ? { Allow: match.allow } : undefined;
      return send(res, json(match.status, { error: `No ${req.method} endpoint at ${url.pathname}` }, headers));
    }
    const { route, params } = match;
    // A change asked for by a page of another site (a form posted to the cart, a logout): refused (docs/security.md).
    if (!SAFE_METHODS.has(req.method ?? 'GET') && fromAnotherSite(req)) {
      return send(res, json(403, { error: `${req.method} ${url.pathname} from another site (${req.headers.origin}) is refused.` }));
    }
    const text = await readBodyOrRefuse(req, res);
    if (text === undefined) return;
    const decoded = parseBody(req.headers['content-type'], text);

    const fault = parseFault(req.headers['x-fault'] as string | undefined, url.searchParams);
    if (!fault.ok) return send(res, json(400, { error: fault.error }));
    if (fault.fault && faultBudget.take(fault.fault, url.pathname)) {
      const { mode, delayMs = 0 } = fault.fault;
      if (mode === 'drop') return void req.socket.destroy();
      if (mode !== 'delay') return send(res, faultReply(mode, decoded.ok ? decoded.value : undefined));
      if (!(await delay(delayMs))) return void req.socket.destroy();
    }

    const cookies = parseCookies(req.headers.cookie);
    if (route.csrf && (!cookies[CRUMB_COOKIE] || req.headers['x-csrf-token'] !== cookies[CRUMB_COOKIE])) {
      return send(res, json(401, { error: 'X-CSRF-Token does not match the crumb cookie.' }));
    }
    if (route.crumb && !carriesCrumb(cookies, url.searchParams, req.headers['x-csrf-token'])) {
      const crumb = randomToken();
      return send(res, json(200, { crumbFail: true, crumb }, { 'Set-Cookie': crumbCookie(crumb, servedOverHttps(req)) }));
    }
    if (route.account && xsrfTokenState(req.headers['x-xsrf-token']) !== 'valid') {
      return send(res, json(401, { loginRequired: true, error: `${req.method} ${url.pathname} needs a logged-in account.` }));
    }
    if (!decoded.ok) return send(res, json(400, { error: decoded.error }));

    const query = new URLSearchParams(url.searchParams);
    for (const name of FAULT_PARAMS) query.delete(name);
    const source = route.source ?? 'body';
    const input = source === 'body' ? (decoded.value ?? {}) : source === 'query' ? decodeForm(query) : params;
    const schema = route.pickSchema?.(input) ?? route.schema;
    let payload: unknown = input;
    if (schema) {
      const result = schema.safeParse(route.normalize ? route.normalize(input) : input);
      if (!result.success) return send(res, json(400, { error: firstIssue(result.error, source) }));
      payload = result.data;
    }

    const pageLoad = pageLoadOf(req.headers['x-page-load-id'], decoded.value, query);
    const ctx: ApiContext = {
      method: req.method ?? 'GET',
      query: decodeForm(query),
      body: decoded.value,
      store,
      cookies,
      secure: servedOverHttps(req),
      params,
      pageLoad,
      record: (kind: ReceivedKind, recordedPayload: unknown) =>
        store.record({ kind, endpoint: url.pathname, pageLoad, payload: recordedPayload }),
      issueFormKey() {
        const key = randomToken();
        formKeys.add(key);
        return key;
      },
      consumeFormKey: (key) => formKeys.delete(key),
      xsrfToken: xsrfTokenState(req.headers['x-xsrf-token']),
      issueXsrfToken() {
        const token = randomToken();
        xsrfTokens.add(token);
        return token;
      },
    };
    send(res, route.handle(payload, ctx));
  }

  /** The chart lab's page, its event relay (POST) and its stream (docs/lab.md): for this machine only. */
  async function handleLab(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!fromThisMachine(req)) return send(res, ONLY_THIS_MACHINE);
    if (labRelay.isEvents(url.pathname) && req.method === 'POST') {
      // A page of another origin may not post (a form or a fetch in no-cors mode sends text/plain): JSON from this
      // origin's pages, or from no page at all.
      if (mediaType(req.headers['content-type']) !== 'application/json') {
        return send(res, json(415, { error: `${url.pathname}: Content-Type must be application/json` }));
      }
      const origin = req.headers.origin;
      if (origin !== undefined && origin !== `http://${req.headers.host}`) {
        return send(res, json(403, { error: `${url.pathname}: only this origin's pages may post, not ${origin}` }));
      }
      const text = await readBodyOrRefuse(req, res);
      if (text === undefined) return;
      const decoded = parseBody('application/json', text);
      return send(res, decoded.ok ? labRelay.receive(decoded.value) : json(400, { error: decoded.error }));
    }
    if (labRelay.isEvents(url.pathname)) return send(res, { status: 405, body: 'Method not allowed', headers: { Allow: 'POST' } });
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, { status: 405, body: 'Method not allowed', headers: { Allow: 'GET, HEAD' } });
    }
    if (labRelay.isStream(url.pathname)) return labRelay.stream(req, res);
    if (url.pathname === LAB_PATH) return sendHtml(req, res, 200, labPage());
    if (url.pathname === LAB_COVERAGE_PATH) return send(res, await coverageReply());
    return sendHtml(req, res, 404, renderNotFoundPage(url.pathname));
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(res, { status: 405, body: 'Method not allowed', headers: { Allow: 'GET, HEAD' } });
    }
    const path = url.pathname;
    if (path.startsWith('/images/')) return send(res, await imageReply(url));
    if (path === '/_received.json' || path === '/_received') {
      if (!fromThisMachine(req)) return send(res, ONLY_THIS_MACHINE);
      const kind = url.searchParams.get('kind') as ReceivedKind | null;
      const limit = parseLimit(url.searchParams.get('limit'));
      if (limit === null) return send(res, json(400, { error: `limit: a whole number from 1 to ${MAX_RECEIVED_LIMIT}` }));
      const rows = store.list({ ...(kind ? { kind } : {}), limit });
      return path === '/_received' ? sendHtml(req, res, 200, renderReceivedPage(rows)) : send(res, json(200, rows));
    }
    if (path === CAPTCHA_STAND_IN_PATH) return send(res, captchaStandInReply());
    if (path === FOLLOW_STAND_IN_PATH) return send(res, followStandInReply());
    if (path === MAPS_STAND_IN_PATH) return send(res, mapsStandInReply());
    if (path.startsWith(TYPEKIT_STAND_IN_PREFIX)) return send(res, typekitStandInReply(path));
    if (path === GOOGLE_FONTS_STAND_IN_PATH) return send(res, googleFontsStandInReply(url));
    if (path.startsWith(VENDOR_STAND_IN_PREFIX)) return send(res, vendorStandInReply(path));
    if (path === SOUNDCLOUD_PLAYER_STAND_IN_PATH) return send(res, soundcloudPlayerStandInReply(url));
    if (path.startsWith(MEDIA_STAND_IN_PREFIX)) return send(res, mediaStandInReply(path));
    if (path.startsWith('/assets/')) {
      const file = findAsset(distDir, path.slice('/assets/'.length));
      if (!file) return send(res, { status: 404, body: `No asset at ${path}` });
      return send(res, { status: 200, body: readFileSync(file), contentType: contentTypeFor(file) });
    }
    const file = findPage(pageRoots, path);
    if (!file) return sendHtml(req, res, 404, renderNotFoundPage(path));
    // The files of the block entries a page preloads, listed beside them (the table is read each time: a rebuild
    // while the server runs changes it).
    if (file.endsWith('.html')) return sendHtml(req, res, 200, withEntryFiles(readFileSync(file, 'utf8'), readEntryFiles(distDir)));
    send(res, { status: 200, body: readFileSync(file), contentType: contentTypeFor(file) });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://server.invalid');
    // through a promise so that a synchronous throw in handlePage also becomes a 500
    const handled = () =>
      url.pathname.startsWith('/api/')
        ? handleApi(req, res, url)
        : url.pathname === LAB_PATH || url.pathname.startsWith(`${LAB_PATH}/`)
          ? handleLab(req, res, url)
          : handlePage(req, res, url);
    Promise.resolve().then(handled).catch((error: unknown) => {
      console.error(`${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) send(res, json(500, { error: 'Internal server error' }));
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4173, options.host ?? DEFAULT_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    port,
    store,
    async close() {
      closing = true;
      for (const cancel of [...pendingDelays]) cancel();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      store.close();
    },
  };
}

const MAX_RECEIVED_LIMIT = 10_000;

/** Where the server listens unless told otherwise: this machine only. */
export const DEFAULT_HOST = '127.0.0.1';

/** The debug tools' answer to a request from another machine, or naming another host (docs/security.md). */
const ONLY_THIS_MACHINE = { status: 403, body: 'The lab and /_received answer only on this machine (localhost).' };

/** `?limit=` of /_received: 500 when absent; null unless a whole number from 1 to MAX_RECEIVED_LIMIT. */
export function parseLimit(text: string | null): number | null {
  if (text === null || text === '') return 500;
  if (!/^\d+$/.test(text)) return null;
  const limit = Number(text);
  return limit >= 1 && limit <= MAX_RECEIVED_LIMIT ? limit : null;
}
