import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedKind } from './store';
import { issueFormKey, startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const lastRow = () => server.store.list({ limit: 1 })[0];
const rowCount = () => server.store.list().length;

type Body =
  | { form: Record<string, string> }
  | { json: unknown }
  | { text: string }
  | { query: string }
  | { none: true };

interface EndpointCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  valid: Body;
  invalid: Body;
  /** field path the 400 error must start with */
  field: string;
  kind: ReceivedKind;
  status?: number;
  /** a change only a logged-in account may make: sent with the token the session login answers */
  account?: boolean;
  /** when the invalid part is the path itself */
  invalidPath?: string;
}

const censusData = JSON.stringify({ url: '/shop', userAgent: 'ua', clientDate: 1700000000000, websiteId: 'w1' });
const button = {
  id: 'b1', buttonText: 'Go', clickthroughUrl: '/x', alignment: 'center', size: 'medium', newWindow: 'false',
  visitorCookie: 'v',
};
const errorReport = {
  event: 'JavascriptError',
  data: {
    websiteId: 'w', templateId: 't', url: '/p', userAgent: 'ua', app: 'site', message: 'boom', stack: 'at x',
    file: 'a.js', line: 3, column: 7, custom: { a: 1 },
  },
  timestamp: 1700000000000,
};

const cases: Record<string, EndpointCase> = {
  'session login': {
    method: 'POST', path: '/api/auth/Login', kind: 'auth', field: 'email',
    valid: { json: { email: 'ann@example.com', password: 'pw', rememberMe: true } },
    invalid: { json: { email: 'not-an-email', password: 'pw' } },
  },
  'session delete': {
    method: 'DELETE', path: '/api/auth/Session', kind: 'auth', field: 'cloneCart',
    valid: { query: 'cloneCart=true' }, invalid: { query: 'cloneCart=maybe' },
  },
  'javascript error reports': {
    method: 'POST', path: '/api/events/RecordJavascriptErrors', kind: 'error-report', field: '0.data.message',
    valid: { json: [errorReport] },
    invalid: { json: [{ ...errorReport, data: { ...errorReport.data, message: undefined } }] },
  },
  'trace as form field': {
    method: 'POST', path: '/api/events/Trace', kind: 'trace', field: 'data.0.type',
    valid: { form: { data: JSON.stringify([{ pageUrl: '/p', type: 'block-init', data: { n: 1 } }]) } },
    invalid: { form: { data: JSON.stringify([{ pageUrl: '/p' }]) } },
  },
  'trace as JSON list': {
    method: 'POST', path: '/api/events/Trace', kind: 'trace', field: 'data.0.pageUrl',
    valid: { json: [{ pageUrl: '/p', type: 'x' }] }, invalid: { json: [{ pageUrl: 5, type: 'x' }] },
  },
  'track hit': {
    method: 'GET', path: '/api/track/Track', kind: 'track', field: 'screen',
    valid: {
      query:
        'source=google&campaign=c&subcampaign=s&channel=ch&subchannel=sc&refer=r&variation=v&mkwid=m' +
        '&landing=%2F&rk=1&lang=en&screen=1920x1080',
    },
    invalid: { query: 'screen=wide' },
  },
  'census hit': {
    method: 'POST', path: '/api/census/RecordHit', kind: 'census', field: 'data.url',
    valid: { form: { event: 'view', data: censusData, ss_cvr: 'id|1|2|3|4' } },
    invalid: { form: { event: 'view', data: JSON.stringify({ title: 'no url' }) } },
  },
  'census button click': {
    method: 'POST', path: '/api/census/button-click', kind: 'census', field: 'context',
    valid: { form: { ...button, context: '1' } }, invalid: { form: { ...button, context: '9' } },
  },
  'census button render': {
    method: 'POST', path: '/api/census/button-render', kind: 'census', field: 'id',
    valid: { form: { ...button, context: '2' } }, invalid: { form: { context: '2' } },
  },
  'census form render': {
    method: 'POST', path: '/api/census/form-render', kind: 'census', field: 'formId',
    valid: { form: { formId: 'f1', visitorCookie: 'v' } }, invalid: { form: { visitorCookie: 'v' } },
  },
  'census overlay': {
    method: 'POST', path: '/api/census/overlay', kind: 'census', field: 'visitorCookie',
    valid: { form: { visitorCookie: 'v', style: 'modal' } }, invalid: { form: { style: 'modal' } },
  },
  'census quick view': {
    method: 'POST', path: '/api/census/RecordQuickView/5f1a2b', kind: 'census', field: 'id',
    valid: { none: true }, invalid: { none: true }, invalidPath: '/api/census/RecordQuickView/not%20an%20id',
  },
  'record event': {
    method: 'POST', path: '/api/events/RecordEvent', kind: 'event', field: 'data',
    valid: { form: { crumb: 'c', event: 'Click', data: '{"a":1}' } },
    invalid: { form: { crumb: 'c', event: 'Click', data: '{not json' } },
  },
  'events service': {
    method: 'POST', path: '/api/v1/events', kind: 'event', field: 'customSchemaName', status: 202,
    valid: { json: { analyticsId: 'a', commonData: { page: '/' }, customData: {}, customSchemaName: 'click' } },
    invalid: { json: { analyticsId: 'a', commonData: {}, customData: {} } },
  },
  'performance records': {
    method: 'POST', path: '/api/1/performance/records', kind: 'performance', field: '0',
    valid: { text: JSON.stringify([{ pageLoadId: 'p', name: 'lcp', value: 1200 }]) }, invalid: { text: '[1]' },
  },
  'header and footer': {
    method: 'PUT', path: '/api/site/header-footer', kind: 'header-footer', field: 'footer', account: true,
    valid: { json: { header: '<b>h</b>', footer: 'f' } }, invalid: { json: { header: 'h' } },
  },
};

