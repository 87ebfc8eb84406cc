import type { Dataset } from '../shared/interface-rules';

/** A bar chart of a dataset (docs/blocks.md "Chart"): categories along the axis, one bar per series in each. */
export interface ChartLayout {
  /** The first column of every data row. */
  categories: string[];
  /** The column names after the first. */
  series: string[];
  /** values[row][series]: the cell as a number, or null when it is not one (no bar is drawn; the table shows it). */
  values: (number | null)[][];
  /** The scale's top: the largest value, at least 0 (bars start at zero; a negative value draws no bar). */
  max: number;
}

/** A cell as a number: digits with an optional sign, decimals and thousands commas ("1,200.5"); else null. */
export function cellNumber(cell: string): number | null {
  const text = cell.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The layout of a dataset already cut by chartDataset (a header and at least one row). */
export function chartLayout(dataset: Dataset): ChartLayout {
  const [header = [], ...rows] = dataset;
  const series = header.slice(1);
  const values = rows.map((row) => series.map((_, index) => cellNumber(row[index + 1] ?? '')));
  const max = Math.max(0, ...values.flat().map((value) => value ?? 0));
  return { categories: rows.map((row) => row[0] ?? ''), series, values, max };
}

/** A bar's height as a share of the plot (0…1): 0 for no value, a negative one or an empty scale. */
export const barShare = (value: number | null, max: number): number => (value === null || value <= 0 || max <= 0 ? 0 : value / max);
