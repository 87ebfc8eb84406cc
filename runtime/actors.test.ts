import { afterEach, describe, expect, it } from 'vitest';
import { setup, SimulatedClock } from 'xstate';
import { liveActors, setClock, startActor, stopActor } from './actors';

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
