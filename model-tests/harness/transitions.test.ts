import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fixture } from './fixtures/transitions-fixture';
import { listTransitions, transitionId } from './transitions';

describe('transition identity', () => {
  it('lists every transition of every node, eventless ones included', () => {
    expect(listTransitions(fixture).map((t) => t.id)).toEqual([
      'fx.checking always#0 [isReady] -> fx.main',
      'fx.checking always#1 -> fx.broken',
      'fx.main on FINISH -> fx.done',
      'fx.main.panel.closed on TOGGLE -> fx.main.panel.open',
      'fx.main.panel.open on TOGGLE -> fx.main.panel.closed',
      'fx.main.panel.open on PING -> fx.main.panel.open',
      'fx.main.status.idle on PING#0 [not(isBusy)] -> (internal)',
      'fx.main.status.idle on PING#1 -> fx.main.status.busy',
    ]);
  });

  it('maps what a live actor of a provided copy took to the ids of the original chart', () => {
    const taken: string[] = [];
    const actor = createActor(fixture.provide({ actions: { log: () => {} } }), {
      inspect: (event) => {
        if (event.type === '@xstate.microstep') taken.push(...event._transitions.map(transitionId));
      },
    });
    actor.start();
    for (const type of ['TOGGLE', 'PING', 'FINISH'] as const) actor.send({ type });
    const declared = new Set(listTransitions(fixture).map((t) => t.id));
    expect(taken.every((id) => declared.has(id))).toBe(true);
    expect(taken).toEqual([
      'fx.checking always#0 [isReady] -> fx.main',
      'fx.main.panel.closed on TOGGLE -> fx.main.panel.open',
      'fx.main.panel.open on PING -> fx.main.panel.open',
      'fx.main.status.idle on PING#0 [not(isBusy)] -> (internal)',
      'fx.main on FINISH -> fx.done',
    ]);
  });
});
