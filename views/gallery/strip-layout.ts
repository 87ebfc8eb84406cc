import { useLayoutEffect, useState, type RefObject } from 'react';
import { stripOffset, stripShown } from '../../machines/gallery/clicks';

/**
 * A strip's layout: reads every slide's box, then writes the track's offset once (no layout thrash), so the current
 * slide sits at the alignment's place; returns which slides the viewport shows. Measured again when the current
 * slide changes and once a resize has settled (the chart's layout region back to steady).
 */
export function useStripLayout(viewport: RefObject<HTMLElement | null>, track: () => HTMLElement | null, count: number, index: number, alignment: 'start' | 'middle' | 'end', steady: boolean): boolean[] {
  const [shown, setShown] = useState<boolean[]>(() => Array.from({ length: count }, (_, i) => i === index));
  useLayoutEffect(() => {
    const view = viewport.current;
    const row = track();
    if (!view || !row) return;
    const boxes = Array.from(row.children as HTMLCollectionOf<HTMLElement>).map((el) => ({ left: el.offsetLeft, width: el.offsetWidth }));
    const current = boxes[index];
    if (!current) return;
    const offset = stripOffset(alignment, current.left, current.width, view.clientWidth);
    row.style.setProperty('--gallery-offset', `${offset}px`);
    const next = stripShown(boxes, offset, view.clientWidth);
    setShown((previous) => (previous.length === next.length && previous.every((v, i) => v === next[i]) ? previous : next));
  }, [index, alignment, steady]);
  return shown;
}

/** Enter and Space on a strip's slide act as a click. */
export function isActivationKey(event: KeyboardEvent | { key: string }): boolean {
  return event.key === 'Enter' || event.key === ' ';
}
