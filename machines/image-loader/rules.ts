import * as z from 'zod/mini';

/** The widths the platform serves an image at (display-widgets §9), largest first. */
export const IMAGE_SIZE_STEPS = [2500, 1500, 1000, 750, 500, 300, 100] as const;
export type SizeStep = (typeof IMAGE_SIZE_STEPS)[number];
/** An image within this distance of the viewport starts loading (display-widgets §4 "Image lazy loading"). */
export const LAZY_LOAD_MARGIN_PX = 200;

/** An image in the viewport is loaded before one only within the margin (runtime/images/queue.ts). */
export type ImagePriority = 'viewport' | 'margin';
export type ImageMode = 'cover' | 'contain' | 'none';
export type SizeFormat = 'queryString' | 'filename';
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';
/** viewport: when near the viewport (default); eager: at once; never: keep the server's src. */
export type LoadPolicy = 'viewport' | 'eager' | 'never';

export interface Dimensions {
  width: number;
  height: number;
}
export interface FocalPoint {
  x: number;
  y: number;
}

/** An image's configuration, read from its data attributes (display-widgets §3 "Image configuration"). */
export interface ImageConfig {
  /** null when data-src is missing or not an http(s) or relative address ('Invalid or missing image source.'). */
  source: string | null;
  dimensions: Dimensions | null;
  focalPoint: FocalPoint;
  mode: ImageMode;
  sizeAdjustment: number;
  sizeFormat: SizeFormat;
  fitAlignment: FitAlignment;
  dprMin: number;
  dprMax: number;
  allowSaveData: boolean;
  load: LoadPolicy;
}

/** The data attributes of an image (`img.dataset`): data-src, data-image-dimensions, data-mode, … */
export type ImageAttributes = Partial<Record<keyof typeof imageAttributes.shape, string>>;

const source = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    const trimmed = text.trim();
    // A relative address resolves against any http base; only http(s) may be fetched as an image.
    const url = URL.canParse(trimmed, 'http://base.invalid/') ? new URL(trimmed, 'http://base.invalid/') : null;
    if (trimmed && !/\s/.test(trimmed) && url && /^https?:$/.test(url.protocol)) return trimmed;
    ctx.issues.push({ code: 'custom', message: 'Invalid or missing image source.', input: text });
    return z.NEVER;
  }),
);
const positive = z.pipe(z.string().check(z.regex(/^\s*\d+\s*$/)), z.transform(Number));
const dimensions = z.pipe(
  z.string().check(z.regex(/^\s*[1-9]\d{0,5}\s*x\s*[1-9]\d{0,5}\s*$/i)),
  z.transform((text) => {
    const [width, height] = text.toLowerCase().split('x').map(Number) as [number, number];
    return { width, height };
  }),
);
const fraction = (text: string) => Math.min(1, Math.max(0, Number(text)));
const focalPoint = z.pipe(
  z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/)),
  z.transform((text) => {
    const [x, y] = text.split(',') as [string, string];
    return { x: fraction(x), y: fraction(y) };
  }),
);
const finite = z.pipe(z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/)), z.transform(Number));
const boolean = z.pipe(z.enum(['true', 'false', '']), z.transform((text) => text !== 'false'));
const load = z.pipe(
  z.enum(['viewport', 'true', 'eager', 'false', 'never']),
  z.transform((text): LoadPolicy => (text === 'viewport' ? 'viewport' : text === 'false' || text === 'never' ? 'never' : 'eager')),
);

/** Every attribute is optional; an invalid one falls back to its default, so parsing never throws. */
const imageAttributes = z.object({
  src: z.catch(z.nullable(source), null),
  imageDimensions: z.catch(z.nullable(dimensions), null),
  imageFocalPoint: z.catch(focalPoint, { x: 0.5, y: 0.5 }),
  mode: z.catch(z.enum(['cover', 'contain', 'none']), 'none'),
  // A negative adjustment is clamped to 0 (display-widgets §5).
  sizeAdjustment: z.catch(z.pipe(finite, z.transform((n) => Math.max(0, n))), 1),
  sizeFormat: z.catch(z.enum(['queryString', 'filename']), 'queryString'),
  fitAlignment: z.catch(z.enum(['top', 'left', 'center', 'right', 'bottom']), 'center'),
  dprMin: z.catch(positive, 1),
  dprMax: z.catch(positive, 3),
  allowSaveData: z.catch(boolean, false),
  load: z.catch(load, 'viewport'),
});

