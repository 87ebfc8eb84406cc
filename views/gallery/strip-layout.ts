import { useEffect, useState, type RefObject } from 'react';
import { stripBoxes, stripOffset, stripShown } from '../../machines/gallery/clicks';

/**
 * A strip's layout without reading the page's layout: the viewport's width comes from a ResizeObserver (told after
 * the browser's own layout, so a page of twenty strips never lays out twenty times over), the slides' boxes from
 * their ratios and the strip's height (`stripBoxes`). Returns the track's offset, which puts the current slide at the
 * alignment's place, and which slides the viewport shows (only the current one until the width is known).
 */
export function useStripLayout(
  viewport: RefObject<HTMLElement | null>,
  ratios: readonly number[],
  gap: number,
  heightFor: (width: number) => number,
  index: number,
  alignment: 'start' | 'middle' | 'end',
): { offset: number; width: number | null; boxes: Array<{ left: number; width: number }>; shown: (i: number) => boolean } {
  const width = useWidth(viewport);
  if (width === null) return { offset: 0, width, boxes: stripBoxes(ratios, heightFor(0), gap), shown: (i) => i === index };
  const boxes = stripBoxes(ratios, heightFor(width), gap);
  const current = boxes[index] ?? { left: 0, width: 0 };
  const offset = stripOffset(alignment, current.left, current.width, width);
  const shown = stripShown(boxes, offset, width);
  return { offset, width, boxes, shown: (i) => shown[i] ?? false };
}

/** An element's content width, as a ResizeObserver reports it; null until the first report. */
function useWidth(element: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/** Enter and Space on a strip's slide act as a click. */
export function isActivationKey(event: KeyboardEvent | { key: string }): boolean {
  return event.key === 'Enter' || event.key === ' ';
}
