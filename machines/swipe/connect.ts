import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { swipeMachine, SwipeEvent } from './machine';
import { swipeAnatomy, type SwipeState } from './anatomy';

export type SwipeRef = ActorRefFrom<typeof swipeMachine>;
type SwipeSnapshot = SnapshotFrom<typeof swipeMachine>;
export type { SwipeState };

/** The drag's state as one name (the viewport's swipeAnatomy.stateAttribute). */
export const swipeState = (snapshot: SwipeSnapshot): SwipeState =>
  snapshot.matches({ held: 'dragging' }) ? 'dragging' : snapshot.matches('held') ? 'pressed' : snapshot.matches('snapping') ? 'snapping' : 'idle';

/** Whether the gallery cannot go further back or on (loop off, at an end): the drag meets its boundary there. */
export interface SwipeEdges {
  atStart: boolean;
  atEnd: boolean;
}

/** The click that ends a drag is not a click; a keyboard's click (detail 0) always is. */
export const endsDrag = (snapshot: SwipeSnapshot, click: { detail: number }) => click.detail !== 0 && snapshot.context.dragged;

/**
 * The swipe's viewport props: a primary pointer's press starts the drag (with the viewport's width, its window's
 * width and the gallery's edges); the click that ends a drag does not reach the slides (their links and click
 * behaviour), while a keyboard's click (detail 0) always does. The click comes before React renders the release, so
 * a view hands the click to a connect of the live snapshot (`actor.getSnapshot()`), not of its last render.
 */
export function connectSwipe(snapshot: SwipeSnapshot, send: (event: SwipeEvent) => void, { edges }: { edges: SwipeEdges }) {
  return {
    state: swipeState(snapshot),
    viewportProps: {
      [swipeAnatomy.stateAttribute]: swipeState(snapshot),
      onPointerDown: (event: { isPrimary: boolean; button: number; pointerId: number; clientX: number; clientY: number; timeStamp: number; currentTarget: Element }) => {
        if (!event.isPrimary || event.button !== 0) return;
        send({
          type: 'POINTER_DOWN',
          pointerId: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          time: event.timeStamp,
          width: event.currentTarget.getBoundingClientRect().width,
          windowWidth: event.currentTarget.ownerDocument.defaultView?.innerWidth ?? 0,
          ...edges,
        });
      },
      onClickCapture: (event: { detail: number; preventDefault(): void; stopPropagation(): void }) => {
        if (!endsDrag(snapshot, event)) return;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
