import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELAY_MS } from './faults';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rowCount = () => server.store.list().length;
const echo = (fault: string) => fetch(`${server.url}/api/demo/echo`, { method: 'POST', headers: { 'X-Fault': fault } });
const census = (headers: Record<string, string> = {}, query = '') =>
  server.postForm(`/api/census/form-render${query}`, { formId: 'f1' }, headers);

describe('fault mode', () => {
  const answering: Array<[string, number, unknown]> = [
    ['text-error', 400, { error: 'Server says no.' }],
    ['400-empty', 400, {}],
    ...['401', '403', '404', '429', '500', '501', '503'].map((s): [string, number, unknown] => [s, Number(s), {}]),
    ['error-field', 200, { error: 'Server-side error text' }],
    ['login-required', 200, { loginRequired: true }],
    ['authorization-fail', 200, { authorizationFail: true }],
  ];

  it.each(answering)('%s answers %i with its fixed body and stores nothing', async (mode, status, body) => {
    const before = rowCount();
    const res = await census({ 'X-Fault': mode });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(body);
    expect(rowCount()).toBe(before);
  });

  it('applies the same faults from the query on a GET endpoint', async () => {
    const res = await fetch(`${server.url}/api/track/Track?source=x&fault=503`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({});
  });

  it('field-errors names the fields of the submitted form map', async () => {
    const res = await server.postForm(
      '/api/form/SaveFormSubmission',
      { key: 'k', formId: 'f', form: JSON.stringify({ 'email-1': 'x', 'name-2': ['a'] }) },
      { 'X-Fault': 'field-errors' },
    );
    expect(res.status).toBe(400);
    const message = 'This field is not valid.';
    expect(await res.json()).toEqual({ errors: { 'email-1': message, 'name-2': message } });
  });

  it('field-errors without a form map reports the email field', async () => {
    const res = await echo('field-errors');
    expect(await res.json()).toEqual({ errors: { email: 'Email is not valid.' } });
  });

  it('crumb-fail answers a new crumb and sets it as the crumb cookie', async () => {
    const res = await echo('crumb-fail');
    const body = (await res.json()) as { crumbFail: boolean; crumb: string };
    expect(body).toEqual({ crumbFail: true, crumb: expect.stringMatching(/^[\w-]{16,}$/) });
    expect(res.headers.get('set-cookie')).toBe(`crumb=${body.crumb}; Path=/; SameSite=Lax`);
  });

  it('invalid-json answers 200 application/json that does not parse', async () => {
    const res = await echo('invalid-json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(text).toBe('{"oops": ');
    expect(() => JSON.parse(text)).toThrow();
  });

  it('delay waits the given milliseconds, then answers normally and stores the request', async () => {
    const before = rowCount();
    const started = Date.now();
    const res = await census({ 'X-Fault': 'delay=300' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.status).toBe(200);
    expect(rowCount()).toBe(before + 1);
  });

  it('drop closes the connection without an answer and stores nothing', async () => {
    const before = rowCount();
    await expect(census({ 'X-Fault': 'drop' })).rejects.toThrow();
    expect(rowCount()).toBe(before);
  });

  it('with times=1 and a key in the header, fails exactly the first request, then answers normally', async () => {
    const before = rowCount();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await census({ 'X-Fault': '500; times=1; key=header-once' })).status);
    expect(statuses).toEqual([500, 200, 200]);
    expect(rowCount()).toBe(before + 2);
  });

  it('with faultTimes=2 and faultKey in the query, fails exactly two requests; another key counts apart', async () => {
    const statuses: number[] = [];
    const query = '?fault=429&faultTimes=2&faultKey=query-twice';
    for (let i = 0; i < 3; i++) statuses.push((await census({}, query)).status);
    expect(statuses).toEqual([429, 429, 200]);
    expect((await census({}, '?fault=429&faultTimes=2&faultKey=other')).status).toBe(429);
  });

  it('counts a limited drop too, so a retried request gets through', async () => {
    await expect(census({ 'X-Fault': 'drop; times=1; key=drop-once' })).rejects.toThrow();
    expect((await census({ 'X-Fault': 'drop; times=1; key=drop-once' })).status).toBe(200);
  });

  it('refuses a malformed fault with 400 naming it', async () => {
    const res = await echo('explode');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "X-Fault: unknown mode 'explode'" });
  });

  it('does not apply to pages outside /api/', async () => {
    const res = await fetch(`${server.url}/?fault=500`);
    expect(res.status).toBe(200);
  });
});

describe('closing', () => {
  it('does not wait for a pending delay: the delayed request is cut, not answered', async () => {
    const own = await startTestServer();
    // the longest delay there is (MAX_DELAY_MS, 30 s): a close that waited for it would outlast this test's timeout
    const slow = { headers: { 'X-Fault': `delay=${MAX_DELAY_MS}` } };
    const pending = fetch(`${own.url}/api/demo/echo`, slow).catch((e: unknown) => e);
    // one more request answered: the delayed one, sent first, is most likely held by then (if not, it is refused)
    await fetch(`${own.url}/api/demo/echo`).catch(() => undefined);
    await own.close();
    expect(await pending).toBeInstanceOf(Error);
  }, MAX_DELAY_MS - 1000);
});
