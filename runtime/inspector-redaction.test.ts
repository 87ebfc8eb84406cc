import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic, type InspectionEvent, type Observer } from 'xstate';
import { formMachine } from '../machines/form/machine';
import { formMap } from '../machines/form/payload';
import type { FormValues } from '../machines/form/values';
import { loginMachine, type LoginCredentials } from '../machines/login/machine';
import { requestMachine, type RequestSpec } from '../machines/request/machine';
import type { ReviewRequestAnswer } from '../machines/review/machine';
import { reviewMachine } from '../machines/review/machine';
import { searchPreviewMachine } from '../machines/search/machine';
import type { SearchResult } from '../machines/search/types';
import type { RequestOutcome } from '../machines/request/outcomes';
import { createRedactor, lengthOnly, REDACTED, toPlainData } from './inspector-redaction';
import { formFieldSchema, type FormField } from './form/form.schema';

// Typed text is marked so a leak is visible in any text it lands in: every password the tests type contains Ω,
// every other field value ǂ, and nothing else an actor holds contains either.
const PASSWORD_MARK = 'Ω';
const FIELD_MARK = 'ǂ';

type Inspect = Observer<InspectionEvent>;
const never = <T>() => fromPromise<T, any>(() => new Promise<T>(() => {}));

/** What an inspector with the redactor posts: every inspection event of the actors `run` starts, redacted. */
async function inspected(showFieldValues: boolean, run: (inspect: Inspect) => Promise<void> | void) {
  const posted: StatelyInspectionEvent[] = [];
  const inspector = createInspector({ send: (event) => void posted.push(event) }, { serialize: createRedactor({ showFieldValues }) });
  await run(inspector.inspect);
  // @statelyai/inspect converts each event one task later (an idle callback; a timeout outside a browser).
  await new Promise((resolve) => setTimeout(resolve, 0));
  return posted;
}

/** Every text the inspector received: values and keys, at any depth. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...texts(item)]);
  return [];
}
const leaked = (events: unknown, mark: string) => texts(events).filter((text) => text.includes(mark));

/** The last snapshot the inspector received of the actor named `name`. */
function lastContext(events: StatelyInspectionEvent[], name: string) {
  const session = events.find((event) => event.type === '@xstate.actor' && event.name === name)!.sessionId;
  const snapshots = events.filter((event) => event.sessionId === session && event.type !== '@xstate.event');
  return (snapshots.at(-1) as { snapshot: { context: Record<string, unknown> } }).snapshot.context;
}

/** The visitor types `text` one character at a time: one event per prefix, as the views send them. */
const typing = (text: string) => Array.from(text, (_, i) => text.slice(0, i + 1));

/** A request through the request chart, left pending: its spec is in its context and its attempt's input. */
function startRequest(request: RequestSpec, inspect: Inspect) {
  const logic = requestMachine.provide({ actors: { sendRequest: never() } });
  createActor(logic, { input: { request, cookiesEnabled: true }, inspect }).start().send({ type: 'FETCH' });
}

