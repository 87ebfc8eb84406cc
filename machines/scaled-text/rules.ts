/**
 * Scaled text (visitor-runtime §9 "Scaled text resize debounce 100 ms", "Minimum text size 0.75rem; min-font flag at
 * 13 px or below"; display-widgets §9 "Text shrink minimum font size 11"). Pure: the runtime measures, these decide.
 *
 * A scaled-text heading is drawn at whatever size makes its one line fill its container's width. Text width grows in
 * proportion to font size, so the runtime measures the line once at a probe size and scales.
 */

export const SCALED_TEXT_RESIZE_DEBOUNCE_MS = 100;
/** Scaled text is never drawn smaller than this, in rem (12 px at the browsers' default 16 px root). */
export const MINIMUM_TEXT_SIZE_REM = 0.75;
/** At or below this size (px) the text carries the min-font flag, so the site's styles can loosen it. */
export const MIN_FONT_FLAG_PX = 13;
/** Text shrunk to fit (a label in a narrow box) never goes below this (px). */
export const TEXT_SHRINK_MINIMUM_PX = 11;
/** The size (px) the runtime measures the line at before scaling. */
export const PROBE_FONT_SIZE_PX = 100;

export interface ScaledTextMeasure {
  /** the container's content width (px) */
  available: number;
  /** the line's width (px) when drawn at `probe` */
  measured: number;
  /** the font size (px) `measured` was taken at */
  probe: number;
  /** the root element's font size (px): what 1rem is */
  rootFontSize: number;
}

export interface ScaledTextSize {
  /** px, rounded down to a tenth so the line never overflows by a rounding */
  fontSize: number;
  /** the size is MIN_FONT_FLAG_PX or below */
  minFont: boolean;
}

const finitePositive = (n: number) => Number.isFinite(n) && n > 0;
const floorTenth = (n: number) => Math.floor(n * 10) / 10;

/**
 * The size that makes the line fill its container, never under MINIMUM_TEXT_SIZE_REM; null when there is nothing to
 * fit (a hidden container or an empty line measure 0): the text keeps the size it has.
 */
export function scaledTextSize({ available, measured, probe, rootFontSize }: ScaledTextMeasure): ScaledTextSize | null {
  if (![available, measured, probe].every(finitePositive)) return null;
  const root = finitePositive(rootFontSize) ? rootFontSize : 16;
  const fontSize = Math.max(floorTenth((probe * available) / measured), MINIMUM_TEXT_SIZE_REM * root);
  return { fontSize, minFont: fontSize <= MIN_FONT_FLAG_PX };
}

/**
 * Text shrunk to fit a box (px): its own size when it fits, else smaller in proportion, never under
 * TEXT_SHRINK_MINIMUM_PX (then it wraps or clips as the site's styles say). `size` unchanged when nothing is measurable.
 */
export function shrunkTextSize({ size, available, measured }: { size: number; available: number; measured: number }): number {
  if (![size, available, measured].every(finitePositive) || measured <= available) return size;
  return Math.max(floorTenth((size * available) / measured), Math.min(size, TEXT_SHRINK_MINIMUM_PX));
}
