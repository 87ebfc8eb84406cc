// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { mapOptionsMachine } from '../../machines/map-options/machine';
import { mapConfigSchema } from './map.schema';
import { listenForMapOptions, liveOptions, MAP_OPTIONS_EVENT } from './map-options';

const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => errors.mockClear());

describe("the editor's map option updates", () => {
  it('hands a valid update to the options chart, and names an invalid one in the console without passing it on', () => {
    const actor = createActor(mapOptionsMachine, { input: { options: liveOptions(mapConfigSchema.parse({})) } }).start();
    const sent = vi.spyOn(actor, 'send');
    const element = document.createElement('div');
    const stop = listenForMapOptions(element, actor);
    element.dispatchEvent(new CustomEvent(MAP_OPTIONS_EVENT, { detail: { style: 'Satellite', showLabels: false } }));
    element.dispatchEvent(new CustomEvent(MAP_OPTIONS_EVENT, { detail: { style: 'Neon' } }));
    expect(sent.mock.calls.map(([event]) => event)).toEqual([{ type: 'UPDATE', options: { style: 'Satellite', showLabels: false } }]);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('Map options ignored: invalid at style');
    stop();
    element.dispatchEvent(new CustomEvent(MAP_OPTIONS_EVENT, { detail: { showLabels: true } }));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