describe('the login dialog as the inspector receives it', () => {
  const email = `${FIELD_MARK}ada@example.com`;
  const password = `${PASSWORD_MARK}correct horse "battery" staple`;
  async function logIn(showFieldValues: boolean) {
    return inspected(showFieldValues, (inspect) => {
      const actor = createActor(loginMachine.provide({ actors: { sendLogin: never<string>() } }), { input: { useEscapeKeyToLogin: false }, inspect });
      actor.start();
      for (const value of typing(email)) actor.send({ type: 'EDIT_EMAIL', value });
      for (const value of typing(password)) actor.send({ type: 'EDIT_PASSWORD', value });
      actor.send({ type: 'SET_REMEMBER_ME', value: true });
      actor.send({ type: 'SUBMIT' });
      startRequest({ method: 'POST', url: '/api/auth/Login', data: { email, password, rememberMe: true } }, inspect);
    });
  }

  it("never receives the password nor, off the page's origin, the email: only the email's length", async () => {
    const events = await logIn(false);
    expect(events.length).toBeGreaterThan(2 * (email.length + password.length));
    expect(leaked(events, PASSWORD_MARK)).toEqual([]);
    expect(leaked(events, FIELD_MARK)).toEqual([]);
    expect(lastContext(events, 'login')).toMatchObject({ email: lengthOnly(email), password: REDACTED, rememberMe: true });
    const typedEmail = events.filter((event) => event.type === '@xstate.event' && event.event.type === 'EDIT_EMAIL');
    expect(typedEmail.map((event) => (event as unknown as { event: { value: string } }).event.value)).toEqual(typing(email).map(lengthOnly));
    expect(lastContext(events, 'request')).toMatchObject({ request: { data: { email: lengthOnly(email), password: REDACTED, rememberMe: true } } });
  });

  it("never receives the session token the login answers, though the login's own actor registers before the answer is known", async () => {
    const token = `${PASSWORD_MARK}token-8c1f`;
    for (const showFieldValues of [false, true]) {
      const events = await inspected(showFieldValues, async (inspect) => {
        // As the runtime's sendLogin does: a request through the request chart, whose answer holds the token. It
        // all settles in microtasks, before @statelyai/inspect converts a single event, as idle callbacks come late.
        const sendLogin = fromPromise<string, LoginCredentials>(async () => {
          const answered = fromPromise<RequestOutcome, RequestSpec>(async () => ({ type: 'SUCCEEDED', data: { xsrfToken: token } }));
          const request = createActor(requestMachine.provide({ actors: { sendRequest: answered } }), {
            input: { request: { method: 'POST', url: '/api/auth/Login', data: { email, password } }, cookiesEnabled: true },
            inspect,
          });
          request.start().send({ type: 'FETCH' });
          const answer = await waitFor(request, (snapshot) => snapshot.matches('success'));
          return (answer.context.data as { xsrfToken: string }).xsrfToken;
        });
        const actor = createActor(loginMachine.provide({ actors: { sendLogin } }), { input: { useEscapeKeyToLogin: false }, inspect });
        actor.start();
        actor.send({ type: 'EDIT_EMAIL', value: email });
        actor.send({ type: 'EDIT_PASSWORD', value: password });
        actor.send({ type: 'SUBMIT' });
        await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
      });
      expect(leaked(events, PASSWORD_MARK)).toEqual([]);
      expect(events.some((event) => event.type === '@xstate.event' && event.event.type === 'xstate.done.actor.sendLogin')).toBe(true);
    }
  });

  it('the same-origin lab sees the email as typed, never the password', async () => {
    const events = await logIn(true);
    expect(leaked(events, PASSWORD_MARK)).toEqual([]);
    expect(lastContext(events, 'login')).toMatchObject({ email, password: REDACTED });
    expect(lastContext(events, 'request')).toMatchObject({ request: { data: { email, password: REDACTED } } });
  });
});

const fieldTypes = ['text', 'email', 'password', 'textarea', 'name'] as const;
const formFields = fc
  .uniqueArray(fc.record({ id: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), type: fc.constantFrom(...fieldTypes) }), { selector: (field) => field.id, minLength: 1, maxLength: 5 })
  .map((fields) => fields.map((field) => formFieldSchema.parse({ ...field, label: field.id })));
const typedText = (mark: string) => fc.string({ maxLength: 12 }).map((text) => `${mark}${text}`);

/** Edits of the generated fields: which field and what the visitor typed (a name field gets both parts). */
const editsOf = (fields: FormField[]) =>
  fc.array(
    fc.nat({ max: fields.length - 1 }).chain((index) => {
      const field = fields[index]!;
      const mark = field.type === 'password' ? PASSWORD_MARK : FIELD_MARK;
      return (field.type === 'name' ? fc.tuple(typedText(mark), typedText(mark)) : typedText(mark)).map((value) => ({ field, value }));
    }),
    { minLength: 1, maxLength: 6 },
  );

