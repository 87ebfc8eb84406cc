/**
 * Where the tooltip goes (display-widgets §9 "Tooltip": width 250, offset 15, edge margin 20). Pure: viewport
 * coordinates in, viewport coordinates out (the view uses `position: fixed`).
 *
 * - Width 250, narrowed to the viewport minus both margins when the viewport is narrower than 290.
 * - Centred under the trigger, 15 px below it; above it (15 px) when there is no room below and there is room above;
 *   when neither side has room, on the roomier side, moved inside the margins.
 * - Always kept 20 px from every viewport edge when the viewport is big enough to hold it.
 */
export const TOOLTIP_WIDTH = 250;
export const TOOLTIP_OFFSET = 15;
export const TOOLTIP_EDGE_MARGIN = 20;

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface TooltipPlacementInput {
  /** the trigger's bounding box in the viewport */
  trigger: Rect;
  /** the tooltip's rendered height at the width this rule gives */
  tooltipHeight: number;
  viewport: { width: number; height: number };
}

export interface TooltipPlacement {
  left: number;
  top: number;
  width: number;
  side: 'below' | 'above';
}

export function tooltipWidth(viewportWidth: number): number {
  return Math.max(0, Math.min(TOOLTIP_WIDTH, viewportWidth - 2 * TOOLTIP_EDGE_MARGIN));
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

export function placeTooltip({ trigger, tooltipHeight, viewport }: TooltipPlacementInput): TooltipPlacement {
  const width = tooltipWidth(viewport.width);
  const centred = trigger.left + trigger.width / 2 - width / 2;
  const left = clamp(centred, TOOLTIP_EDGE_MARGIN, viewport.width - TOOLTIP_EDGE_MARGIN - width);

  const below = trigger.top + trigger.height + TOOLTIP_OFFSET;
  const above = trigger.top - TOOLTIP_OFFSET - tooltipHeight;
  const lowest = viewport.height - TOOLTIP_EDGE_MARGIN - tooltipHeight;
  // "Room" on a side: the whole tooltip fits between the margins there.
  const fits = (top: number) => top >= TOOLTIP_EDGE_MARGIN && top <= lowest;
  const fitsBelow = fits(below);
  const fitsAbove = fits(above);
  let side: TooltipPlacement['side'];
  if (fitsBelow) side = 'below';
  else if (fitsAbove) side = 'above';
  else {
    const roomBelow = viewport.height - (trigger.top + trigger.height);
    side = roomBelow >= trigger.top ? 'below' : 'above';
  }
  const top = clamp(side === 'below' ? below : above, TOOLTIP_EDGE_MARGIN, lowest);
  return { left, top, width, side };
}
