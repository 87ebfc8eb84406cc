import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Store } from './store';
import { issueFormKey, startTestServer, tempDir } from './test-support';

describe('Store', () => {
  it('lists newest first, filtered by kind and limited', () => {
    const store = new Store(join(tempDir(), 'nested', 'dir', 'db.sqlite'));
    store.record({ kind: 'census', endpoint: '/a', payload: { n: 1 } });
    store.record({ kind: 'event', endpoint: '/b', pageLoad: 'p', payload: { n: 2 } });
    store.record({ kind: 'census', endpoint: '/c', payload: { n: 3 } });
    expect(store.list().map((r) => r.endpoint)).toEqual(['/c', '/b', '/a']);
    expect(store.list({ kind: 'census' }).map((r) => r.payload)).toEqual([{ n: 3 }, { n: 1 }]);
    expect(store.list({ limit: 1 })).toMatchObject([{ endpoint: '/c', pageLoad: null }]);
    expect(store.list({ kind: 'event' })[0]).toMatchObject({ pageLoad: 'p', receivedAt: expect.stringMatching(/Z$/) });
    store.close();
  });

  it('uses WAL mode and the received table layout', () => {
    const dbPath = join(tempDir(), 'db.sqlite');
    new Store(dbPath).close();
    const db = new Database(dbPath, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const columns = (db.prepare('PRAGMA table_info(received)').all() as Array<{ name: string }>).map((c) => c.name);
    expect(columns).toEqual(['id', 'kind', 'endpoint', 'page_load', 'payload', 'received_at']);
    db.close();
  });
});

describe('persistence', () => {
  it('lists a form submission and an event posted before a restart on the same database file', async () => {
    const dir = tempDir();
    const first = await startTestServer({ dir });
    const key = await issueFormKey(first);
    await first.postJson('/api/form/SaveFormSubmission', {
      key, form: '{"text-1":"kept"}', pageTitle: 'T', pageId: 'p', contentSource: 'i', pagePath: '/',
      pagePermissionTypeValue: 1,
    });
    const event = { crumb: 'c', event: 'Kept', data: '{}' };
    await first.postForm('/api/events/RecordEvent', event, { 'X-Page-Load-Id': 'pl-9' });
    await first.close();

    const second = await startTestServer({ dir });
    const rows = (await (await fetch(`${second.url}/_received.json`)).json()) as Array<Record<string, unknown>>;
    await second.close();
    expect(rows).toMatchObject([
      { kind: 'event', endpoint: '/api/events/RecordEvent', pageLoad: 'pl-9', payload: { event: 'Kept' } },
      { kind: 'form-submission', payload: { form: { 'text-1': 'kept' } } },
    ]);
  });
});

describe('/_received', () => {
  it('groups rows by page load and escapes every payload text', async () => {
    const server = await startTestServer();
    const evil = '<img src=x onerror=alert(1)>';
    const event = { crumb: 'c', event: evil, data: '{}' };
    await server.postForm('/api/events/RecordEvent', event, { 'X-Page-Load-Id': '<b>load</b>' });
    const page = await (await fetch(`${server.url}/_received`)).text();
    await server.close();
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<b>load</b>');
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(page).toContain('Page load &#60;b&#62;load&#60;/b&#62;');
  });

  it('filters /_received.json by kind', async () => {
    const server = await startTestServer();
    await server.postForm('/api/census/form-render', { formId: 'f' });
    await server.postForm('/api/events/RecordEvent', { crumb: 'c', event: 'e', data: '{}' });
    const rows = (await (await fetch(`${server.url}/_received.json?kind=census`)).json()) as Array<{ kind: string }>;
    await server.close();
    expect(rows.map((r) => r.kind)).toEqual(['census']);
  });
});