/** A form the visitor fills (typing every value), submits, and whose submission is then sent as a request. */
async function fillAndSubmit(fields: FormField[], edits: Array<{ field: FormField; value: string | string[] }>, showFieldValues: boolean) {
  let values: FormValues = {};
  const events = await inspected(showFieldValues, async (inspect) => {
    const logic = formMachine.provide({ actors: { fetchKey: fromPromise(async () => 'key-1'), saveSubmission: never() } });
    const actor = createActor(logic, { input: { fields, values: {}, validate: false, captchaRequired: false, newsletter: false }, inspect });
    actor.start();
    for (const { field, value } of edits) {
      if (Array.isArray(value)) actor.send({ type: 'CHANGE', fieldId: field.id, value });
      else for (const prefix of typing(value)) actor.send({ type: 'CHANGE', fieldId: field.id, value: prefix });
    }
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches({ submitting: 'saving' })).toBe(true);
    values = actor.getSnapshot().context.values;
    startRequest({ method: 'POST', url: '/api/form/SaveFormSubmission', data: { key: 'key-1', form: JSON.stringify(formMap(fields, values)) } }, inspect);
  });
  return { events, values };
}

describe('a form as the inspector receives it, for any fields and anything typed', () => {
  it("off the page's origin: no password, and every other field value only as its length", async () => {
    await fc.assert(
      fc.asyncProperty(formFields.chain((fields) => fc.tuple(fc.constant(fields), editsOf(fields))), async ([fields, edits]) => {
        const { events, values } = await fillAndSubmit(fields, edits, false);
        expect(leaked(events, PASSWORD_MARK)).toEqual([]);
        expect(leaked(events, FIELD_MARK)).toEqual([]);
        const shown = lastContext(events, 'form').values as FormValues;
        for (const field of fields) {
          const typed = values[field.id];
          if (typed === undefined) continue;
          if (field.type === 'password') expect(shown[field.id]).toBe(REDACTED);
          else expect(shown[field.id]).toEqual(Array.isArray(typed) ? typed.map(lengthOnly) : lengthOnly(typed as string));
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it('in the same-origin lab: every field value as typed, never a password', async () => {
    await fc.assert(
      fc.asyncProperty(formFields.chain((fields) => fc.tuple(fc.constant(fields), editsOf(fields))), async ([fields, edits]) => {
        const { events, values } = await fillAndSubmit(fields, edits, true);
        expect(leaked(events, PASSWORD_MARK)).toEqual([]);
        const shown = lastContext(events, 'form').values as FormValues;
        for (const field of fields) {
          if (values[field.id] === undefined) continue;
          expect(shown[field.id]).toEqual(field.type === 'password' ? REDACTED : values[field.id]);
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it('a CHANGE for a form whose fields it has not seen counts as a password', () => {
    const redact = createRedactor({ showFieldValues: true });
    const change = { type: '@xstate.event', sessionId: 'x:9', event: { type: 'CHANGE', fieldId: 'note', value: 'typed' } } as unknown as StatelyInspectionEvent;
    expect(redact(change)).toMatchObject({ event: { value: REDACTED } });
  });
});

describe('free text as the inspector receives it: a review and a search (issue 37)', () => {
  const review = `${FIELD_MARK}I live at 12 Main St, call 555-0100`;
  const query = `${FIELD_MARK}sourdough "rye" & spelt`;
  const searchUrl = (text: string) => `/api/search/preview?${new URLSearchParams({ q: text })}`;

  async function writeAndSearch(showFieldValues: boolean) {
    const reviewLogic: AnyActorLogic = reviewMachine.provide({
      actors: { loadRequest: fromPromise<ReviewRequestAnswer>(async () => ({ products: [{ id: 'p1', name: 'Loaf' }] })), submitReview: never<void>() },
    });
    const searchLogic: AnyActorLogic = searchPreviewMachine.provide({ actors: { fetchPreview: never<SearchResult[]>() }, delays: { typing: 0 } });
    return inspected(showFieldValues, async (inspect) => {
      const reviewer = createActor(reviewLogic, { inspect }).start();
      await waitFor(reviewer, (snapshot) => snapshot.matches('editing'));
      reviewer.send({ type: 'RATE', rating: 4 });
      for (const text of typing(review)) reviewer.send({ type: 'EDIT_TEXT', text });
      reviewer.send({ type: 'SUBMIT' });
      const searcher = createActor(searchLogic, { inspect }).start();
      for (const text of typing(query)) searcher.send({ type: 'QUERY', text });
      await waitFor(searcher, (snapshot) => snapshot.matches('loading'));
      // The preview's request as the data layer sends it: the query copied into its address.
      startRequest({ method: 'GET', url: searchUrl(query) } as RequestSpec, inspect);
    });
  }

  it("off the page's origin: the review's text and the search's query only as their length, in events, contexts, inputs and copies", async () => {
    const events = await writeAndSearch(false);
    expect(leaked(events, FIELD_MARK)).toEqual([]);
    expect(lastContext(events, 'review')).toMatchObject({ text: lengthOnly(review), rating: 4 });
    expect(lastContext(events, 'searchPreview')).toMatchObject({ query: lengthOnly(query) });
    expect(JSON.stringify(events)).toContain(`q=${lengthOnly(query)}`);
  });

  it('in the same-origin lab: as typed', async () => {
    const events = await writeAndSearch(true);
    expect(lastContext(events, 'review')).toMatchObject({ text: review });
    expect(lastContext(events, 'searchPreview')).toMatchObject({ query });
  });
});

describe('any snapshot', () => {
  const secretKeys = fc.constantFrom('password', 'newPassword', 'xsrfToken', 'captchaToken', 'clientSecret');
  /** A snapshot holding a password under a secret key somewhere inside arbitrary data. */
  const snapshotWithSecret = fc
    .tuple(fc.jsonValue(), fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }), secretKeys, typedText(PASSWORD_MARK))
    .map(([data, path, key, password]) => {
      let inner: unknown = { [key]: password };
      for (const step of [...path].reverse()) inner = { [step]: inner };
      return { snapshot: { status: 'active', value: 'editing', context: { data, inner } }, password };
    });

  it('never lets out a value kept under a key named password, token or secret, at any depth, in either audience', () => {
    fc.assert(
      fc.property(snapshotWithSecret, fc.boolean(), ({ snapshot, password }, showFieldValues) => {
        const redact = createRedactor({ showFieldValues });
        const event = { type: '@xstate.snapshot', sessionId: 'x:1', event: { type: 'NOTE', copy: `{"p":${JSON.stringify(password)}}` }, snapshot };
        const sent = redact(event as unknown as StatelyInspectionEvent);
        expect(leaked(sent, PASSWORD_MARK)).toEqual([]);
      }),
    );
  });

  it('turns whatever an actor holds into data a window can be sent: cycles, errors, functions, maps and sets', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const held = { cyclic, error: new TypeError('broken'), run: () => 1, big: 10n, map: new Map([['a', 1]]), set: new Set(['b']), at: new Date(0) };
    const plain = toPlainData(held);
    expect(plain).toEqual({
      cyclic: { name: 'loop', self: '[…]' },
      error: { name: 'TypeError', message: 'broken' },
      big: '10',
      map: { a: 1 },
      set: ['b'],
      at: '1970-01-01T00:00:00.000Z',
    });
    expect(() => structuredClone(plain)).not.toThrow();
    fc.assert(fc.property(fc.anything(), (value) => void structuredClone(toPlainData(value))));
  });

  it('sends the actors a running actor holds as their ids, not their contents', async () => {
    const logic: AnyActorLogic = loginMachine.provide({ actors: { sendLogin: never<string>() } });
    const events = await inspected(false, (inspect) => {
      const actor = createActor(logic, { input: { useEscapeKeyToLogin: false }, inspect }).start();
      actor.send({ type: 'EDIT_EMAIL', value: 'a@b.example' });
      actor.send({ type: 'EDIT_PASSWORD', value: `${PASSWORD_MARK}pw` });
      actor.send({ type: 'SUBMIT' });
    });
    const submitting = events.filter((event) => event.type === '@xstate.snapshot').at(-1) as unknown as { snapshot: { children: Record<string, unknown> } };
    expect(submitting.snapshot.children.sendLogin).toMatchObject({ id: 'sendLogin' });
    expect(leaked(events, PASSWORD_MARK)).toEqual([]);
  });
});