function send(method: string, path: string, body: Body, headers: Record<string, string> = {}) {
  if ('query' in body) return fetch(`${server.url}${path}?${body.query}`, { method, headers });
  if ('none' in body) return fetch(server.url + path, { method, headers });
  const [contentType, text] =
    'form' in body
      ? ['application/x-www-form-urlencoded', new URLSearchParams(body.form).toString()]
      : 'json' in body
        ? ['application/json', JSON.stringify(body.json)]
        : ['text/plain;charset=UTF-8', body.text];
  return fetch(server.url + path, { method, body: text, headers: { 'Content-Type': contentType, ...headers } });
}

// RecordJavascriptErrors needs the crumb cookie echoed in X-CSRF-Token; logout, session delete and the header and
// footer take it so too (or as the data layer's `crumb` query parameter)
const csrf = { Cookie: 'crumb=abc', 'X-CSRF-Token': 'abc' };

/** The header of a logged-in account: the token the session login answers. */
async function loggedIn(): Promise<Record<string, string>> {
  const { xsrfToken } = (await (await server.postJson('/api/auth/Login', { email: 'ann@example.com', password: 'x' })).json()) as { xsrfToken: string };
  return { 'X-XSRF-Token': xsrfToken };
}
const headersFor = async (c: EndpointCase) => ({ ...csrf, ...(c.account ? await loggedIn() : {}) });

describe('each endpoint', () => {
  it.each(Object.entries(cases))('%s: stores a valid payload', async (_, c) => {
    const headers = await headersFor(c);
    const before = rowCount();
    const res = await send(c.method, c.path, c.valid, headers);
    expect(res.status).toBe(c.status ?? 200);
    expect(rowCount()).toBe(before + 1);
    expect(lastRow()).toMatchObject({ kind: c.kind, endpoint: c.path });
  });

  it.each(Object.entries(cases))(
    '%s: rejects an invalid payload with 400 naming the field, storing nothing',
    async (_, c) => {
      const headers = await headersFor(c);
      const before = rowCount();
      const res = await send(c.method, c.invalidPath ?? c.path, c.invalid, headers);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: string };
      expect(error.startsWith(`${c.field}: `), error).toBe(true);
      expect(rowCount()).toBe(before);
    },
  );
});

