import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { formConfigSchema } from '../../runtime/form/form.schema';
import { formMachine, type SaveSubmissionInput } from './machine';
import type { SubmitFailure } from './server-answers';

const config = formConfigSchema.parse({
  formId: 'f',
  fields: [{ id: 'email', type: 'email', label: 'Email', required: true }],
  submission: { variant: 'page', pageId: 'p' },
});

type Step =
  | { kind: 'type'; value: string }
  | { kind: 'click'; captchaToken: string | null }
  | { kind: 'answer'; outcome: 'ok' | SubmitFailure };

const failure = fc.record({
  stage: fc.constantFrom('key' as const, 'save' as const),
  kind: fc.constantFrom('network' as const, 'parse' as const, 'crumb' as const, 'server' as const),
  status: fc.constantFrom(0, 400, 401, 404, 429, 500, 503),
  data: fc.option(fc.constant({ errors: { email: 'Taken.' } }), { nil: undefined }),
});

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('type' as const), value: fc.constantFrom('', 'ann@example.com', 'nope') }),
  fc.record({ kind: fc.constant('click' as const), captchaToken: fc.option(fc.constant('token'), { nil: null }) }),
  fc.record({ kind: fc.constant('answer' as const), outcome: fc.oneof(fc.constant('ok' as const), failure) }),
);

interface Pending {
  request: 'key' | 'save';
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Lets a settled request's answer reach the chart (promise callbacks, no clock). */
const answered = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** Runs a visitor's clicks and typing interleaved with the server's answers to whatever request is pending. */
async function run(steps: Step[], captchaRequired: boolean) {
  const pending: Pending[] = [];
  let inFlightMax = 0;
  let sent = 0;
  const requestOf = <T,>(request: Pending['request'], signal: AbortSignal) => {
    if (request === 'save') sent += 1;
    return new Promise<T>((resolve, reject) => {
      const entry: Pending = { request, resolve: resolve as Pending['resolve'], reject };
      pending.push(entry);
      // A request whose state was left is no longer pending.
      signal.addEventListener('abort', () => pending.includes(entry) && pending.splice(pending.indexOf(entry), 1));
    });
  };
  const actors = {
    fetchKey: fromPromise<string>(({ signal }) => requestOf('key', signal)),
    saveSubmission: fromPromise<unknown, SaveSubmissionInput>(({ signal }) => requestOf('save', signal)),
  };
  const actor = createActor(formMachine.provide({ actors }), {
    input: { fields: config.fields, values: { email: '' }, validate: true, captchaRequired, newsletter: false },
  }).start();
  const lockedAfterAnswer: string[] = [];
  let typed = '';
  for (const s of steps) {
    if (s.kind === 'type') {
      // The fields are read-only while submitting, so only typing into an editable form counts.
      if (actor.getSnapshot().matches('editing')) typed = s.value;
      actor.send({ type: 'CHANGE', fieldId: 'email', value: s.value });
    }
    if (s.kind === 'click') actor.send({ type: 'SUBMIT', captchaToken: s.captchaToken });
    if (s.kind === 'answer') {
      const request = pending.shift();
      if (!request) continue;
      if (s.outcome === 'ok') request.resolve(request.request === 'key' ? 'k' : undefined);
      else request.reject({ kind: s.outcome.kind, status: s.outcome.status, data: s.outcome.data });
      await answered();
      // After an answer the form is either unlocked, finished, or waiting on the one next request it sent.
      if (actor.getSnapshot().matches('submitting') && pending.length === 0) {
        lockedAfterAnswer.push(`${request.request} ${JSON.stringify(s.outcome)}`);
      }
    }
    inFlightMax = Math.max(inFlightMax, pending.length);
  }
  return { actor, inFlightMax, sent, lockedAfterAnswer, pending, typed };
}

describe('form submission chart properties', () => {
  it('never has more than one request in flight, whatever the clicks, typing and answers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), fc.boolean(), async (steps, captcha) => {
        expect((await run(steps, captcha)).inFlightMax).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('never stays locked after an answer without a request pending', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), fc.boolean(), async (steps, captcha) => {
        const { actor, lockedAfterAnswer, pending } = await run(steps, captcha);
        expect(lockedAfterAnswer).toEqual([]);
        expect(actor.getSnapshot().matches('submitting')).toBe(pending.length === 1);
      }),
      { numRuns: 500 },
    );
  });

  it('sends at most one submission however often the button is clicked before the answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), async (clicks) => {
        const steps: Step[] = [{ kind: 'type', value: 'ann@example.com' }, ...Array.from({ length: clicks }, () => ({ kind: 'click' as const, captchaToken: null })), { kind: 'answer', outcome: 'ok' }, ...Array.from({ length: clicks }, () => ({ kind: 'click' as const, captchaToken: null }))];
        expect((await run(steps, false)).sent).toBe(1);
      }),
    );
  });

  it('keeps what the visitor typed through every failure and answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), fc.boolean(), async (steps, captcha) => {
        const { actor, typed } = await run(steps, captcha);
        expect(actor.getSnapshot().context.values.email).toBe(typed);
      }),
      { numRuns: 300 },
    );
  });
});
