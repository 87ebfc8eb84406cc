import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { blockLifecycleMachine } from '../../machines/block-lifecycle/machine';
import type { TrailStep } from '../../machines/shared/trail';
import { replayActor, replayText } from './trail-replay';

const block = (from: string, to: string, event: string, actor = 'block-1'): TrailStep => ({ ms: 0, actor, chart: 'blockLifecycle', block: actor, kind: 'gallery', from, to, event });
const chart = { machine: blockLifecycleMachine };

describe('replaying a trail', () => {
  it('follows an actor whose events need no payload: sent, settled, a timer', async () => {
    const trail = [
      block('dormant', 'loading', 'APPROACHED'),
      block('dormant', 'loading', 'BOOT', 'block-2'),
      block('loading', 'mounted', 'xstate.done.actor.mountBlock'),
      block('mounted', 'dormant', 'DESTROY'),
      block('dormant', 'loading', 'INTERACTED'),
      block('loading', 'chunkFailed', 'xstate.after.chunkTimeout.blockLifecycle.loading'),
    ];
    const outcome = await replayActor(chart, trail, 'block-1');
    expect(outcome).toEqual({ follows: true, steps: 5 });
    expect(replayText(outcome)).toBe('Replay follows the trail (5 steps).');
  });

  it('parts where the event needed a payload: a chunk that failed to load', async () => {
    const trail = [block('dormant', 'loading', 'APPROACHED'), block('loading', 'chunkFailed', 'xstate.error.actor.mountBlock')];
    const outcome = await replayActor(chart, trail, 'block-1');
    expect(replayText(outcome)).toBe('Replay and trail part at step 2: the trail went to chunkFailed, the replay is in failed.');
  });

  it('parts where the chart ignores the bare event, or it cannot be caused', async () => {
    const ignored = await replayActor(chart, [block('dormant', 'loading', 'HOVERED')], 'block-1');
    expect(replayText(ignored)).toBe('Replay and trail part at step 1: the trail went to loading, the replay is in dormant (the chart takes no transition on a bare HOVERED).');
    const noTimer = await replayActor(chart, [block('dormant', 'chunkFailed', 'xstate.after.chunkTimeout.blockLifecycle.loading')], 'block-1');
    expect(replayText(noTimer)).toBe(
      'Replay and trail part at step 1: the trail went to chunkFailed, the replay is in dormant (no timer for xstate.after.chunkTimeout.blockLifecycle.loading is running).',
    );
  });

  it("says so when the trail's first step of the actor starts where a fresh actor is not", async () => {
    const outcome = await replayActor(chart, [block('mounted', 'dormant', 'DESTROY')], 'block-1');
    expect(replayText(outcome)).toBe(
      "Replay and trail part before step 1: the trail comes from mounted, the replay starts in dormant (the trail keeps only the page's last 50 transitions).",
    );
  });

  it("compares an event's eventless transitions, and a start's, step by step without causing them again", async () => {
    const machine = createMachine({
      id: 'chain',
      initial: 'booting',
      states: { booting: { always: 'idle' }, idle: { on: { GO: 'checking' } }, checking: { always: 'done' }, done: {} },
    });
    const step = (from: string, to: string, event: string): TrailStep => ({ ms: 0, actor: 'chain', chart: 'chain', from, to, event });
    const trail = [step('', 'idle', 'xstate.init'), step('idle', 'checking', 'GO'), step('checking', 'done', 'GO')];
    expect(await replayActor({ machine }, trail, 'chain')).toEqual({ follows: true, steps: 3 });
    const skipped = [step('', 'idle', 'xstate.init'), step('idle', 'done', 'GO')];
    expect(replayText(await replayActor({ machine }, skipped, 'chain'))).toBe('Replay and trail part at step 2: the trail went to done, the replay is in checking.');
  });
});
