import { parseDimensions } from '../shared/dimensions';

/** Width / height from 'WxH' (machines/shared/dimensions.ts), or the fallback. */
export function imageRatio(dimensions: string | null | undefined, fallback: number): number {
  const size = parseDimensions(dimensions);
  return size ? size.width / size.height : fallback;
}
