import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assign, fromPromise, sendTo, setup, SimulatedClock } from 'xstate';
import { TRAIL_STEPS } from '../machines/shared/trail';
import { liveActors, readTrail, setClock, setRecording, startActor, stopActor } from './actors';

const notice = setup({ delays: { shown: 2000 } }).createMachine({
  id: 'notice',
  initial: 'shown',
  states: { shown: { after: { shown: 'hidden' } }, hidden: {} },
});

afterEach(() => {
  setClock();
  stopActor('notice');
});

describe('startActor', () => {
  it("runs the chart's delays on the clock it is given, not on the machine's time", () => {
    const clock = new SimulatedClock();
    setClock(clock);
    const actor = startActor('notice', notice);
    expect(liveActors.get('notice')).toBe(actor);
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('shown');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('cancels a pending delay when the actor is stopped', () => {
    const clock = new SimulatedClock();
    setClock(clock);
    startActor('notice', notice);
    stopActor('notice');
    expect(liveActors.has('notice')).toBe(false);
    expect((clock as unknown as { timeouts: Map<unknown, unknown> }).timeouts.size).toBe(0);
  });
});

describe('stopActor', () => {
  it('stops the actor it is given and keeps the id registered for a newer actor that took it', () => {
    const older = startActor('notice', notice);
    const newer = startActor('notice', notice);
    stopActor('notice', older);
    expect(older.getSnapshot().status).toBe('stopped');
    expect(liveActors.get('notice')).toBe(newer);
    stopActor('notice', newer);
    expect(liveActors.has('notice')).toBe(false);
  });
});

describe('the flight recorder (docs/telemetry.md)', () => {
  const form = setup({
    types: { events: {} as { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } },
    actors: { save: fromPromise(() => new Promise<void>(() => {})) },
  }).createMachine({
    id: 'note',
    initial: 'editing',
    context: { value: '' },
    states: {
      editing: {
        on: { CHANGE: { actions: assign({ value: ({ event }) => event.value }) }, SUBMIT: 'sending' },
      },
      sending: {
        type: 'parallel',
        states: { request: { initial: 'waiting', states: { waiting: {} } }, status: { initial: 'shown', states: { shown: {} } } },
        invoke: { id: 'save', src: 'save' },
      },
    },
  });
  const child = setup({}).createMachine({ id: 'child', initial: 'a', states: { a: { on: { GO: 'b' } }, b: {} } });
  const parent = setup({ actors: { child } }).createMachine({
    id: 'parent',
    initial: 'on',
    states: { on: { invoke: { id: 'inner', src: 'child' }, on: { POKE: { actions: sendTo('inner', { type: 'GO' }) } } } },
  });
  // each test starts with an empty trail: turning the recorder off forgets it
  beforeEach(() => {
    setRecording(false);
    setRecording(true);
  });
  afterEach(() => {
    stopActor('note');
    stopActor('parent');
    setRecording(true);
  });
  const steps = readTrail;

  it("records each transition: the chart, the actor, its block, the states before and after and the event's type, never its payload", () => {
    const actor = startActor('note', form, {}, { id: 'contact', kind: 'form' });
    const before = performance.now();
    actor.send({ type: 'CHANGE', value: 'Qzx8 typed by a visitor' });
    actor.send({ type: 'SUBMIT' });
    expect(steps().slice(-2)).toEqual([
      { ms: expect.any(Number), actor: 'note', chart: 'note', block: 'contact', kind: 'form', from: 'editing', to: 'editing', event: 'CHANGE' },
      { ms: expect.any(Number), actor: 'note', chart: 'note', block: 'contact', kind: 'form', from: 'editing', to: 'sending.request.waiting,sending.status.shown', event: 'SUBMIT' },
    ]);
    expect(steps().at(-1)!.ms).toBeGreaterThanOrEqual(Math.floor(before));
    expect(JSON.stringify(readTrail())).not.toContain('Qzx8');
  });

  it("records the actors a chart invokes under the chart's registry id; events no transition takes are not steps", () => {
    const actor = startActor('parent', parent);
    actor.send({ type: 'IGNORED' } as never);
    actor.send({ type: 'POKE' });
    expect(steps().map(({ actor, chart, from, to, event }) => `${actor} ${chart} ${from}→${to} ${event}`)).toEqual([
      'parent parent on→on POKE',
      'parent/inner child a→b GO',
    ]);
  });

  it('keeps the last 50 transitions, oldest first', () => {
    const actor = startActor('note', form);
    for (let i = 0; i < 60; i += 1) actor.send({ type: 'CHANGE', value: String(i) });
    expect(readTrail()).toHaveLength(TRAIL_STEPS);
    expect(readTrail().every((step) => step.event === 'CHANGE')).toBe(true);
  });

  it('records nothing once the site turns it off, and forgets what it had', () => {
    const actor = startActor('note', form);
    actor.send({ type: 'CHANGE', value: 'a' });
    setRecording(false);
    expect(readTrail()).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    startActor('parent', parent).send({ type: 'POKE' });
    expect(readTrail()).toEqual([]);
  });
});
