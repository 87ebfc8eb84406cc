// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, describe, expect } from 'vitest';
import { galleryAnatomy } from '../machines/gallery/anatomy';
import type { swipeMachine } from '../machines/swipe/machine';
import { swipeCase } from './cases/swipe';
import { walkChart, type StateAssertion } from './harness';
import { layOutInView } from './support/gallery';

type Swipe = typeof swipeMachine;
const restoreLayout = layOutInView();
afterAll(restoreLayout);

// happy-dom lays every box out 100 px wide (layOutInView): the viewport is 100 px, so half its width is 50 px. The
// press is at (80, 50) at 1000 ms; every pointer event carries the time the test gives it.
const viewport = (container: HTMLElement) => container.querySelector<HTMLElement>(`[data-design] > ${galleryAnatomy.selector('viewport')}`)!;
const status = (container: HTMLElement) => container.querySelector(galleryAnatomy.selector('status'))!.textContent;

function pointer(type: string, init: { x?: number; y?: number; time?: number }) {
  const event = new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, isPrimary: true, button: 0, clientX: init.x, clientY: init.y } as PointerEventInit);
  Object.defineProperty(event, 'timeStamp', { value: init.time ?? 0 });
  return event;
}
/** The pointer on the page: a press on the viewport, then moves and the release anywhere in the window. */
const press = (container: HTMLElement, at: { x: number; y: number; time: number }) => act(() => void viewport(container).dispatchEvent(pointer('pointerdown', at)));
const onWindow = (type: string, at: { x?: number; y?: number; time?: number }) => act(() => void window.dispatchEvent(pointer(type, at)));

const offsetShown = (container: HTMLElement) => Number.parseFloat(viewport(container).style.getPropertyValue('--gallery-drag') || '0');
const inState = (name: string): StateAssertion<Swipe> => ({ container }) => expect(viewport(container).dataset.swipe).toBe(name);

describe('swipe chart through the slideshow (swipe transition, loop on): a press, a drag, a release that decides', () => {
  walkChart({
    ...swipeCase,
    paths: 'shortest',
    // Pointer samples pile up with every move: states are told apart by where the slides are drawn, not by the
    // samples behind it, so the live context is checked field by field in the states below instead of whole.
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.offset, snapshot.context.dragged, snapshot.context.snapMs]),
    compareContext: false,
    actions: {
      POINTER_DOWN: ({ container, event }) => press(container, event),
      POINTER_MOVE: ({ event }) => onWindow('pointermove', event),
      POINTER_UP: ({ event }) => onWindow('pointerup', event),
      POINTER_CANCEL: () => onWindow('pointercancel', {}),
    },
    states: {
      idle: inState('idle'),
      held: () => {},
      'held.pressed': (args) => {
        inState('pressed')(args);
        expect(offsetShown(args.container)).toBe(0);
        // What the view measured at the press: the pointer, its time, the viewport's and the window's widths.
        const { start, width, windowWidth, pointerId, dragged } = args.snapshot.context;
        expect({ start, width, windowWidth, pointerId, dragged }).toEqual({ start: { x: 80, y: 50, time: 1000 }, width: 100, windowWidth: 1024, pointerId: 1, dragged: false });
      },
      'held.dragging': (args) => {
        inState('dragging')(args);
        // The slides follow the pointer, written straight to the viewport (no React render per move).
        const { offset, samples, start, dragged } = args.snapshot.context;
        expect(offsetShown(args.container)).toBe(offset);
        expect(offset).toBe(samples[samples.length - 1]!.x - start!.x);
        expect(dragged).toBe(true);
      },
      snapping: (args) => {
        inState('snapping')(args);
        expect(offsetShown(args.container)).toBe(0);
        expect(viewport(args.container).style.getPropertyValue('--gallery-snap')).toBe(`${args.snapshot.context.snapMs}ms`);
        // The gallery shows what the drags decided: each one past half the width moved it on.
        expect(status(args.container)).toMatch(/^Slide [12] of 3$/);
      },
    },
  });
});
