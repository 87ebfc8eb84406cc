import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { LAB_EVENTS_PATH } from '../../runtime/inspector-relay';
import { fromThisMachine, isLoopbackAddress, isLoopbackHost } from './http-util';
import { createLabRelay } from './lab';
import { startTestServer, type TestServer } from './test-support';

// The reference server serves its machine (issue 37, docs/security.md "The debug tools"): it listens on 127.0.0.1
// unless HOST says otherwise, and its debug tools (the lab, /_received) answer only requests from this machine that
// name it; the lab's relay takes JSON from its own origin's pages only, and keeps what it relays within a weight.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** This machine's first address that is not a loopback one (the container's), if it has one. */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

/** A request sent byte for byte to `host`, with the Host header and body given. */
function send(host: string, port: number, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host, port, path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const batch = (id: string, events: unknown[]) => ({ page: { id, url: `http://localhost/form?inspect=lab#${id}`, title: 'Form' }, events });
const event = (n: number, pad = 0) => ({ type: '@xstate.snapshot', sessionId: 'x:0', snapshot: { context: { n, pad: 'x'.repeat(pad) } } });

describe('who the debug tools answer', () => {
  it('a loopback address (IPv4, IPv6, IPv4-mapped) naming this machine by a loopback name; nothing else', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [undefined, '', '192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '10.0.0.1', '128.0.0.1']) expect(isLoopbackAddress(address), address).toBe(false);
    for (const host of ['localhost:4173', 'LOCALHOST', 'shop.localhost:80', '127.0.0.1:4173', '[::1]:4173', 'localhost.']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [undefined, '', 'evil.example', 'localhost.evil.example:4173', '192.0.2.2:4173', 'example.com']) expect(isLoopbackHost(host), host).toBe(false);
    const req = (remoteAddress: string, host: string) => ({ socket: { remoteAddress }, headers: { host } }) as unknown as IncomingMessage;
    expect(fromThisMachine(req('127.0.0.1', 'localhost:4173'))).toBe(true);
    // Another machine, or a page of another site whose name resolves to 127.0.0.1 (DNS rebinding).
    expect(fromThisMachine(req('192.0.2.2', 'localhost:4173'))).toBe(false);
    expect(fromThisMachine(req('127.0.0.1', 'rebound.evil.example:4173'))).toBe(false);
  });

  it('the lab and /_received answer 403 to a request naming another host, the pages as ever', async () => {
    server = await startTestServer();
    for (const path of ['/_lab', '/_lab/stream', '/_received', '/_received.json?kind=form-submission']) {
      expect((await send('127.0.0.1', server.port, path, { headers: { Host: `evil.example:${server.port}` } })).status, path).toBe(403);
    }
    expect((await send('127.0.0.1', server.port, '/', { headers: { Host: `evil.example:${server.port}` } })).status).toBe(200);
    expect((await fetch(`${server.url}/_received.json`)).status).toBe(200);
  });

  it.skipIf(!outward)('listens on this machine only by default: another address of it is refused', async () => {
    server = await startTestServer();
    await expect(send(outward!, server.port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it.skipIf(!outward)('with HOST set to every address, serves the pages to another machine, but not the lab nor /_received', async () => {
    server = await startTestServer({ host: '0.0.0.0' });
    const from = (path: string) => send(outward!, server!.port, path, { headers: { Host: `${outward}:${server!.port}` } });
    expect((await from('/')).status).toBe(200);
    for (const path of ['/_lab', '/_lab/stream', '/_received', '/_received.json?kind=form-submission']) expect((await from(path)).status, path).toBe(403);
    // Even when it names localhost: the request comes from another address.
    expect((await send(outward!, server.port, '/_received.json', { headers: { Host: `localhost:${server.port}` } })).status).toBe(403);
  });
});

describe("the lab's relay", () => {
  it('takes application/json from its own origin or from no page; refuses another type (415) and another origin (403)', async () => {
    server = await startTestServer();
    const body = JSON.stringify(batch('p1', [event(1)]));
    const post = (headers: Record<string, string>) => send('localhost', server!.port, LAB_EVENTS_PATH, { method: 'POST', body, headers: { Host: `localhost:${server!.port}`, ...headers } });
    expect((await post({ 'Content-Type': 'application/json' })).status).toBe(200);
    expect((await post({ 'Content-Type': 'application/json; charset=utf-8', Origin: `http://localhost:${server.port}` })).status).toBe(200);
    expect((await post({ 'Content-Type': 'text/plain', Origin: `http://localhost:${server.port}` })).status).toBe(415);
    expect((await post({ 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post({})).status).toBe(415);
    const foreign = await post({ 'Content-Type': 'application/json', Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toEqual({ error: `${LAB_EVENTS_PATH}: only this origin's pages may post, not https://evil.example` });
    expect((await post({ 'Content-Type': 'text/plain', Origin: 'https://evil.example' })).status).not.toBe(200);
  });

  it('keeps what it relays within its weight: the oldest pages first, then the oldest events of the newest', () => {
    const relay = createLabRelay({ keptBytes: 20_000 });
    for (let page = 0; page < 40; page += 1) {
      expect(relay.receive(batch(`p${page}`, Array.from({ length: 5 }, (_, i) => event(i, 900)))).status).toBe(200);
      expect(relay.keptBytes()).toBeLessThanOrEqual(20_000);
    }
    // One batch heavier than the whole weight: only its newest events stay.
    relay.receive(batch('big', Array.from({ length: 40 }, (_, i) => event(i, 900))));
    expect(relay.keptBytes()).toBeLessThanOrEqual(20_000);
    expect(relay.keptBytes()).toBeGreaterThan(15_000);
  });
});
