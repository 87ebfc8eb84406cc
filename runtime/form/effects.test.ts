// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { describeSubmitFailure, submitFailureOf } from '../../machines/form/server-answers';
import { formText } from '../../machines/shared/text/form';
import { defaultSiteContext } from '../site-context';
import { formConfigSchema } from './form.schema';
import { formRequests } from './effects';

const config = formConfigSchema.parse({
  formId: 'contact',
  fields: [{ id: 'email', type: 'email', label: 'Email', required: true }],
  submission: { variant: 'page', pageId: 'p1' },
});
const requests = formRequests(config, defaultSiteContext());

/** Answers every fetch with this status and JSON body, and records what was asked. */
function answer(status: number, body: unknown) {
  const asked: Array<{ url: string; body: string }> = [];
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    asked.push({ url: String(url), body: String(init.body) });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

const run = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start());

afterEach(() => vi.unstubAllGlobals());

describe("the form's requests (the actors its chart invokes)", () => {
  it('fetchKey answers data.key', async () => {
    const asked = answer(200, { key: 'key-7' });
    await expect(run(requests.fetchKey)).resolves.toBe('key-7');
    expect(new URL(asked[0]!.url).pathname).toBe('/api/form/FormSubmissionKey');
  });

  it('fetchKey rejects as a parse failure when the answer has no key', async () => {
    answer(200, {});
    const error = await run(requests.fetchKey).catch((e: unknown) => e);
    expect(error).toEqual({ kind: 'parse' });
    expect(describeSubmitFailure(submitFailureOf('key', error), { newsletter: false }).top).toEqual([formText['form.keyFailed']]);
  });

  it("saveSubmission posts the submission and rejects with the failed answer's status and data", async () => {
    const asked = answer(400, { errors: { email: 'Already subscribed.' } });
    const error = await run(requests.saveSubmission, { values: { email: 'ann@example.com' }, key: 'key-7', captchaToken: 'tok' }).catch(
      (e: unknown) => e,
    );
    expect(submitFailureOf('save', error)).toMatchObject({ stage: 'save', status: 400, data: { errors: { email: 'Already subscribed.' } } });
    expect(new URL(asked[0]!.url).pathname).toBe('/api/form/SaveFormSubmission');
    expect(JSON.parse(asked[0]!.body)).toMatchObject({ key: 'key-7', captchaKey: 'tok', form: JSON.stringify({ email: 'ann@example.com' }) });
  });
});
