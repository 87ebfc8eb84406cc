import { describe, expect, it } from 'vitest';
import { createMachine, setup } from 'xstate';
import { discoverCharts } from '../../model-tests/gate/gate';
import { providedCallback } from '../../machines/shared/provided';
import { invokesWithoutId } from './invoke-ids';

describe('the invoke-id check', () => {
  it('names every invocation without an id, at the root and in nested states, single or in a list', () => {
    const machine = setup({ actors: { watch: providedCallback(), other: providedCallback() } }).createMachine({
      invoke: { src: 'watch' },
      initial: 'a',
      states: {
        a: { invoke: [{ id: 'watch', src: 'watch' }, { src: 'other' }] },
        b: { initial: 'c', states: { c: { invoke: { src: 'watch' } } } },
      },
    });
    expect(invokesWithoutId(machine)).toEqual(['(root): watch', 'a: other', 'b.c: watch']);
    expect(invokesWithoutId(createMachine({ invoke: { id: 'x', src: 'x' } }))).toEqual([]);
  });
});

describe('every invoke of every chart under machines/ has an id', async () => {
  const { charts, failed } = await discoverCharts();
  it('finds the charts', () => {
    expect(failed).toEqual([]);
    expect(charts.length).toBeGreaterThan(20);
  });
  for (const { file, machine } of charts) {
    it(`${machine.id} (${file})`, () => expect(invokesWithoutId(machine)).toEqual([]));
  }
});
