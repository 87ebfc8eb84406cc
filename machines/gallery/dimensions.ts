/** An image's 'WxH' (§3 data-image-dimensions) as numbers, or null when it is not two positive numbers. */
export function parseDimensions(dimensions: string | null | undefined): { width: number; height: number } | null {
  const [width, height] = (dimensions ?? '').split('x').map(Number);
  return width && height && width > 0 && height > 0 ? { width, height } : null;
}

/** Width / height from 'WxH', or the fallback. */
export function imageRatio(dimensions: string | null | undefined, fallback: number): number {
  const size = parseDimensions(dimensions);
  return size ? size.width / size.height : fallback;
}
