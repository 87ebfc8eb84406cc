// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { partMarkup } from '../../machines/shared/anatomy';
import { blockHandover } from './handover';
import { captureInteractions } from './interactions';

// What the visitor does inside a block before its view is mounted: the capture on the document sees it first, the
// handover holds a click or key on a control and gives it, once, to the mounted view.

const SERVER = `<p>Our bakes</p><a class="menu" href="/menu">Menu</a> <a class="more" href="#">More</a>
  <button type="button" class="previous">Previous</button><button type="button" class="next">Next</button>
  <input name="q" value="">`;

function block() {
  document.body.innerHTML = `<section id="b">${SERVER}</section><button id="outside">Outside</button>`;
  const element = document.getElementById('b')!;
  const handover = blockHandover(element);
  const booted = vi.fn();
  const stop = captureInteractions(element, (event) => void (handover.take(event) && booted()));
  return { element, handover, booted, stop };
}

/** The mounted view: new elements, named by their parts (as connect's prop-getters name them). */
function mountView(element: HTMLElement, { field = '' } = {}, onClick = vi.fn(), onKey = vi.fn()) {
  element.innerHTML = `<div ${partMarkup(g.attrs('root'))}><button ${partMarkup(g.attrs('previous'))} aria-label="Previous slide">‹</button>
    <button ${partMarkup(g.attrs('next'))} aria-label="Next slide">›</button><input name="q" value="${field}"></div>`;
  element.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => onClick(button.dataset.part)));
  element.querySelectorAll('button').forEach((button) => button.addEventListener('keydown', (event) => onKey(button.dataset.part, event.key)));
  return { onClick, onKey };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let stops: Array<() => void> = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

describe('the interaction capture and handover of a dormant block', () => {
  it('boots on a press, a focus or a key inside the block, and not outside it', async () => {
    const { element, booted, stop } = block();
    stops.push(stop);
    document.getElementById('outside')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(booted).not.toHaveBeenCalled();
    element.querySelector('p')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    element.querySelector<HTMLButtonElement>('.next')!.focus();
    element.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(booted).toHaveBeenCalledTimes(3);
  });

  it('holds a click on a control from the server markup and replays it once on the equivalent part', async () => {
    const { element, handover, stop } = block();
    stops.push(stop);
    const serverClick = vi.fn();
    element.querySelector('.next')!.addEventListener('click', serverClick);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('.next')!.dispatchEvent(first);
    element.querySelector('.previous')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(first.defaultPrevented).toBe(true);
    expect(serverClick).not.toHaveBeenCalled();
    stop();
    const { onClick } = mountView(element);
    await handover.deliver(nextTask);
    expect(onClick.mock.calls).toEqual([['next']]);
    await handover.deliver(nextTask);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('drops a held click and key whose control the view no longer draws, never giving them to another control', async () => {
    const { element, handover, stop } = block();
    stops.push(stop);
    // "More" is a control of the server markup that the mounted view does not draw (as a cart's removed item)
    const more = element.querySelector<HTMLElement>('.more')!;
    more.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    more.focus();
    more.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    stop();
    const { onClick, onKey } = mountView(element);
    await handover.deliver(nextTask);
    expect({ clicks: onClick.mock.calls, keys: onKey.mock.calls }).toEqual({ clicks: [], keys: [] });
  });

  it("tells a list's like-named controls apart by their order, and drops a click when the view draws another number of them", async () => {
    const cart = (items: string[]) => items.map((item) => `<p>${item} <button type="button" class="remove">Remove</button></p>`).join('');
    for (const [drawn, clicked] of [
      [['Rye', 'Buns'], ['Buns']],
      [['Rye'], []],
    ] as const) {
      document.body.innerHTML = `<section id="cart">${cart(['Rye', 'Buns'])}</section>`;
      const element = document.getElementById('cart')!;
      const handover = blockHandover(element);
      const stop = captureInteractions(element, (event) => void handover.take(event));
      element.querySelectorAll('button')[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      stop();
      element.innerHTML = cart([...drawn]);
      const removed: string[] = [];
      element.querySelectorAll('button').forEach((button, i) => button.addEventListener('click', () => removed.push(drawn[i]!)));
      await handover.deliver(nextTask);
      expect(removed, `the view draws ${drawn.join(' and ')}`).toEqual(clicked);
    }
  });

  it('lets a link that leads somewhere be followed natively, and a "#" link be held as a control', async () => {
    const { element, stop } = block();
    stops.push(stop);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('.menu')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const control = new MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('.more')!.dispatchEvent(control);
    expect(control.defaultPrevented).toBe(true);
  });

  it('leaves keys in a field to the browser and holds a key on a control for the view', async () => {
    const { element, handover, stop } = block();
    stops.push(stop);
    const typing = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    element.querySelector('input')!.dispatchEvent(typing);
    expect(typing.defaultPrevented).toBe(false);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    element.querySelector('.next')!.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    element.querySelector<HTMLButtonElement>('.next')!.focus();
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    element.querySelector('.next')!.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    stop();
    const { onKey } = mountView(element);
    await handover.deliver(nextTask);
    expect(onKey.mock.calls).toEqual([['next', 'ArrowRight']]);
  });

  it('moves focus that went into the server markup to the equivalent part of the view, with the caret of a field', async () => {
    const { element, handover, stop } = block();
    stops.push(stop);
    const field = element.querySelector('input')!;
    field.focus();
    field.value = 'sourdough';
    field.setSelectionRange(4, 4);
    stop();
    // The view carries the field's text over (as the form's view does); the handover brings focus and caret.
    mountView(element, { field: 'sourdough' });
    await handover.deliver(nextTask);
    const active = document.activeElement as HTMLInputElement;
    expect(element.contains(active) && active !== field && active.name).toBe('q');
    expect([active.selectionStart, active.selectionEnd]).toEqual([4, 4]);
  });

  it('finds the view part a server control names by its class (Previous → the part previous)', async () => {
    const { element, handover, stop } = block();
    stops.push(stop);
    element.querySelector<HTMLButtonElement>('.previous')!.focus();
    stop();
    mountView(element);
    await handover.deliver(nextTask);
    expect((document.activeElement as HTMLElement).dataset.part).toBe('previous');
  });

  it('does not take focus back once the visitor has moved on', async () => {
    const { element, handover, stop } = block();
    stops.push(stop);
    element.querySelector<HTMLButtonElement>('.next')!.focus();
    document.getElementById('outside')!.focus();
    stop();
    mountView(element);
    await handover.deliver(nextTask);
    expect(document.activeElement?.id).toBe('outside');
  });

  it('removes its document listeners with the last block', async () => {
    const removed = vi.spyOn(document, 'removeEventListener');
    const { stop } = block();
    stop();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['click', 'focusin', 'keydown', 'pointerdown']);
  });
});
