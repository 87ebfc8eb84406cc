import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { fixture } from './fixtures/transitions-fixture';
import { modelPaths, type PathKind } from './model-paths';
import { listTransitions, transitionId } from './transitions';

const everyEvent = (snapshot: AnyMachineSnapshot): EventObject[] =>
  ['TOGGLE', 'PING', 'FINISH'].filter((type) => snapshot.can({ type })).map((type) => ({ type }));

const plan = (paths: PathKind, maxSimplePaths = 100) =>
  modelPaths(fixture, { events: everyEvent, paths, maxStates: 100, maxSimplePaths, serializeState: (s) => JSON.stringify(s.value) });

/** Replays each planned path on a live actor and collects the transitions it took. */
function walked(paths: ReturnType<typeof plan>, machine: AnyStateMachine = fixture): Set<string> {
  const ids = new Set<string>();
  for (const path of paths) {
    const actor = createActor(machine, {
      inspect: (e) => void (e.type === '@xstate.microstep' && e._transitions.forEach((t) => ids.add(transitionId(t)))),
    }).start();
    for (const step of path.steps) {
      actor.send(step.event as { type: 'TOGGLE' });
      expect(actor.getSnapshot().value).toEqual(step.snapshot.value);
    }
    actor.stop();
  }
  return ids;
}

describe('model paths', () => {
  it("'shortest' walks every reachable transition, self-transitions and actions-only ones included", () => {
    const unreachable = ['fx.checking always#1 -> fx.broken', 'fx.main.status.idle on PING#1 -> fx.main.status.busy'];
    const reachable = listTransitions(fixture).map((t) => t.id).filter((id) => !unreachable.includes(id));
    expect([...walked(plan('shortest'))].sort()).toEqual(reachable.sort());
  });

  it("'transitions' walks every reachable transition too", () => {
    expect([...walked(plan('transitions'))].sort()).toEqual([...walked(plan('shortest'))].sort());
  });

  it("'transitions' walks each transition once where context makes many snapshots of one state, not every snapshot's edges", () => {
    // a counter up to 5 in one state: 6 snapshots of `counting`, each with its TICK and STOP edges
    const counter = setup({ types: { context: {} as { n: number }, events: {} as { type: 'TICK' } | { type: 'STOP' } } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      initial: 'counting',
      states: {
        counting: { on: { TICK: { guard: ({ context }) => context.n < 5, actions: assign({ n: ({ context }) => context.n + 1 }) }, STOP: 'stopped' } },
        stopped: { type: 'final' },
      },
    });
    const options = { events: (s: AnyMachineSnapshot) => ['TICK', 'STOP'].filter((type) => s.can({ type })).map((type) => ({ type })), maxStates: 100, maxSimplePaths: 100, serializeState: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]) };
    const cover = modelPaths(counter, { ...options, paths: 'transitions' });
    const shortest = modelPaths(counter, { ...options, paths: 'shortest' });
    expect(cover.map((p) => p.steps.map((s) => s.event.type).join(' '))).toEqual(['TICK', 'STOP']);
    expect(shortest.length).toBe(6);
    expect([...walked(cover, counter)].sort()).toEqual(listTransitions(counter).map((t) => t.id).sort());
  });

  it('never plans a path that is a prefix of another', () => {
    const keys = plan('both').map((p) => p.steps.map((s) => s.event.type).join(' '));
    for (const key of keys) expect(keys.filter((other) => other === key || other.startsWith(`${key} `))).toEqual([key]);
  });

  it("'simple' falls back to shortest paths, with a warning, past maxSimplePaths", () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (message: unknown) => void warnings.push(message);
    try {
      expect(plan('simple', 0).map((p) => p.steps.length)).toEqual(plan('shortest').map((p) => p.steps.length));
    } finally {
      console.warn = warn;
    }
    expect(String(warnings[0])).toMatch(/more than 0 simple paths; walking shortest paths only/);
  });

  it('fails clearly when the event cases make the state space unbounded', () => {
    expect(() =>
      modelPaths(fixture, { events: everyEvent, paths: 'shortest', maxStates: 2, maxSimplePaths: 1, serializeState: (s) => JSON.stringify(s.value) }),
    ).toThrow(/more than 2 distinct snapshots/);
  });
});
