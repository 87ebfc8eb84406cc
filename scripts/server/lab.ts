// The chart lab (docs/lab.md): its page at /_lab, and the relay of live pages' inspection events. A page opened with
// `?inspect=lab` posts its actors' events, already redacted, to /_lab/events; the lab follows /_lab/stream
// (server-sent events), which first replays what the open pages sent so far.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { LAB_PATH } from '../../runtime/inspector-access';
import { LAB_EVENTS_PATH, LAB_STREAM_PATH, type LabBatch } from '../../runtime/inspector-relay';
import { checkCoverage, discoverCharts, loadWalked } from '../../model-tests/gate/gate';
import { emptyRecord, WALKED_DIR } from '../../model-tests/harness/coverage';
import { json, type Reply } from './http-util';

export { LAB_PATH };
export const LAB_COVERAGE_PATH = '/_lab/coverage.json';

/** Events kept per page for a lab that opens later; older ones are dropped (the lab says so). */
export const KEPT_EVENTS_PER_PAGE = 2000;
/** Pages kept; the oldest is forgotten first. */
const KEPT_PAGES = 50;
/**
 * What the kept events may weigh in all (their JSON): the oldest page is forgotten first, then the oldest events of
 * the one page left. A post is at most 1 MB (scripts/server/body.ts), so 40 posts of 900 KB keep 16 MB, not 36.
 */
export const KEPT_BYTES = 16 * 1024 * 1024;

const batchSchema = z.object({
  page: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), url: z.string().check(z.maxLength(2000)), title: z.string().check(z.maxLength(300)) }),
  events: z.array(z.looseObject({ type: z.string(), sessionId: z.string() })).check(z.maxLength(5000)),
});

/** The lab's page: its own bundle under /assets/lab/, built beside the runtime but loaded by no page of it. */
export const labPage = () => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Chart lab</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/demo.css">
  <link rel="stylesheet" href="/assets/lab/lab.css">
</head>
<body>
  <div id="lab"></div>
  <script type="module" src="/assets/lab/lab.js"></script>
</body>
</html>
`;

/** A page's kept events with what each weighs (its JSON's length). */
interface KeptPage extends LabBatch {
  sizes: number[];
}

export function createLabRelay({ keptBytes = KEPT_BYTES }: { keptBytes?: number } = {}) {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  const listeners = new Set<ServerResponse>();
  const write = (res: ServerResponse, batch: LabBatch) => res.write(`data: ${JSON.stringify({ page: batch.page, events: batch.events })}\n\n`);
  const forget = (id: string) => {
    bytes -= pages.get(id)!.sizes.reduce((sum, size) => sum + size, 0);
    pages.delete(id);
  };

  return {
    /** POST /_lab/events: keeps the batch for later labs and sends it to the open ones. */
    receive(body: unknown): Reply {
      const parsed = batchSchema.safeParse(body);
      if (!parsed.success) return json(400, { error: `${LAB_EVENTS_PATH}: ${parsed.error.issues[0]?.message ?? 'invalid'}` });
      const batch = parsed.data as unknown as LabBatch;
      const before = pages.get(batch.page.id);
      const events = [...(before?.events ?? []), ...batch.events];
      const sizes = [...(before?.sizes ?? []), ...batch.events.map((event) => JSON.stringify(event).length)];
      if (before) forget(batch.page.id);
      const cut = Math.max(0, events.length - KEPT_EVENTS_PER_PAGE);
      const kept: KeptPage = { page: batch.page, events: events.slice(cut), sizes: sizes.slice(cut) };
      pages.set(batch.page.id, kept);
      bytes += kept.sizes.reduce((sum, size) => sum + size, 0);
      if (pages.size > KEPT_PAGES) forget(pages.keys().next().value!);
      // Over the weight: the oldest pages go first, then this page's oldest events.
      while (bytes > keptBytes && pages.size > 1) forget(pages.keys().next().value!);
      while (bytes > keptBytes && kept.events.length) {
        kept.events.shift();
        bytes -= kept.sizes.shift()!;
      }
      for (const res of listeners) write(res, batch);
      return json(200, {});
    },
    /** What the kept events weigh (their JSON), for tests. */
    keptBytes: () => bytes,
    /** GET /_lab/stream: every kept page's events, then each batch as it comes. */
    stream(req: IncomingMessage, res: ServerResponse): void {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write(': lab relay\n\n');
      for (const batch of pages.values()) write(res, batch);
      listeners.add(res);
      req.on('close', () => listeners.delete(res));
    },
    isStream: (path: string) => path === LAB_STREAM_PATH,
    isEvents: (path: string) => path === LAB_EVENTS_PATH,
  };
}

/**
 * GET /_lab/coverage.json: per chart, what the model tests walked in the last unit run (.model-coverage/, as the
 * gate counts it), with every way each walked transition's event came and every path walked with its transitions.
 */
export async function coverageReply(walkedDir = WALKED_DIR): Promise<Reply> {
  const { charts } = await discoverCharts();
  const walked = loadWalked(walkedDir);
  const results = checkCoverage({ machines: charts.map((chart) => chart.machine), walked });
  return json(
    200,
    results.map((result) => {
      const record = walked.get(result.id) ?? emptyRecord();
      return {
        ...result,
        sources: Object.fromEntries([...record.sources].map(([id, sources]) => [id, [...sources].sort()])),
        paths: Object.fromEntries([...record.paths].sort(([a], [b]) => a.localeCompare(b))),
      };
    }),
  );
}