/** The second payload variant of a form submission (visitor-runtime §3). */
const secondVariant = (key: string) => ({
  key, form: { 'text-1': 'hi', 'likert-1': { 'Q?': '2' } }, pageTitle: 'Contact', pageId: 'p1',
  contentSource: 'c', pagePath: '/contact', pagePermissionTypeValue: 1,
});

describe('form submission', () => {
  const firstVariant = (key: string) => ({
    key, formId: 'form-1', collectionId: 'c1', objectName: 'block-1', isOverlayForm: 'false',
    submitButtonText: 'Send', form: JSON.stringify({ 'name-yui_1': ['Ann', 'Lee'], 'email-yui_2': 'ann@example.com' }),
    captchaKey: '', url: '/contact', userAgent: 'ua', websiteId: 'w1',
  });

  it('issues a fresh key on each request', async () => {
    const [a, b] = [await issueFormKey(server), await issueFormKey(server)];
    expect(a).toMatch(/^[\w-]{16,}$/);
    expect(a).not.toBe(b);
  });

  it('stores the first variant (form-encoded, form map as JSON text) with the map decoded', async () => {
    const res = await server.postForm('/api/form/SaveFormSubmission', firstVariant(await issueFormKey(server)), {
      'X-Page-Load-Id': 'load-1',
    });
    expect(await res.json()).toEqual({ success: true });
    expect(lastRow()).toMatchObject({
      kind: 'form-submission',
      pageLoad: 'load-1',
      payload: { formId: 'form-1', isOverlayForm: false, form: { 'name-yui_1': ['Ann', 'Lee'] }, websiteId: 'w1' },
    });
  });

  it('stores the second variant (JSON, form map as an object)', async () => {
    const res = await server.postJson('/api/form/SaveFormSubmission', secondVariant(await issueFormKey(server)));
    expect(await res.json()).toEqual({ success: true });
    expect(lastRow()?.payload).toMatchObject({ pageId: 'p1', contentSource: 'c', form: { 'likert-1': { 'Q?': '2' } } });
  });

  it('names the failing field of whichever variant was sent', async () => {
    const key = await issueFormKey(server);
    const first = await server.postForm('/api/form/SaveFormSubmission', { ...firstVariant(key), form: '{"a":' });
    expect(await first.json()).toEqual({ error: 'form: must be valid JSON' });
    const second = await server.postJson('/api/form/SaveFormSubmission', { ...secondVariant(key), contentSource: 'x' });
    expect(((await second.json()) as { error: string }).error).toMatch(/^contentSource: /);
  });

  it('refuses a key the server never issued, and a key used once already', async () => {
    const unknown = await server.postJson('/api/form/SaveFormSubmission', secondVariant('made-up'));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'Form submission key is not valid. Please reload and try again.' });
    const key = await issueFormKey(server);
    expect((await server.postJson('/api/form/SaveFormSubmission', secondVariant(key))).status).toBe(200);
    expect((await server.postJson('/api/form/SaveFormSubmission', secondVariant(key))).status).toBe(400);
  });
});

