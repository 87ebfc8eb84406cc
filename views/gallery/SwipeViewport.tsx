import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ComponentProps, type CSSProperties, type Ref } from 'react';
import { connectSwipe, swipeState, type SwipeEdges, type SwipeRef } from '../../machines/swipe/connect';

type ViewportProps = ComponentProps<'div'> & { ref?: Ref<HTMLDivElement> };

/** A design's viewport: draggable when the gallery has a swipe chart, a plain box otherwise. */
export function SwipeViewport({ swipe, edges, ...props }: ViewportProps & { swipe?: SwipeRef; edges: SwipeEdges }) {
  return swipe ? <DraggableViewport swipe={swipe} edges={edges} {...props} /> : <div {...props} />;
}

/**
 * The drag's hot path stays out of React: every pointer move updates the chart, and a subscription writes its offset
 * to `--gallery-drag` on the viewport, which the design's track transform adds (styles.ts). React renders only when
 * the drag's state changes (pressed, dragging, snapping, idle).
 */
function DraggableViewport({ swipe, edges, ref, style, ...props }: ViewportProps & { swipe: SwipeRef; edges: SwipeEdges }) {
  const element = useRef<HTMLDivElement | null>(null);
  useSelector(swipe, swipeState);
  const snapMs = useSelector(swipe, (s) => s.context.snapMs);
  useEffect(() => {
    let written = 0;
    const subscription = swipe.subscribe((snapshot) => {
      const offset = snapshot.context.offset;
      if (offset === written || !element.current) return;
      written = offset;
      element.current.style.setProperty('--gallery-drag', `${offset}px`);
    });
    return () => subscription.unsubscribe();
  }, [swipe]);
  const setRef = (el: HTMLDivElement | null) => {
    element.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  const live = () => connectSwipe(swipe.getSnapshot(), swipe.send, { edges }).viewportProps;
  return <div {...props} {...live()} onClickCapture={(event) => live().onClickCapture(event)} ref={setRef} style={{ ...style, ['--gallery-snap' as string]: `${snapMs}ms` } as CSSProperties} />;
}
