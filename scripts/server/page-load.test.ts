import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support';

// Where the server finds a request's page load (docs/server.md "Page load id"): header X-Page-Load-Id, else a
// `pageLoadId` field of the body or the query, for the requests that cannot carry a header.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const lastPageLoad = () => server.store.list({ limit: 1 })[0]?.pageLoad;
const trace = JSON.stringify([{ pageUrl: '/p', type: 't' }]);
const postText = (path: string, text: string) =>
  fetch(server.url + path, { method: 'POST', body: text, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });

describe('page load of a request', () => {
  it('is the X-Page-Load-Id header, which wins over a body field', async () => {
    await server.postForm('/api/events/Trace', { data: trace, pageLoadId: 'from-body' }, { 'X-Page-Load-Id': 'from-header' });
    expect(lastPageLoad()).toBe('from-header');
  });

  it('falls back to a form field pageLoadId (a trace beacon), which is not stored in the payload', async () => {
    await server.postForm('/api/events/Trace', { data: trace, pageLoadId: 'beacon-1' });
    expect(server.store.list({ limit: 1 })[0]).toMatchObject({ pageLoad: 'beacon-1', payload: [{ pageUrl: '/p', type: 't' }] });
  });

  it('falls back to pageLoadId of a JSON object body', async () => {
    await server.postJson('/api/census/overlay', { visitorCookie: 'v', pageLoadId: 'json-1' });
    expect(lastPageLoad()).toBe('json-1');
  });

  it('falls back to pageLoadId of the first element of a JSON array (performance records sent as text)', async () => {
    await postText('/api/1/performance/records', JSON.stringify([{ pageLoadId: 'records-1', type: 'paint' }, { pageLoadId: 'other' }]));
    expect(lastPageLoad()).toBe('records-1');
  });

  it('falls back to the query parameter pageLoadId (the Track image)', async () => {
    const res = await fetch(`${server.url}/api/track/Track?source=news&pageLoadId=image-1`);
    expect(res.status).toBe(200);
    expect(lastPageLoad()).toBe('image-1');
  });

  it('is null without any, or with an empty one; is cut to 200 characters', async () => {
    await server.postForm('/api/events/RecordEvent', { crumb: 'c', event: 'e', data: '{}' });
    expect(lastPageLoad()).toBeNull();
    await server.postForm('/api/events/RecordEvent', { crumb: 'c', event: 'e', data: '{}', pageLoadId: '' });
    expect(lastPageLoad()).toBeNull();
    await server.postForm('/api/events/RecordEvent', { crumb: 'c', event: 'e', data: '{}' }, { 'X-Page-Load-Id': 'x'.repeat(300) });
    expect(lastPageLoad()).toBe('x'.repeat(200));
  });

  it('is what performance settings answer as pageLoadId, so the records join the page load', async () => {
    const settings = await fetch(`${server.url}/api/1/performance/settings`, { headers: { 'X-Page-Load-Id': 'load-7' } });
    expect(await settings.json()).toEqual({ pageLoadId: 'load-7' });
    const random = (await (await fetch(`${server.url}/api/1/performance/settings`)).json()) as { pageLoadId: string };
    expect(random.pageLoadId).toMatch(/^[\w-]{16,}$/);
  });
});
