// The platform API endpoints (visitor-runtime §7, display-widgets §7), each validated with the shared schemas.
import type * as z from 'zod/mini';
import * as api from '../../runtime/api-schemas';
import { route, type ApiContext, type ApiRoute } from './api-route';
import { commerceRoutes } from './commerce-routes';
import { escapeHtml, json, randomToken, type Reply } from './http-util';
import { searchPreview } from './search-stand-in';
import type { ReceivedKind } from './store';

/** Answer of calls whose answer the runtime does not read. */
const ok = (): Reply => json(200, {});

/** A 1×1 transparent GIF: Track is sent as an image request. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A handler that stores its payload (or what `stored` makes of it) and gives a fixed answer. */
function recorded<P>(
  kind: ReceivedKind,
  answer: (payload: P, ctx: ApiContext) => Reply = ok,
  stored: (payload: P, ctx: ApiContext) => unknown = (payload) => payload,
) {
  return (payload: P, ctx: ApiContext): Reply => {
    ctx.record(kind, stored(payload, ctx));
    return answer(payload, ctx);
  };
}

function renderWidget({ widgetJSON, collectionId }: api.WidgetRenderingRequest): string {
  const value = typeof widgetJSON.value === 'string' ? widgetJSON.value : JSON.stringify(widgetJSON.value ?? null);
  return (
    `<div class="widget-rendering" data-widget-type="${escapeHtml(String(widgetJSON.type))}"` +
    ` data-widget-id="${escapeHtml(widgetJSON.id)}" data-collection-id="${escapeHtml(collectionId)}">` +
    `${escapeHtml(value)}</div>`
  );
}

const census = (name: string, schema: z.ZodMiniType) =>
  route({ method: 'POST', path: `/api/census/${name}`, schema, handle: recorded('census') });

