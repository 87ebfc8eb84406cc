// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lightboxAnatomy } from '../../machines/lightbox/anatomy';
import { swipeMachine } from '../../machines/swipe/machine';
import { dragClicks, holdFocus, lightboxSwipeInput } from './page-effects';

const { attrs } = lightboxAnatomy;

/** A lightbox host as the view draws it: the dialog, its viewport with two slides, and a close button. */
function drawHost() {
  const host = document.createElement('div');
  const root = Object.assign(document.createElement('div'), { tabIndex: -1 });
  const viewport = document.createElement('div');
  const slides = [0, 1].map((index) => {
    const slide = document.createElement('div');
    Object.entries({ ...attrs('slide'), 'data-index': String(index) }).forEach(([name, value]) => slide.setAttribute(name, value));
    slide.append(document.createElement('button'));
    return slide;
  });
  const close = document.createElement('button');
  Object.entries(attrs('root')).forEach(([name, value]) => root.setAttribute(name, value));
  Object.entries(attrs('viewport')).forEach(([name, value]) => viewport.setAttribute(name, value));
  viewport.append(...slides);
  root.append(viewport, close);
  host.append(root);
  document.body.append(host);
  return { host, root, viewport, slides, close };
}

afterEach(() => document.body.replaceChildren());

describe("the lightbox's dragClicks (the click that ends a drag on the slides)", () => {
  const press = (target: Element) => target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  const click = (target: Element, detail = 1) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));

  it('swallows the click after a drag pressed on the slides, wherever it lands; a keyboard click or a press elsewhere goes through', () => {
    const { host, root, slides, close } = drawHost();
    const swipe = createActor(swipeMachine, { input: { boundaries: 'hard', motion: false } }).start();
    const heard: string[] = [];
    root.addEventListener('click', (event) => heard.push((event.target as Element) === root ? 'root' : 'other'));
    const stop = createActor(dragClicks(() => host, swipe)).start();
    // A drag on the first slide: pressed, moved past the threshold, released.
    swipe.send({ type: 'POINTER_DOWN', pointerId: 1, x: 300, y: 10, time: 0, width: 600, windowWidth: 600, atStart: false, atEnd: false });
    swipe.send({ type: 'POINTER_MOVE', x: 200, y: 10, time: 50 });
    swipe.send({ type: 'POINTER_UP', x: 200, y: 10, time: 60 });
    expect(swipe.getSnapshot().context.dragged).toBe(true);
    press(slides[0]!);
    expect(click(root)).toBe(false);
    expect(click(root, 0)).toBe(true);
    // A press on the close button after that drag is no drag's: its click is the dialog's.
    press(close);
    expect(click(root)).toBe(true);
    expect(heard).toEqual(['root', 'root']);
    stop.stop();
    // Stopped, it listens no more.
    press(slides[0]!);
    expect(click(root)).toBe(true);
    swipe.stop();
  });
});

describe("the lightbox's holdFocus (focus stays in the dialog)", () => {
  it('moves focus to the dialog from the slide left or from the page, and leaves it on a control or the slide shown', () => {
    const { host, root, slides, close } = drawHost();
    const hold = holdFocus(() => host);
    slides[0]!.querySelector('button')!.focus();
    hold({ context: { index: 1, count: 2, captionShown: false, leaving: 0, direction: 1 } });
    expect(document.activeElement).toBe(root);
    slides[1]!.querySelector('button')!.focus();
    hold({ context: { index: 1, count: 2, captionShown: false, leaving: 0, direction: 1 } });
    expect(document.activeElement).toBe(slides[1]!.querySelector('button'));
    close.focus();
    hold({ context: { index: 0, count: 2, captionShown: false, leaving: 1, direction: -1 } });
    expect(document.activeElement).toBe(close);
    close.blur();
    hold({ context: { index: 0, count: 2, captionShown: false, leaving: null, direction: 1 } });
    expect(document.activeElement).toBe(root);
  });
});

describe("the lightbox's swipe input", () => {
  it('snaps without motion when the visitor prefers reduced motion', () => {
    const win = (reduced: boolean) => ({ matchMedia: (query: string) => ({ matches: reduced && query === '(prefers-reduced-motion: reduce)' }) }) as unknown as Window;
    expect(lightboxSwipeInput(win(true))).toEqual({ boundaries: 'hard', motion: false });
    expect(lightboxSwipeInput(win(false))).toEqual({ boundaries: 'hard', motion: true });
  });
});
