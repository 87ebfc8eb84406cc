// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partMarkup } from '../../machines/shared/anatomy';
import { tooltipAnatomy } from '../../machines/tooltip/anatomy';
import { TOOLTIP_LEAVE_GRACE_MS, type TooltipEvent } from '../../machines/tooltip/machine';
import { liveActors } from '../actors';
import { defaultSiteContext } from '../site-context';
import { TOOLTIP_ACTOR_ID, delegateTooltipEvents, tooltipsFeature, watchForTriggers } from './tooltips';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let destroy: (() => void) | void;
const cleanups: Array<() => void> = [];
afterEach(() => {
  act(() => destroy?.());
  destroy = undefined;
  cleanups.splice(0).forEach((undo) => undo());
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** A pointer moving from `from` (null: from outside the page) onto `to`, or off `from` onto `to`. */
const pointer = (type: 'pointerover' | 'pointerout', target: Element, relatedTarget: Element | null = null, pointerType = 'mouse') =>
  act(() => void target.dispatchEvent(new PointerEvent(type, { bubbles: true, relatedTarget, pointerType })));
const over = (target: Element, from: Element | null = null, pointerType?: string) => pointer('pointerover', target, from, pointerType);
const out = (target: Element, to: Element | null = null, pointerType?: string) => pointer('pointerout', target, to, pointerType);
const host = () => document.querySelector('[data-runtime-host="tooltip"]');
const tooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
const shownTooltips = () => [...document.querySelectorAll('[role="tooltip"]')].map((t) => t.textContent);
const state = () => liveActors.get(TOOLTIP_ACTOR_ID)?.getSnapshot().value;
/** Lets the dynamic import of the view and React's first render settle. */
const settle = () => act(async () => void (await vi.dynamicImportSettled()));
/** Lets the MutationObserver's callback run. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('delegated trigger events', () => {
  const listen = () => {
    const sent: TooltipEvent[] = [];
    cleanups.push(delegateTooltipEvents(document, (event) => sent.push(event)));
    return sent;
  };

  it('gives a trigger an id and, when it cannot take focus, tabindex 0; sends hover and focus with its text', () => {
    document.body.innerHTML = `<span data-tooltip=" Baked daily ">Sourdough</span><button data-tooltip="Rye" id="rye">Rye</button>`;
    const [span, button] = [...document.querySelectorAll<HTMLElement>('[data-tooltip]')] as [HTMLElement, HTMLElement];
    const sent = listen();
    over(span);
    expect(span.id).toMatch(/^tooltip-trigger-\d+$/);
    expect(span.getAttribute('tabindex')).toBe('0');
    out(span, button);
    act(() => button.focus());
    act(() => button.blur());
    expect(button.id).toBe('rye');
    expect(button.hasAttribute('tabindex')).toBe(false);
    expect(sent).toEqual([
      { type: 'POINTER_ENTER', trigger: span.id, text: 'Baked daily' },
      { type: 'POINTER_LEAVE', trigger: span.id },
      { type: 'FOCUS', trigger: 'rye', text: 'Rye' },
      { type: 'BLUR', trigger: 'rye' },
    ]);
  });

  it('moving between a trigger\'s own children is neither leaving nor entering it', () => {
    document.body.innerHTML = `<p id="p">Text <span data-tooltip="Levain"><b>lev</b><i>ain</i></span></p>`;
    const [p, b, i] = ['#p', 'b', 'i'].map((s) => document.querySelector(s)!) as [Element, Element, Element];
    const sent = listen();
    over(b, p);
    out(b, i);
    over(i, b);
    out(i, p);
    expect(sent.map((e) => e.type)).toEqual(['POINTER_ENTER', 'POINTER_LEAVE']);
  });

  it('ignores touch pointers (a tap focuses the trigger instead) and triggers without text', () => {
    document.body.innerHTML = `<button data-tooltip="Rye">Rye</button><span data-tooltip="  ">Empty</span>`;
    const sent = listen();
    over(document.querySelector('button')!, null, 'touch');
    over(document.querySelector('span')!);
    expect(sent).toEqual([]);
    expect(document.querySelector('span')!.hasAttribute('tabindex')).toBe(false);
  });

  it('sends the pointer entering and leaving the shown tooltip itself', () => {
    document.body.innerHTML = `<button data-tooltip="Rye">Rye</button><div ${partMarkup(tooltipAnatomy.attrs('root'))} role="tooltip"><b>Rye</b></div>`;
    const sent = listen();
    const [button, tip, bold] = ['button', '[role="tooltip"]', 'b'].map((s) => document.querySelector(s)!) as [Element, Element, Element];
    over(tip, button);
    over(bold, tip);
    out(bold, null);
    expect(sent).toEqual([{ type: 'POINTER_ENTER_TOOLTIP' }, { type: 'POINTER_LEAVE_TOOLTIP' }]);
  });

  it('works for a trigger added to the page after the listening started', () => {
    const sent = listen();
    const late = document.body.appendChild(Object.assign(document.createElement('button'), { id: 'late' }));
    late.dataset.tooltip = 'Added later';
    act(() => late.focus());
    expect(sent).toEqual([{ type: 'FOCUS', trigger: 'late', text: 'Added later' }]);
  });
});

describe('watching for triggers', () => {
  it('prepares triggers added later (or given data-tooltip later) before anyone hovers or tabs to them', async () => {
    cleanups.push(watchForTriggers(document));
    const section = document.createElement('section');
    section.innerHTML = `<p>Made with <span data-tooltip="Levain: the starter">levain</span>.</p>`;
    document.body.append(section);
    const plain = document.body.appendChild(document.createElement('span'));
    await observed();
    const span = section.querySelector('span')!;
    expect(span.getAttribute('tabindex')).toBe('0');
    expect(span.id).toMatch(/^tooltip-trigger-\d+$/);
    expect(plain.hasAttribute('tabindex')).toBe(false);
    plain.dataset.tooltip = 'Now a trigger';
    await observed();
    expect(plain.getAttribute('tabindex')).toBe('0');
  });
});

describe('tooltips feature', () => {
  const start = () => (destroy = tooltipsFeature({ document, site: defaultSiteContext() }));

  it('starts no actor and downloads nothing on a page without triggers; a trigger added later works', async () => {
    document.body.innerHTML = `<p>No tooltips here</p><span data-tooltip="  "></span>`;
    start();
    expect(liveActors.has(TOOLTIP_ACTOR_ID)).toBe(false);
    const late = document.createElement('span');
    late.dataset.tooltip = 'Rye: baked on Tuesdays';
    document.body.append(late);
    await observed();
    expect(late.tabIndex).toBe(0);
    expect(liveActors.has(TOOLTIP_ACTOR_ID)).toBe(false);
    expect(host()).toBeNull();
    act(() => late.focus());
    await settle();
    expect(shownTooltips()).toEqual(['Rye: baked on Tuesdays']);
    expect(late.getAttribute('aria-describedby')).toBe(tooltip()!.id);
  });

  it('downloads the view on the first hover only, shows the tooltip after 1.2 s, and one tooltip at a time', async () => {
    document.body.innerHTML = `<button data-tooltip="Sourdough: three days">A</button><button data-tooltip="Rye: Tuesdays">B</button>`;
    vi.useFakeTimers();
    start();
    const [a, b] = [...document.querySelectorAll<HTMLElement>('button')] as [HTMLElement, HTMLElement];
    // the chart's chunk was asked for at start (the page has triggers); the view's is not
    await settle();
    expect(state()).toBe('closed');
    expect(host()).toBeNull();
    over(a);
    await settle();
    expect(host()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1199));
    expect(shownTooltips()).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    expect(shownTooltips()).toEqual(['Sourdough: three days']);
    // Focus on the other trigger moves the one tooltip there at once.
    act(() => b.focus());
    expect(shownTooltips()).toEqual(['Rye: Tuesdays']);
    expect(b.getAttribute('aria-describedby')).toBe(tooltip()!.id);
    expect(a.hasAttribute('aria-describedby')).toBe(false);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(shownTooltips()).toEqual([]);
  });

  it(`keeps the tooltip while the pointer moves from the trigger onto it; leaving it hides it after ${TOOLTIP_LEAVE_GRACE_MS} ms`, async () => {
    document.body.innerHTML = `<main><button data-tooltip="Sourdough: three days">A</button></main>`;
    vi.useFakeTimers();
    start();
    const a = document.querySelector('button')!;
    over(a);
    await settle();
    act(() => void vi.advanceTimersByTime(1200));
    expect(shownTooltips()).toEqual(['Sourdough: three days']);
    // Off the trigger into the 15 px gap: still shown during the grace.
    const main = document.querySelector('main')!;
    out(a, main);
    over(main, a);
    expect(state()).toBe('closing');
    act(() => void vi.advanceTimersByTime(TOOLTIP_LEAVE_GRACE_MS - 1));
    expect(shownTooltips()).toEqual(['Sourdough: three days']);
    // Onto the tooltip: it stays, however long the visitor reads.
    out(main, tooltip());
    over(tooltip()!, main);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(state()).toBe('open');
    expect(shownTooltips()).toEqual(['Sourdough: three days']);
    // Off the tooltip: gone after the grace.
    const tip = tooltip()!;
    out(tip, main);
    over(main, tip);
    act(() => void vi.advanceTimersByTime(TOOLTIP_LEAVE_GRACE_MS - 1));
    expect(shownTooltips()).toEqual(['Sourdough: three days']);
    act(() => void vi.advanceTimersByTime(1));
    expect(shownTooltips()).toEqual([]);
    expect(a.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the tooltip of a focused trigger when the pointer leaves it; blur hides it at once', async () => {
    document.body.innerHTML = `<button data-tooltip="Rye: Tuesdays">B</button>`;
    vi.useFakeTimers();
    start();
    const b = document.querySelector('button')!;
    act(() => b.focus());
    await settle();
    over(b);
    out(b);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(shownTooltips()).toEqual(['Rye: Tuesdays']);
    act(() => b.blur());
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
    act(() => document.querySelector('button')!.blur());
    act(() => document.querySelector('button')!.focus());
    expect(liveActors.has(TOOLTIP_ACTOR_ID)).toBe(false);
  });
});