export const routes: readonly ApiRoute[] = [
  route({
    method: 'POST',
    path: '/api/form/FormSubmissionKey',
    crumb: true,
    handle: (_, ctx) => json(200, { key: ctx.issueFormKey() }),
  }),
  route({
    method: 'POST',
    path: '/api/form/SaveFormSubmission',
    crumb: true,
    schema: api.formSubmissionSchema,
    pickSchema: api.formSubmissionSchemaFor,
    handle(payload, ctx) {
      if (!ctx.consumeFormKey(payload.key)) {
        return json(400, { error: 'Form submission key is not valid. Please reload and try again.' });
      }
      ctx.record('form-submission', payload);
      return json(200, { success: true });
    },
  }),
  route({
    method: 'POST',
    path: '/api/auth/Login',
    schema: api.sessionLoginSchema,
    // any account may log in (nothing is checked) and the password is never stored
    handle: recorded(
      'auth',
      (_payload, ctx) => json(200, { xsrfToken: ctx.issueXsrfToken() }),
      ({ email, rememberMe }: api.SessionLogin) => ({ action: 'login', email, rememberMe: rememberMe ?? false }),
    ),
  }),
  route({ method: 'POST', path: '/api/auth/Logout', crumb: true, handle: recorded('auth', ok, (_payload, ctx) => ({ action: 'logout', xsrfToken: ctx.xsrfToken })) }),
  route({
    method: 'DELETE',
    path: '/api/auth/Session',
    crumb: true,
    source: 'query',
    schema: api.sessionLogoutQuerySchema,
    handle: recorded('auth', ok, ({ cloneCart }: api.SessionLogoutQuery, ctx) => ({
      action: 'session-delete',
      cloneCart: cloneCart === 'true',
      xsrfToken: ctx.xsrfToken,
    })),
  }),
  route({
    method: 'POST',
    path: '/api/events/RecordJavascriptErrors',
    csrf: true,
    schema: api.errorReportBatchSchema,
    handle: recorded('error-report'),
  }),
  route({
    method: 'POST',
    path: '/api/events/Trace',
    schema: api.traceBatchSchema,
    // a JSON body may be the bare list instead of { data }
    normalize: (input) => (Array.isArray(input) ? { data: input } : input),
    handle: recorded('trace', ok, ({ data }: api.TraceBatch) => data),
  }),
  route({
    method: 'GET',
    path: '/api/track/Track',
    source: 'query',
    schema: api.trackQuerySchema,
    handle: recorded('track', () => ({ status: 200, body: PIXEL_GIF, contentType: 'image/gif' })),
  }),
  route({
    method: 'POST',
    path: '/api/widget/GetWidgetRendering',
    schema: api.widgetRenderingRequestSchema,
    handle: (payload) => json(200, { html: renderWidget(payload) }),
  }),
  route({
    method: 'GET',
    path: '/api/search/GetSearchPreview',
    source: 'query',
    schema: api.searchPreviewQuerySchema,
    handle: ({ q }: api.SearchPreviewQuery) => json(200, searchPreview(q)),
  }),
  census('RecordHit', api.censusHitSchema),
  census('button-click', api.censusButtonSchema),
  census('button-render', api.censusButtonSchema),
  census('form-render', api.censusFormRenderSchema),
  census('overlay', api.censusOverlaySchema),
  route({
    method: 'POST',
    path: '/api/census/RecordQuickView/:id',
    source: 'params',
    schema: api.censusQuickViewSchema,
    handle: recorded('census'),
  }),
  route({
    method: 'POST',
    path: '/api/events/RecordEvent',
    schema: api.recordEventRequestSchema,
    handle: recorded('event'),
  }),
  route({
    method: 'POST',
    path: '/api/v1/events',
    schema: api.eventsServiceRequestSchema,
    handle: recorded('event', () => json(202, {})),
  }),
  route({
    method: 'GET',
    path: '/api/1/performance/settings',
    // the runtime's page load id when it sent one, so its records (which carry this id) join the page load's group
    handle: (_, ctx) => json(200, { pageLoadId: ctx.pageLoad ?? randomToken() }),
  }),
  route({
    method: 'POST',
    path: '/api/1/performance/records',
    schema: api.performanceRecordsSchema,
    handle: recorded('performance'),
  }),
  route({
    method: 'GET',
    path: '/api/commerce/session-recording-id',
    handle: () => json(200, { id: randomToken() }),
  }),
  route({
    method: 'GET',
    path: '/api/site/header-footer',
    // the latest PUT, so the setting survives restarts with the database
    handle: (_, ctx) => {
      const latest = ctx.store.list({ kind: 'header-footer', limit: 1 })[0];
      return json(200, latest?.payload ?? { header: '', footer: '' });
    },
  }),
  route({
    method: 'PUT',
    path: '/api/site/header-footer',
    crumb: true,
    account: true,
    schema: api.headerFooterSchema,
    handle: recorded('header-footer', (payload) => json(200, payload)),
  }),
  ...commerceRoutes,
  ...(['GET', 'POST', 'PUT', 'DELETE'] as const).map((method) =>
    route({
      method,
      path: '/api/demo/echo',
      handle: (_, ctx) => json(200, { method: ctx.method, query: ctx.query, body: ctx.body ?? null }),
    }),
  ),
];

export type RouteMatch =
  | { found: true; route: ApiRoute; params: Record<string, string> }
  | { found: false; status: 404 | 405; allow?: string };

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = got[i]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) return null;
  }
  return params;
}

export function matchRoute(method: string, path: string): RouteMatch {
  const onPath = routes.flatMap((r) => {
    const params = matchPath(r.path, path);
    return params ? [{ route: r, params }] : [];
  });
  const hit = onPath.find((m) => m.route.method === method);
  if (hit) return { found: true, ...hit };
  if (onPath.length === 0) return { found: false, status: 404 };
  return { found: false, status: 405, allow: onPath.map((m) => m.route.method).join(', ') };
}
