/** display-widgets §9: grid 4 per row, fading in over 1 s after a random delay under 500 ms. */
export const GRID_PER_ROW = 4;
export const GRID_FADE_MS = 1000;
export const GRID_MAX_DELAY_MS = 500;
/** §9: autocolumns and autogrid, columnWidth 250; autorows, rowHeight 250 (the gutters are in designs.ts). */
export const AUTO_COLUMN_WIDTH = 250;
export const AUTOROWS_ROW_HEIGHT = 250;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Layout {
  items: Box[];
  /** the laid-out height of the whole gallery */
  height: number;
}

/** How many columns of at least `columnWidth` fit, gutters between: rounded down, at least one (§9). */
export function columnCount(containerWidth: number, columnWidth: number, gutter: number): number {
  if (!(containerWidth > 0) || !(columnWidth > 0)) return 1;
  return Math.max(1, Math.floor((containerWidth + gutter) / (columnWidth + gutter)));
}

/** The width of each of `columns` equal columns spanning the container, gutters between. */
export function columnWidthIn(containerWidth: number, columns: number, gutter: number): number {
  return Math.max(0, (containerWidth - gutter * (columns - 1)) / columns);
}

/**
 * Autocolumns (masonry, §2): equal columns as many as fit; each item, at its own ratio (width / height), goes into
 * the shortest column so far, the leftmost of equals.
 */
export function masonry(ratios: readonly number[], containerWidth: number, columnWidth: number, gutter: number): Layout & { columns: number } {
  const columns = columnCount(containerWidth, columnWidth, gutter);
  const width = columnWidthIn(containerWidth, columns, gutter);
  const heights = new Array<number>(columns).fill(0);
  const items = ratios.map((ratio) => {
    const column = heights.indexOf(Math.min(...heights));
    const height = width / ratio;
    const box = { left: column * (width + gutter), top: heights[column]! === 0 ? 0 : heights[column]! + gutter, width, height };
    heights[column] = box.top + height;
    return box;
  });
  return { columns, items, height: Math.max(0, ...heights) };
}

/**
 * Autorows (justified rows, §2): items join a row at `rowHeight` until it is as wide as the container; the row is
 * then scaled to span it exactly, each item keeping its ratio. The last row, when it does not fill the width, keeps
 * `rowHeight` and is not stretched.
 */
export function justifiedRows(ratios: readonly number[], containerWidth: number, rowHeight: number, gutter: number): Layout & { rows: number[][] } {
  const rows: number[][] = [];
  let row: number[] = [];
  let sum = 0;
  ratios.forEach((ratio, i) => {
    row.push(i);
    sum += ratio;
    if (sum * rowHeight + gutter * (row.length - 1) >= containerWidth) {
      rows.push(row);
      row = [];
      sum = 0;
    }
  });
  const last = row;
  if (last.length) rows.push(last);
  const items: Box[] = new Array(ratios.length);
  let top = 0;
  for (const indexes of rows) {
    const total = indexes.reduce((s, i) => s + ratios[i]!, 0);
    const height = indexes === last ? rowHeight : (containerWidth - gutter * (indexes.length - 1)) / total;
    let left = 0;
    for (const i of indexes) {
      const width = height * ratios[i]!;
      items[i] = { left, top, width, height };
      left += width + gutter;
    }
    top += height + gutter;
  }
  return { rows, items, height: Math.max(0, top - gutter) };
}

/** Grid fade-in delays (§9): each under 500 ms, from the injected random source (none under reduced motion). */
export function gridFadeDelays(count: number, random: () => number, reducedMotion: boolean): number[] {
  return Array.from({ length: count }, () => (reducedMotion ? 0 : Math.floor(random() * GRID_MAX_DELAY_MS)));
}
