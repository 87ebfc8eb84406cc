import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type Key, type ReactNode } from 'react';

// A list of one-line rows that draws only the rows in view (and a few around them) once it is longer than
// WINDOW_FROM rows, so a page's hundreds of actors or a history of 500 entries stay cheap. The list is one Tab stop
// (a roving tabindex): the arrows, Page Up/Down, Home and End move the focus from row to row, drawing the row first.

/** Lists up to this many rows are drawn whole. */
export const WINDOW_FROM = 100;
const OVERSCAN = 8;
/** Every row's height in px: one line of text with a button's padding (.virtual-list in lab.css). */
export const ROW_HEIGHT = 28;

export interface VirtualListProps<T> {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** The list's visible height at most, in px. */
  maxHeight: number;
  itemKey: (item: T, index: number) => Key;
  /** The row's content: one element (a link, a button, a value) given `tabIndex`, the roving tab stop. */
  renderRow: (item: T, index: number, tabIndex: 0 | -1) => ReactNode;
  className?: string;
  /** The row chosen outside the list (a report's current step): it becomes the tab stop and is scrolled into view. */
  current?: number;
}

export function VirtualList<T>({ items, label, maxHeight, itemKey, renderRow, className, current }: VirtualListProps<T>) {
  const rowHeight = ROW_HEIGHT;
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(0);
  const focusPending = useRef(false);
  const height = Math.min(maxHeight, items.length * rowHeight);
  const windowed = items.length > WINDOW_FROM;
  const first = windowed ? Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN) : 0;
  const last = windowed ? Math.min(items.length, Math.ceil((scrollTop + maxHeight) / rowHeight) + OVERSCAN) : items.length;
  // The tab stop is the active row when it is drawn, else the first row drawn: the list is always reachable.
  const tabStop = active >= first && active < last && active < items.length ? active : first;

  // A row moved to by key is drawn by this render; focus it once it is in the DOM.
  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    scroller.current?.querySelector<HTMLElement>(`[data-row="${active}"] [tabindex]`)?.focus();
  });
  useEffect(() => {
    if (active >= items.length && items.length) setActive(items.length - 1);
  }, [active, items.length]);

  /** Scrolls row `index` into view and makes it the tab stop. */
  const reveal = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index));
    const box = scroller.current!;
    const top = target * rowHeight;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + rowHeight > box.scrollTop + box.clientHeight) box.scrollTop = top + rowHeight - box.clientHeight;
    setScrollTop(box.scrollTop);
    setActive(target);
  };
  const moveTo = (index: number) => {
    focusPending.current = true;
    reveal(index);
  };
  useEffect(() => {
    if (current !== undefined && items.length) reveal(current);
    // Only when the caller's choice changes: a later key press moves the tab stop on its own.
  }, [current]);
  const page = Math.max(1, Math.floor(maxHeight / rowHeight) - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: page, PageUp: -page };
    const from = tabStop;
    const to = event.key in steps ? from + steps[event.key]! : event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : undefined;
    if (to === undefined || !items.length) return;
    event.preventDefault();
    moveTo(to);
  };

  const rows = [];
  for (let index = first; index < last; index += 1) {
    const item = items[index]!;
    rows.push(
      <li
        key={itemKey(item, index)}
        data-row={index}
        aria-posinset={index + 1}
        aria-setsize={items.length}
        style={{ position: 'absolute', top: index * rowHeight, height: rowHeight, left: 0, right: 0 }}
        onFocus={() => setActive(index)}
      >
        {renderRow(item, index, index === tabStop ? 0 : -1)}
      </li>,
    );
  }
  return (
    <div
      ref={scroller}
      className={`virtual-list ${className ?? ''}`}
      style={{ height, overflowY: 'auto', position: 'relative' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
      data-windowed={windowed ? 'true' : 'false'}
    >
      <ol aria-label={label} style={{ height: items.length * rowHeight, position: 'relative', margin: 0, padding: 0, listStyle: 'none' }}>
        {rows}
      </ol>
    </div>
  );
}
