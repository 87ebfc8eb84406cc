import { describe, expect, it } from 'vitest';
import { stateText, type TrailStep } from '../../machines/shared/trail';
import { stateIdsOf, stateValueOf, trailStates } from './trail-states';

const step = (chart: string, from: string, to: string, actor = chart): TrailStep => ({ ms: 0, actor, chart, from, to, event: 'E' });

describe("a trail's states", () => {
  it('names each state and the states it is inside, as the diagram ids them', () => {
    expect([...stateIdsOf('form', 'submitting.gettingKey')]).toEqual(['form.submitting', 'form.submitting.gettingKey']);
    expect([...stateIdsOf('gallery', 'slides.idle,layout.steady')]).toEqual(['gallery.slides', 'gallery.slides.idle', 'gallery.layout', 'gallery.layout.steady']);
    expect([...stateIdsOf('form', '')]).toEqual([]);
  });

  it('reads a state text back as the value it was written from', () => {
    for (const value of ['dormant', { submitting: 'gettingKey' }, { slides: 'idle', layout: 'steady' }, { shown: { active: { open: 'ready' } } }, { a: 'x', b: { c: 'y' } }]) {
      expect(stateValueOf(stateText(value))).toEqual(value);
    }
  });

  it("marks the current step's states active and the chart's earlier ones visited, other charts left out", () => {
    const trail = [
      step('blockLifecycle', 'dormant', 'loading'),
      step('gallery', '', 'slides.idle'),
      step('blockLifecycle', 'loading', 'chunkFailed'),
      step('blockLifecycle', 'chunkFailed', 'loading'),
    ];
    expect(trailStates(trail, 2)).toEqual({
      chart: 'blockLifecycle',
      active: new Set(['blockLifecycle.chunkFailed']),
      visited: new Set(['blockLifecycle.dormant', 'blockLifecycle.loading']),
    });
    // Back in a state it left: active, not also visited; nothing after the current step counts.
    expect(trailStates(trail, 3).visited).toEqual(new Set(['blockLifecycle.dormant', 'blockLifecycle.chunkFailed']));
    expect(trailStates(trail, 0).visited).toEqual(new Set(['blockLifecycle.dormant']));
    expect(trailStates(trail, 1)).toEqual({ chart: 'gallery', active: new Set(['gallery.slides', 'gallery.slides.idle']), visited: new Set() });
  });
});
