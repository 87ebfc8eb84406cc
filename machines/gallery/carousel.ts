/** display-widgets §4 "Carousel", §9: slides per row by window width, and whether the controls are needed. */
export const CAROUSEL_DEFAULT_SLIDES_PER_ROW = 3;
export const CAROUSEL_DEFAULT_GUTTER = 1;
export const CAROUSEL_NARROW_PX = 480;
export const CAROUSEL_MEDIUM_PX = 724;

/** Reduced to 2 under 480 px (when above 1) and to 3 under 724 px (when above 2). */
export function carouselSlidesPerRow(configured: number, windowWidth: number): number {
  const per = Math.max(1, Math.trunc(configured) || 1);
  if (windowWidth < CAROUSEL_NARROW_PX && per > 1) return 2;
  if (windowWidth < CAROUSEL_MEDIUM_PX && per > 2) return 3;
  return per;
}

/** The controls are hidden when every slide fits in one row. */
export function carouselNeedsControls(count: number, perRow: number): boolean {
  return count > perRow;
}
