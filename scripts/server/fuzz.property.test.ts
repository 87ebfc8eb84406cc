import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from './routes';
import { startTestServer, type TestServer } from './test-support';

// Malformed input is the client's fault: every endpoint answers it with a 4xx, never a 5xx (nor a dropped
// connection). Bodies: random text, random JSON, JSON nested thousands deep, huge numbers; any query string.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const nested = (depth: number, open: string, close: string, inner = '1') => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
const body = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.integer({ min: 200, max: 20_000 }).map((depth) => nested(depth, '[', ']')),
  fc.integer({ min: 200, max: 20_000 }).map((depth) => nested(depth, '{"a":', '}')),
  fc.constantFrom('1e309', '-1e309', '{"data": 1e309}', '[1e400]', '{"__proto__": {"x": 1}}', '', 'null'),
);
const contentType = fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined);
const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.constantFrom('limit', 'kind', 'x', 'fault', 'url', 'id'), fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('1e309', '-1', 'NaN', '0.5', '99999999999999999999'))).map(
    (fields) => `?${new URLSearchParams(fields as Record<string, string>)}`,
  ),
);
const pathOf = (path: string) => path.replace(':id', 'abc');

describe('the reference server with malformed input', () => {
  it('answers every endpoint with a status below 500', async () => {
    const endpoints = [...routes.map((route) => ({ method: route.method, path: pathOf(route.path) })), { method: 'GET', path: '/_received.json' }];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, contentType, query, async ({ method, path }, text, type, search) => {
        const init: RequestInit = { method, headers: type ? { 'Content-Type': type } : {} };
        if (method !== 'GET') init.body = text;
        const response = await fetch(`${server.url}${path}${search}`, init);
        await response.arrayBuffer();
        expect(response.status, `${method} ${path}${search} with ${text.slice(0, 60)}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses JSON nested 10,000 deep with 400 on the endpoints that took it down', async () => {
    for (const path of ['/api/demo/echo', '/api/events/Trace', '/api/census/overlay', '/api/1/performance/records']) {
      const deep = await fetch(`${server.url}${path}`, { method: 'POST', body: nested(10_000, '[', ']'), headers: { 'Content-Type': 'application/json' } });
      expect([path, deep.status]).toEqual([path, 400]);
      expect(((await deep.json()) as { error: string }).error).toMatch(/nested deeper than 64 levels/);
    }
  });

  it('refuses a limit that is no positive whole number on /_received.json', async () => {
    for (const limit of ['1e309', '-1', '0.5', 'abc']) {
      const response = await fetch(`${server.url}/_received.json?limit=${limit}`);
      expect([limit, response.status]).toEqual([limit, 400]);
    }
    expect((await fetch(`${server.url}/_received.json?limit=3`)).status).toBe(200);
  });
});
