import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_EDGE_MARGIN, TOOLTIP_OFFSET, TOOLTIP_WIDTH, placeTooltip, type TooltipPlacementInput } from './tooltip-position';

const viewport = fc.record({ width: fc.integer({ min: 0, max: 3000 }), height: fc.integer({ min: 0, max: 2000 }) });
/** Any trigger, also partly or wholly outside the viewport (a scrolled page). */
const input: fc.Arbitrary<TooltipPlacementInput> = viewport.chain((vp) =>
  fc.record({
    viewport: fc.constant(vp),
    trigger: fc.record({
      left: fc.integer({ min: -500, max: vp.width + 500 }),
      top: fc.integer({ min: -500, max: vp.height + 500 }),
      width: fc.integer({ min: 0, max: 600 }),
      height: fc.integer({ min: 0, max: 300 }),
    }),
    tooltipHeight: fc.integer({ min: 0, max: 400 }),
  }),
);

describe('tooltip placement (display-widgets §9: width 250, offset 15, edge margin 20)', () => {
  it('is 250 wide and 20 px inside the left and right edges whenever the viewport is at least 290 wide', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.viewport.width >= TOOLTIP_WIDTH + 2 * TOOLTIP_EDGE_MARGIN);
        const { left, width } = placeTooltip(i);
        expect(width).toBe(TOOLTIP_WIDTH);
        expect(left).toBeGreaterThanOrEqual(TOOLTIP_EDGE_MARGIN);
        expect(left + width).toBeLessThanOrEqual(i.viewport.width - TOOLTIP_EDGE_MARGIN);
      }),
    );
  });

  it('narrows to the viewport minus both margins on a narrower viewport, still 20 px from each side', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.viewport.width >= 2 * TOOLTIP_EDGE_MARGIN && i.viewport.width < TOOLTIP_WIDTH + 2 * TOOLTIP_EDGE_MARGIN);
        const { left, width } = placeTooltip(i);
        expect(width).toBe(i.viewport.width - 2 * TOOLTIP_EDGE_MARGIN);
        expect(left).toBe(TOOLTIP_EDGE_MARGIN);
      }),
    );
  });

  it('is 20 px inside the top and bottom edges whenever the viewport is tall enough to hold it', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.viewport.height >= i.tooltipHeight + 2 * TOOLTIP_EDGE_MARGIN);
        const { top } = placeTooltip(i);
        expect(top).toBeGreaterThanOrEqual(TOOLTIP_EDGE_MARGIN);
        expect(top + i.tooltipHeight).toBeLessThanOrEqual(i.viewport.height - TOOLTIP_EDGE_MARGIN);
      }),
    );
  });

  it('sits 15 px below the trigger when there is room below', () => {
    fc.assert(
      fc.property(input, (i) => {
        const below = i.trigger.top + i.trigger.height + TOOLTIP_OFFSET;
        fc.pre(below >= TOOLTIP_EDGE_MARGIN && below + i.tooltipHeight <= i.viewport.height - TOOLTIP_EDGE_MARGIN);
        expect(placeTooltip(i)).toMatchObject({ side: 'below', top: below });
      }),
    );
  });

  it('flips 15 px above the trigger when there is no room below but room above', () => {
    fc.assert(
      fc.property(input, (i) => {
        const below = i.trigger.top + i.trigger.height + TOOLTIP_OFFSET;
        const above = i.trigger.top - TOOLTIP_OFFSET - i.tooltipHeight;
        const roomBelow = below >= TOOLTIP_EDGE_MARGIN && below + i.tooltipHeight <= i.viewport.height - TOOLTIP_EDGE_MARGIN;
        fc.pre(!roomBelow && above >= TOOLTIP_EDGE_MARGIN && above + i.tooltipHeight <= i.viewport.height - TOOLTIP_EDGE_MARGIN);
        expect(placeTooltip(i)).toMatchObject({ side: 'above', top: above });
      }),
    );
  });

  it('is centred on the trigger unless that would cross a margin', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { left, width } = placeTooltip(i);
        const centred = i.trigger.left + i.trigger.width / 2 - width / 2;
        fc.pre(centred >= TOOLTIP_EDGE_MARGIN && centred + width <= i.viewport.width - TOOLTIP_EDGE_MARGIN);
        expect(left).toBe(centred);
      }),
    );
  });

  it('places a trigger at the right edge of a 1280 × 800 viewport inside the margin, below it', () => {
    const placement = placeTooltip({ trigger: { left: 1220, top: 100, width: 60, height: 30 }, tooltipHeight: 40, viewport: { width: 1280, height: 800 } });
    expect(placement).toEqual({ left: 1280 - 20 - 250, top: 145, width: 250, side: 'below' });
  });
});
