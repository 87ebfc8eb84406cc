/** An image's size in pixels. */
export interface Dimensions {
  width: number;
  height: number;
}

// Whole numbers from 1 to 999999 (no leading zero), an x or X between them, spaces around allowed.
const WXH = /^\s*([1-9]\d{0,5})\s*x\s*([1-9]\d{0,5})\s*$/i;

/**
 * An image's 'WxH' (display-widgets §3 data-image-dimensions) as numbers, or null when it is not two positive whole
 * numbers of at most 6 digits. The one parser of the attribute: the image loader's rules and the gallery views read
 * it through here.
 */
export function parseDimensions(text: string | null | undefined): Dimensions | null {
  const match = typeof text === 'string' ? WXH.exec(text) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** Width / height from 'WxH', or the fallback. */
export function imageRatio(dimensions: string | null | undefined, fallback: number): number {
  const size = parseDimensions(dimensions);
  return size ? size.width / size.height : fallback;
}