/** The dataset keys parseImageConfig reads (data-src → src, data-image-dimensions → imageDimensions, …). */
export const IMAGE_ATTRIBUTE_KEYS = Object.keys(imageAttributes.shape) as Array<keyof ImageAttributes>;

/** Reads an image's configuration from its data attributes; anything missing or invalid takes its default. */
export function parseImageConfig(attributes: ImageAttributes): ImageConfig {
  const parsed = imageAttributes.parse({ ...attributes });
  const { src, imageDimensions, imageFocalPoint, ...rest } = parsed;
  return { source: src, dimensions: imageDimensions, focalPoint: imageFocalPoint, ...rest };
}

export interface SizeOptions {
  dprMin: number;
  dprMax: number;
  sizeAdjustment: number;
  /** The visitor asked to save data (`navigator.connection.saveData`). */
  saveData: boolean;
  allowSaveData: boolean;
}

/**
 * The smallest size step at least slot × dpr wide: dpr is clamped to dprMin..dprMax (dprMin wins when they cross),
 * is 1 when the visitor saves data (unless the image allows it), and is scaled by sizeAdjustment. Beyond the
 * largest step, the largest.
 */
export function sizeStep(slotWidthCssPx: number, devicePixelRatio: number, options: SizeOptions): SizeStep {
  const dpr = options.saveData && !options.allowSaveData ? 1 : clampDpr(devicePixelRatio, options);
  const needed = positiveOrZero(slotWidthCssPx) * dpr * positiveOrZero(options.sizeAdjustment);
  const fitting = IMAGE_SIZE_STEPS.filter((step) => step >= needed);
  return fitting.at(-1) ?? IMAGE_SIZE_STEPS[0];
}

const positiveOrZero = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
const clampDpr = (dpr: number, { dprMin, dprMax }: Pick<SizeOptions, 'dprMin' | 'dprMax'>) =>
  Math.max(dprMin, Math.min(dprMax, Number.isFinite(dpr) && dpr > 0 ? dpr : 1));

/**
 * How wide the image must be drawn to fill its slot: `cover` crops, so a slot taller than the image's ratio needs
 * the image as wide as slot height × ratio; otherwise the slot's width.
 */
export function requiredWidth(slot: Dimensions, dimensions: Dimensions | null, mode: ImageMode): number {
  if (mode !== 'cover' || !dimensions) return slot.width;
  return Math.max(slot.width, (slot.height * dimensions.width) / dimensions.height);
}

/** A larger needed step upgrades the image; a smaller one never downloads again. */
export const needsUpgrade = (loaded: SizeStep | null, needed: SizeStep) => loaded === null || needed > loaded;

/** The address of `source` at `step`: `?format=<N>w`, or `-<N>w` before the file's extension. */
export function imageUrl(source: string, step: SizeStep, sizeFormat: SizeFormat): string {
  const hashAt = source.indexOf('#');
  const hash = hashAt < 0 ? '' : source.slice(hashAt);
  const beforeHash = hashAt < 0 ? source : source.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  if (sizeFormat === 'queryString') {
    query.set('format', `${step}w`);
    return `${path}?${query}${hash}`;
  }
  // Replaces a step the server's src already names (photo-7-100w.jpg), else inserts one (photo-7.jpg).
  const sized = path.replace(/(-\d+w)?(\.[A-Za-z0-9]+)?$/, (_, __, extension = '') => `-${step}w${extension}`);
  const rest = query.size ? `?${query}` : '';
  return `${sized}${rest}${hash}`;
}

/** CSS object-position: cover centres the focal point, contain aligns by fit alignment, none sets nothing. */
export function objectPosition(focalPoint: FocalPoint, mode: ImageMode, fitAlignment: FitAlignment): string | null {
  if (mode === 'none') return null;
  if (mode === 'cover') return `${percent(focalPoint.x)} ${percent(focalPoint.y)}`;
  const [x, y] = ALIGNMENTS[fitAlignment];
  return `${x} ${y}`;
}

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;
const ALIGNMENTS: Record<FitAlignment, [string, string]> = {
  top: ['50%', '0%'],
  left: ['0%', '50%'],
  center: ['50%', '50%'],
  right: ['100%', '50%'],
  bottom: ['50%', '100%'],
};
