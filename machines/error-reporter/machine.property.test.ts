import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { errorReportBatchSchema } from '../../runtime/api-schemas';
import { errorReporterMachine } from './machine';
import { DEBOUNCE_MS, errorReport, MAX_QUEUED, MAX_REPORTS, MAX_STACK, type ErrorReportEvent } from './report';

const page = { websiteId: 'w', templateId: 't', url: 'https://example.com/', userAgent: 'test' };

type Step =
  | { kind: 'error'; stackLength: number; message: string }
  | { kind: 'tick' }
  | { kind: 'answer'; ok: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('error' as const), stackLength: fc.nat(12_000), message: fc.string() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'tick' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('answer' as const), ok: fc.boolean() }) },
);

const settled = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** Any errors, debounce seconds passing and server answers (to whatever batch is in flight), in any order. */
async function run(steps: Step[]) {
  const batches: unknown[][] = [];
  let answer: ((ok: boolean) => void) | undefined;
  const clock = new SimulatedClock();
  const actor = createActor(
    errorReporterMachine.provide({
      actors: {
        sendReports: fromPromise<boolean, ErrorReportEvent[]>(({ input }) => {
          batches.push(input);
          return new Promise((resolve) => (answer = resolve));
        }),
      },
    }),
    { input: {}, clock },
  ).start();
  let maxQueue = 0;
  for (const s of steps) {
    if (actor.getSnapshot().status !== 'active') break;
    if (s.kind === 'error') {
      const error = { stack: 'x'.repeat(s.stackLength) };
      actor.send({ type: 'ERROR_CAPTURED', report: errorReport({ message: s.message, error }, page, 1) });
    }
    if (s.kind === 'tick') clock.increment(DEBOUNCE_MS);
    if (s.kind === 'answer' && answer) {
      answer(s.ok);
      answer = undefined;
      await settled();
    }
    maxQueue = Math.max(maxQueue, actor.getSnapshot().context.queue.length);
  }
  return { batches, maxQueue, snapshot: actor.getSnapshot() };
}

describe('error reporter limits (visitor-runtime §8, §9)', () => {
  it('never sends more than 20 reports, never queues more than 10, never a stack over 5000 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 400 }), async (steps) => {
        const { batches, maxQueue, snapshot } = await run(steps);
        const sent = batches.flat() as Array<{ data: { stack?: string | null } }>;
        expect(sent.length).toBeLessThanOrEqual(MAX_REPORTS);
        expect(snapshot.context.accepted).toBeLessThanOrEqual(MAX_REPORTS);
        expect(maxQueue).toBeLessThanOrEqual(MAX_QUEUED);
        for (const batch of batches) {
          expect(batch.length).toBeGreaterThan(0);
          expect(batch.length).toBeLessThanOrEqual(MAX_QUEUED);
          expect(errorReportBatchSchema.safeParse(batch).success).toBe(true);
        }
        for (const report of [...sent, ...snapshot.context.queue]) {
          expect((report.data.stack ?? '').length).toBeLessThanOrEqual(MAX_STACK);
        }
        // Every accepted report is sent, in flight or waiting: none is lost on the way, none sent twice.
        expect(sent.length + snapshot.context.queue.length).toBe(snapshot.context.accepted);
      }),
      { numRuns: 300 },
    );
  });

  it('reports the first 20 of a storm and is then done', async () => {
    const storm: Step[] = Array.from({ length: 1000 }, (_, i) =>
      i % 50 === 49 ? { kind: 'tick' } : i % 50 === 0 ? { kind: 'answer', ok: true } : { kind: 'error', stackLength: 9000, message: 'e' },
    );
    const { batches, snapshot } = await run([...storm, { kind: 'answer', ok: true }]);
    expect(batches.map((b) => b.length)).toEqual([10, 10]);
    expect(snapshot.status).toBe('done');
  });
});