describe('other endpoints', () => {
  it('answers login with an xsrfToken and never stores the password', async () => {
    const login = { email: 'ann@example.com', password: 'hunter2', rememberMe: 'true' };
    const res = await server.postJson('/api/auth/Login', login);
    expect(await res.json()).toEqual({ xsrfToken: expect.stringMatching(/^[\w-]{16,}$/) });
    expect(lastRow()?.payload).toEqual({ action: 'login', email: 'ann@example.com', rememberMe: true });
    expect(JSON.stringify(server.store.list())).not.toContain('hunter2');
  });

  it('answers logout and session delete with {} and stores them with the state of their X-XSRF-Token', async () => {
    const logout = await fetch(`${server.url}/api/auth/Logout?crumb=abc`, { method: 'POST', headers: { Cookie: 'crumb=abc' } });
    expect(await logout.json()).toEqual({});
    expect(lastRow()?.payload).toEqual({ action: 'logout', xsrfToken: 'missing' });
    const del = await fetch(`${server.url}/api/auth/Session?cloneCart=false`, { method: 'DELETE', headers: { ...csrf, 'X-XSRF-Token': 'made-up' } });
    expect(await del.json()).toEqual({});
    expect(lastRow()?.payload).toEqual({ action: 'session-delete', cloneCart: false, xsrfToken: 'unknown' });
    await fetch(`${server.url}/api/auth/Logout`, { method: 'POST', headers: { ...csrf, ...(await loggedIn()) } });
    expect(lastRow()?.payload).toEqual({ action: 'logout', xsrfToken: 'valid' });
  });

  it("refuses a logout, a session delete and a header and footer change that carry not the visitor's crumb (another site's form, a script): crumbFail with a new crumb cookie, nothing stored", async () => {
    const token = await loggedIn();
    const attempts: Array<[string, string, Record<string, string>]> = [
      ['POST', '/api/auth/Logout', {}],
      ['POST', '/api/auth/Logout?crumb=abc', { Cookie: 'crumb=other' }],
      ['DELETE', '/api/auth/Session?cloneCart=false', { Cookie: 'crumb=abc', 'X-CSRF-Token': 'xyz' }],
      ['PUT', '/api/site/header-footer', { 'Content-Type': 'application/json', ...token }],
    ];
    for (const [method, path, headers] of attempts) {
      const before = rowCount();
      const res = await fetch(server.url + path, { method, headers, ...(method === 'PUT' ? { body: JSON.stringify({ header: 'h', footer: 'f' }) } : {}) });
      const body = (await res.json()) as { crumbFail?: boolean; crumb?: string };
      expect(body, `${method} ${path}`).toEqual({ crumbFail: true, crumb: expect.stringMatching(/^[\w-]{16,}$/) });
      expect(res.headers.get('set-cookie')).toContain(`crumb=${body.crumb}`);
      expect(rowCount(), `${method} ${path} stored nothing`).toBe(before);
    }
  });

  it("refuses a form key, a form submission, a cart change and a review that carry not the visitor's crumb: crumbFail with a new crumb cookie, nothing stored", async () => {
    const key = await issueFormKey(server);
    const json = { 'Content-Type': 'application/json' };
    const attempts: Array<[string, string, Record<string, string>, unknown]> = [
      ['POST', '/api/form/FormSubmissionKey', {}, undefined],
      ['POST', '/api/form/SaveFormSubmission', { ...json, Cookie: 'crumb=abc' }, secondVariant(key)],
      ['POST', '/api/commerce/cart/entries?crumb=abc', { ...json, Cookie: 'crumb=other' }, { productId: 'tee', variantId: 'tee-s-sand', quantity: 1 }],
      ['PUT', '/api/commerce/cart/entries/e1', { ...json, Cookie: 'crumb=abc', 'X-CSRF-Token': 'xyz' }, { quantity: 2 }],
      ['DELETE', '/api/commerce/cart/entries/e1', {}, undefined],
      ['POST', '/api/commerce/subscription-carts', json, { productId: 'tee', variantId: 'tee-s-sand', quantity: 1 }],
      ['POST', '/api/commerce/reviews', json, { token: 't', rating: 5, title: 'x', body: 'y' }],
    ];
    for (const [method, path, headers, body] of attempts) {
      const before = rowCount();
      const res = await fetch(server.url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const answer = (await res.json()) as { crumbFail?: boolean; crumb?: string };
      expect(answer, `${method} ${path}`).toEqual({ crumbFail: true, crumb: expect.stringMatching(/^[\w-]{16,}$/) });
      expect(res.headers.get('set-cookie'), `${method} ${path}`).toContain(`crumb=${answer.crumb}`);
      expect(rowCount(), `${method} ${path} stored nothing`).toBe(before);
    }
    // the key issued with the crumb is still good: the refused submission did not use it up
    expect((await server.postJson('/api/form/SaveFormSubmission', secondVariant(key))).status).toBe(200);
  });

  it('refuses a header and footer change without a logged-in account: 401 loginRequired, nothing stored', async () => {
    const before = rowCount();
    for (const token of [{}, { 'X-XSRF-Token': 'made-up' }] as Array<Record<string, string>>) {
      const res = await send('PUT', '/api/site/header-footer', { json: { header: 'h', footer: 'f' } }, { ...csrf, ...token });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ loginRequired: true });
    }
    expect(rowCount()).toBe(before);
  });

  it('refuses error reports whose X-CSRF-Token is missing or differs from the crumb cookie', async () => {
    const attempts: Array<Record<string, string>> = [
      { Cookie: '', 'X-CSRF-Token': '' },
      { Cookie: 'crumb=abc', 'X-CSRF-Token': '' },
      { Cookie: 'crumb=abc', 'X-CSRF-Token': 'xyz' },
    ];
    for (const headers of attempts) {
      const res = await server.postJson('/api/events/RecordJavascriptErrors', [errorReport], headers);
      expect(res.status).toBe(401);
    }
  });

  it('answers a track hit with a 1×1 GIF', async () => {
    const res = await fetch(`${server.url}/api/track/Track?source=x`);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 6).toString()).toBe('GIF89a');
  });

  it('renders a widget into a div with its values escaped', async () => {
    const widgetJSON = JSON.stringify({ type: 'summary', id: 'w<1>', value: '<script>x</script>' });
    const res = await server.postForm('/api/widget/GetWidgetRendering', { widgetJSON, collectionId: 'c1' });
    const { html } = (await res.json()) as { html: string };
    expect(html).toMatch(/^<div[^>]*data-widget-id="w&#60;1&#62;"[^>]*>&#60;script&#62;x&#60;\/script&#62;<\/div>$/);
    const noId = { widgetJSON: '{"type":1}', collectionId: 'c1' };
    const bad = await server.postForm('/api/widget/GetWidgetRendering', noId);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^widgetJSON\.id: /);
  });

  it('gives random ids for performance settings and session recording', async () => {
    const getJson = async (path: string) => (await fetch(server.url + path)).json() as Promise<Record<string, string>>;
    const settings = await getJson('/api/1/performance/settings');
    const recording = await getJson('/api/commerce/session-recording-id');
    expect(settings.pageLoadId).toMatch(/^[\w-]{16,}$/);
    expect(recording.id).toMatch(/^[\w-]{16,}$/);
  });

  it('returns the last header and footer PUT', async () => {
    await fetch(`${server.url}/api/site/header-footer`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...csrf, ...(await loggedIn()) },
      body: JSON.stringify({ header: 'H2', footer: 'F2' }),
    });
    expect(await (await fetch(`${server.url}/api/site/header-footer`)).json()).toEqual({ header: 'H2', footer: 'F2' });
  });

  it('echoes method, query (without fault parameters) and body for each data-layer method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const jsonBody = { body: JSON.stringify({ n: 1 }), headers: { 'Content-Type': 'application/json' } };
      const init = method === 'GET' ? {} : jsonBody;
      const res = await fetch(`${server.url}/api/demo/echo?crumb=c&tag=a&tag=b&fault=delay=1`, { method, ...init });
      expect(await res.json()).toEqual({
        method, query: { crumb: 'c', tag: ['a', 'b'] }, body: method === 'GET' ? null : { n: 1 },
      });
    }
  });

  it('answers 404 for an unknown endpoint and 405 with Allow for a wrong method', async () => {
    expect((await fetch(`${server.url}/api/nothing/here`)).status).toBe(404);
    const res = await fetch(`${server.url}/api/form/FormSubmissionKey`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await server.postJson('/api/demo/echo', { big: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
  });
});
