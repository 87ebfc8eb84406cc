// The image block's own rules (visitor-runtime §9), apart from the image loader's: the gallery, which shares the
// loader's rules, does not download them.

/** An image block narrower than this stacks its caption under the image (visitor-runtime §9 "Image narrow width"). */
export const IMAGE_NARROW_WIDTH_PX = 415;
export const isNarrowImageBlock = (width: number) => width < IMAGE_NARROW_WIDTH_PX;

/** A shaped image's box height in percent of its width (visitor-runtime §9 "Shape mask aspect heights"). */
export const SHAPE_ASPECT_HEIGHTS = { most: 100, tall: 150, wide: 67 } as const;
const TALL_SHAPE = /(^|-)(tall|vertical|portrait)(-|$)/;
const WIDE_SHAPE = /(^|-)(wide|horizontal|landscape)(-|$)/;

/**
 * The box height of the platform's shape named `name` (`data-shape-mask`): a tall shape (a name with the word tall,
 * vertical or portrait) 150, a wide one (wide, horizontal, landscape) 67, every other shape 100.
 */
export function shapeAspectHeight(name: string): number {
  const shape = name.trim().toLowerCase();
  if (TALL_SHAPE.test(shape)) return SHAPE_ASPECT_HEIGHTS.tall;
  if (WIDE_SHAPE.test(shape)) return SHAPE_ASPECT_HEIGHTS.wide;
  return SHAPE_ASPECT_HEIGHTS.most;
}
