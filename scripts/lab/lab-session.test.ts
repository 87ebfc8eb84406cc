// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { formCase, labCases as formCases } from '../../model-tests/cases/form';
import { slideshowCase } from '../../model-tests/cases/gallery';
import { relativeTimeCase } from '../../model-tests/cases/relative-time';
import { HISTORY_LIMIT, LabSession } from './lab-session';

const types = (session: LabSession) => session.getState().accepted.map((event) => event.type);

describe('a chart running in the lab', () => {
  it("offers the events the chart accepts now with the model test's payloads, and settles its requests", () => {
    const session = new LabSession(formCases[0]!);
    session.start();
    expect(session.getState().accepted).toEqual([
      { type: 'CHANGE', fieldId: 'email', value: 'not-an-email' },
      { type: 'CHANGE', fieldId: 'email', value: 'ann@example.com' },
      { type: 'SUBMIT', captchaToken: null },
    ]);
    session.send({ type: 'CHANGE', fieldId: 'email', value: 'ann@example.com' });
    session.send({ type: 'SUBMIT', captchaToken: null });
    expect(session.getState().snapshot.value).toEqual({ submitting: 'gettingKey' });
    expect(types(session)).toEqual(['xstate.done.actor.fetchKey', 'xstate.error.actor.fetchKey']);
    session.send(session.getState().accepted[0]!);
    // the stand-in settles a microtask later
    return Promise.resolve().then(() => {
      expect(session.getState().snapshot.value).toEqual({ submitting: 'saving' });
      expect(session.getState().history.map((entry) => entry.event.type)).toEqual(['xstate.init', 'CHANGE', 'SUBMIT', 'xstate.done.actor.fetchKey']);
      expect(session.getState().history[1]!.context).toMatchObject({ values: { email: 'ann@example.com' } });
      session.stop();
    });
  });

  it('says why an event could not be caused, and goes on', () => {
    const session = new LabSession(formCase({ captchaRequired: false, bindSubmitButton: false, successRedirect: undefined }));
    session.start();
    session.send({ type: 'xstate.done.actor.fetchKey', output: 'k' });
    expect(session.getState().error).toBe("[model-tests] form: no invoked actor 'fetchKey' is running");
    session.send({ type: 'CHANGE', fieldId: 'email', value: 'a@b.co' });
    expect(session.getState().error).toBeUndefined();
    session.stop();
  });

  it('says when the actor failed (a chart started without the input it reads), without throwing on the page', async () => {
    const session = new LabSession({ machine: relativeTimeCase.machine });
    session.start();
    expect(session.getState().snapshot.status).toBe('error');
    expect(session.getState().error).toMatch(/^The actor stopped with an error: /);
    // xstate rethrows an unobserved actor's error a task later: nothing is left to throw here.
    await new Promise((resolve) => setTimeout(resolve));
    session.stop();
  });

  it('moves the simulated clock to the next timer, or by some ms firing every timer due', () => {
    const session = new LabSession({ ...slideshowCase, actors: {} });
    session.start();
    expect(session.getState().nextTimer).toBeUndefined();
    session.send({ type: 'NEXT' });
    expect(session.getState().snapshot.value).toEqual({ slides: 'moving', layout: 'steady' });
    expect(session.getState().nextTimer).toBe(1000);
    session.advance(999);
    expect(session.getState().snapshot.value).toMatchObject({ slides: 'moving' });
    expect(session.getState().now).toBe(999);
    session.toNextTimer();
    expect(session.getState().snapshot.value).toMatchObject({ slides: 'idle' });
    expect(session.getState().now).toBe(1000);
    session.send({ type: 'NEXT' });
    session.advance(5000);
    expect(session.getState().snapshot.value).toMatchObject({ slides: 'idle' });
    expect(session.getState().now).toBe(6000);
    session.stop();
  });

  it('keeps the last entries of a long history and counts the dropped ones', () => {
    const session = new LabSession(formCases[0]!);
    session.start();
    for (let i = 0; i < HISTORY_LIMIT + 10; i += 1) session.send({ type: 'CHANGE', fieldId: 'email', value: `a${i}@b.co` });
    const { history, dropped } = session.getState();
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(dropped).toBe(11);
    expect(history[0]!.index).toBe(11);
    expect(history.at(-1)!.context).toMatchObject({ values: { email: `a${HISTORY_LIMIT + 9}@b.co` } });
    session.stop();
  });
});
