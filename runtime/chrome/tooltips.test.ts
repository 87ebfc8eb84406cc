// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveActors } from '../actors';
import { defaultSiteContext } from '../site-context';
import { TOOLTIP_ACTOR_ID, hoverDelayTimer, tooltipsFeature, wireTrigger } from './tooltips';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let destroy: (() => void) | void;
afterEach(() => {
  act(() => destroy?.());
  destroy = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const fire = (element: Element, type: string, init: Record<string, unknown> = {}) =>
  act(() => void element.dispatchEvent(Object.assign(new Event(type), init)));
const host = () => document.querySelector('[data-runtime-host="tooltip"]');
const shownTooltips = () => [...document.querySelectorAll('[role="tooltip"]')].map((t) => t.textContent);
/** Lets the dynamic import of the view and React's first render settle. */
const settle = () => act(async () => void (await vi.dynamicImportSettled()));

describe('hover delay timer', () => {
  it('calls back once after 1.2 s; starting again restarts it; cancel stops it', () => {
    vi.useFakeTimers();
    const elapsed = vi.fn();
    const timer = hoverDelayTimer(elapsed);
    timer.start();
    vi.advanceTimersByTime(1000);
    timer.start();
    vi.advanceTimersByTime(1199);
    expect(elapsed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(elapsed).toHaveBeenCalledTimes(1);
    timer.start();
    timer.cancel();
    vi.advanceTimersByTime(5000);
    expect(elapsed).toHaveBeenCalledTimes(1);
  });
});

describe('trigger wiring', () => {
  it('gives a trigger an id and, when it cannot take focus, tabindex 0; sends hover and focus with its text', () => {
    document.body.innerHTML = `<span data-tooltip=" Baked daily ">Sourdough</span><button data-tooltip="Rye" id="rye">Rye</button>`;
    const [span, button] = [...document.querySelectorAll<HTMLElement>('[data-tooltip]')] as [HTMLElement, HTMLElement];
    const sent: unknown[] = [];
    wireTrigger(span, (event) => sent.push(event));
    wireTrigger(button, (event) => sent.push(event));
    expect(span.id).toMatch(/^tooltip-trigger-\d+$/);
    expect(span.getAttribute('tabindex')).toBe('0');
    expect(button.id).toBe('rye');
    expect(button.hasAttribute('tabindex')).toBe(false);
    fire(span, 'pointerenter');
    fire(span, 'pointerleave');
    fire(button, 'focus');
    fire(button, 'blur');
    expect(sent).toEqual([
      { type: 'POINTER_ENTER', trigger: span.id, text: 'Baked daily' },
      { type: 'POINTER_LEAVE', trigger: span.id },
      { type: 'FOCUS', trigger: 'rye', text: 'Rye' },
      { type: 'BLUR', trigger: 'rye' },
    ]);
  });

  it('ignores touch pointers (a tap focuses the trigger instead)', () => {
    document.body.innerHTML = `<button data-tooltip="Rye">Rye</button>`;
    const sent: unknown[] = [];
    wireTrigger(document.querySelector('button')!, (event) => sent.push(event));
    fire(document.querySelector('button')!, 'pointerenter', { pointerType: 'touch' });
    expect(sent).toEqual([]);
  });
});

describe('tooltips feature', () => {
  const start = () => (destroy = tooltipsFeature({ document, site: defaultSiteContext() }));

  it('starts nothing on a page without triggers', () => {
    document.body.innerHTML = `<p>No tooltips here</p><span data-tooltip="  "></span>`;
    start();
    expect(destroy).toBeUndefined();
    expect(liveActors.has(TOOLTIP_ACTOR_ID)).toBe(false);
  });

  it('downloads the view on the first hover only, shows the tooltip after 1.2 s, and one tooltip at a time', async () => {
    document.body.innerHTML = `<button data-tooltip="Sourdough: three days">A</button><button data-tooltip="Rye: Tuesdays">B</button>`;
    vi.useFakeTimers();
    start();
    const [a, b] = [...document.querySelectorAll<HTMLElement>('button')] as [HTMLElement, HTMLElement];
    expect(liveActors.get(TOOLTIP_ACTOR_ID)?.getSnapshot().value).toBe('closed');
    expect(host()).toBeNull();
    fire(a, 'pointerenter');
    await settle();
    expect(host()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1199));
    expect(shownTooltips()).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    expect(shownTooltips()).toEqual(['Sourdough: three days']);
    // Focus on the other trigger moves the one tooltip there at once.
    act(() => b.focus());
    expect(shownTooltips()).toEqual(['Rye: Tuesdays']);
    expect(b.getAttribute('aria-describedby')).toBe(document.querySelector('[role="tooltip"]')!.id);
    expect(a.hasAttribute('aria-describedby')).toBe(false);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(shownTooltips()).toEqual([]);
  });

  it('removes the view, the listeners and the actor when the page is destroyed', async () => {
    document.body.innerHTML = `<button data-tooltip="Rye">Rye</button>`;
    start();
    act(() => document.querySelector('button')!.focus());
    await settle();
    expect(shownTooltips()).toEqual(['Rye']);
    act(() => (destroy as () => void)());
    destroy = undefined;
    expect(host()).toBeNull();
    expect(liveActors.has(TOOLTIP_ACTOR_ID)).toBe(false);
  });
});
