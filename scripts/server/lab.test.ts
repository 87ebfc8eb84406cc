import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LAB_EVENTS_PATH, LAB_STREAM_PATH } from '../../runtime/inspector-relay';
import { discoverCharts } from '../../model-tests/gate/gate';
import { listTransitions } from '../../model-tests/harness/transitions';
import { coverageReply, KEPT_EVENTS_PER_PAGE, LAB_COVERAGE_PATH } from './lab';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const page = (id: string) => ({ id, url: `http://localhost/form?inspect=lab#${id}`, title: 'Contact form' });
const snapshotEvent = (n: number) => ({ type: '@xstate.snapshot', sessionId: 'x:0', snapshot: { value: 'editing', context: { n } }, event: { type: 'CHANGE' } });

/** Follows the lab's stream: `next()` is the next batch (each `data:` message one batch). */
async function openStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const ready: Array<{ page: { id: string }; events: unknown[] }> = [];
  let text = '';
  const next = async () => {
    while (!ready.length) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      text += new TextDecoder().decode(value);
      const messages = text.split('\n\n');
      text = messages.pop()!;
      for (const message of messages) if (message.startsWith('data: ')) ready.push(JSON.parse(message.slice(6)));
    }
    return ready.shift()!;
  };
  return { next, contentType: response.headers.get('content-type'), close: () => controller.abort() };
}

describe('the chart lab on the reference server', () => {
  it('serves its page, which loads the lab bundle and nothing of the runtime', async () => {
    server = await startTestServer();
    const answer = await fetch(`${server.url}/_lab`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<script type="module" src="/assets/lab/lab.js"></script>');
    expect(html).not.toContain('runtime.js');
  });

  it("relays a page's events to an open lab, and replays the kept ones (the last of each page) to a lab that opens later", async () => {
    server = await startTestServer();
    const many = Array.from({ length: KEPT_EVENTS_PER_PAGE + 5 }, (_, i) => snapshotEvent(i));
    expect((await server.postJson(LAB_EVENTS_PATH, { page: page('p1'), events: many })).status).toBe(200);
    const stream = await openStream(`${server.url}${LAB_STREAM_PATH}`);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    const replayed = await stream.next();
    expect(replayed.page.id).toBe('p1');
    expect(replayed.events).toHaveLength(KEPT_EVENTS_PER_PAGE);
    expect(replayed.events[0]).toMatchObject({ snapshot: { context: { n: 5 } } });
    await server.postJson(LAB_EVENTS_PATH, { page: page('p2'), events: [snapshotEvent(-1)] });
    expect(await stream.next()).toMatchObject({ page: { id: 'p2' }, events: [{ snapshot: { context: { n: -1 } } }] });
    stream.close();
  });

  it('refuses a batch that is not one, with what is wrong', async () => {
    server = await startTestServer();
    const answer = await server.postJson(LAB_EVENTS_PATH, { page: page('p1'), events: [{ type: '@xstate.snapshot' }] });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toMatch(/^\/_lab\/events: /);
    expect((await fetch(`${server.url}${LAB_EVENTS_PATH}`)).status).toBe(405);
  });

  it("answers every chart's model-test coverage as the gate counts it", async () => {
    server = await startTestServer();
    const answer = await fetch(`${server.url}${LAB_COVERAGE_PATH}`);
    expect(answer.status).toBe(200);
    const coverage = (await answer.json()) as Array<{ id: string; total: number; walked: number; missing: string[]; sources: Record<string, string[]> }>;
    const { charts } = await discoverCharts();
    expect(coverage.map((chart) => chart.id)).toEqual(charts.map((chart) => chart.machine.id));
    const form = coverage.find((chart) => chart.id === 'form')!;
    const ids = new Set(listTransitions(charts.find((chart) => chart.machine.id === 'form')!.machine).map((t) => t.id));
    expect(form.total).toBe(ids.size);
    // Walked or missing, every transition once; a walked one says how its event came.
    expect(form.walked + form.missing.length).toBe(form.total);
    for (const id of Object.keys(form.sources)) expect(form.missing).not.toContain(id);
  });

  it('answers the paths the model tests walked, from the walked files the gate reads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lab-walked-'));
    try {
      const toggle = 'accordion.idle on TOGGLE -> accordion.animating';
      const walkedFile = (path: string) =>
        JSON.stringify({ machineId: 'accordion', walked: [toggle], sources: { [toggle]: ['view'] }, undeclared: [], paths: { [path]: [toggle] } });
      writeFileSync(join(dir, 'accordion.a.json'), walkedFile('TOGGLE {"index":1} ⇒ animating'));
      writeFileSync(join(dir, 'accordion.b.json'), walkedFile('TOGGLE {"index":0} ⇒ animating'));
      const reply = await coverageReply(dir);
      const accordion = (reply.json as Array<{ id: string; paths: Record<string, string[]> }>).find((chart) => chart.id === 'accordion')!;
      expect(accordion.paths).toEqual({ 'TOGGLE {"index":0} ⇒ animating': [toggle], 'TOGGLE {"index":1} ⇒ animating': [toggle] });
      const form = (reply.json as Array<{ id: string; paths: Record<string, string[]> }>).find((chart) => chart.id === 'form')!;
      expect(form.paths).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
