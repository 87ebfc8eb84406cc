// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { layerZIndex, openLayerNames, pushLayer, BASE_Z_INDEX } from './layers';

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

describe('the shared layer stack', () => {
  it('Escape closes only the top-most layer and is marked handled', () => {
    const closed: string[] = [];
    const removeA = pushLayer({ name: 'a', close: () => closed.push('a') });
    const removeB = pushLayer({ name: 'b', close: () => closed.push('b') });
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(closed).toEqual(['b']);
    removeB();
    press('Escape');
    expect(closed).toEqual(['b', 'a']);
    removeA();
    expect(press('Escape').defaultPrevented).toBe(false);
  });

  it('a layer that ignores Escape still swallows it; Shift+Escape is left to the keyboard router', () => {
    let closes = 0;
    const remove = pushLayer({ name: 'sticky', close: () => closes++, closesOnEscape: false });
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(press('Escape', { shiftKey: true }).defaultPrevented).toBe(false);
    expect(closes).toBe(0);
    remove();
    remove();
    expect(openLayerNames()).toEqual([]);
  });

  it('each layer sits one above the one opened before it', () => {
    const a = { name: 'a', close: () => {} };
    const b = { name: 'b', close: () => {} };
    const removeA = pushLayer(a);
    const removeB = pushLayer(b);
    expect([layerZIndex(a), layerZIndex(b)]).toEqual([BASE_Z_INDEX, BASE_Z_INDEX + 1]);
    removeB();
    removeA();
  });

  it('listens on window only while a layer is open, so a destroyed page keeps no listener of the stack', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const removeA = pushLayer({ name: 'a', close: () => {} });
    const removeB = pushLayer({ name: 'b', close: () => {} });
    expect(added.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
    removeB();
    expect(removed).not.toHaveBeenCalled();
    removeA();
    expect(removed.mock.calls.filter(([type]) => type === 'keydown')).toEqual([[...added.mock.calls[0]!]]);
    vi.restoreAllMocks();
  });
});
