import { parseDimensions, type Dimensions } from '../shared/dimensions';

export type { Dimensions };

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
  /** The image's box keeps the image's own ratio (`aspect-ratio` from its dimensions). Default false. */
  fixedRatio: boolean;
  /** Any other size step reloads it, a smaller one too (a narrower slot downloads a lighter file). Default false. */
  forceImageUpdate: boolean;
  /** It may be drawn wider than its own width; false caps its width, and the step it needs, at its own. Default true. */
  stretch: boolean;
  /** Painted as its parent's background (the `<img>` stays, transparent, for its text and box). Default false. */
  useBgImage: boolean;
  /** Placed by its focal point with left/top/width/height inside its parent instead of object-fit. Default false. */
  useAdvancedPositioning: boolean;
}

/** The data attributes of an image (`img.dataset`): data-src → src, data-image-dimensions → imageDimensions, … */
export interface ImageAttributes {
  src?: string;
  imageDimensions?: string;
  imageFocalPoint?: string;
  mode?: string;
  sizeAdjustment?: string;
  sizeFormat?: string;
  fitAlignment?: string;
  dprMin?: string;
  dprMax?: string;
  allowSaveData?: string;
  load?: string;
  fixedRatio?: string;
  forceImageUpdate?: string;
  stretch?: string;
  useBgImage?: string;
  useAdvancedPositioning?: string;
}

// Plain string rules rather than a schema: the gallery chunk reads images through here, and every zod feature a
// lazy chunk uses lands in the zod chunk every block with a schema downloads (docs/budgets.md).
const WHOLE = /^\s*\d+\s*$/;
const DECIMAL = /^\s*-?\d+(?:\.\d+)?\s*$/;
const FOCAL_POINT = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;
/** A relative address resolves against any http base; only http(s) may be fetched as an image. */
const BASE = 'http://base.invalid/';

/** The attribute's text when it is a string that matches `pattern`, else null. */
const matching = (text: unknown, pattern: RegExp) => (typeof text === 'string' ? pattern.exec(text) : null);
const oneOf = <T extends string>(values: readonly T[], text: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(text) ? (text as T) : fallback;
const fraction = (text: string) => Math.min(1, Math.max(0, Number(text)));

/** data-src: trimmed, no whitespace inside, an http(s) or relative address; else null. */
function imageSource(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!trimmed || /\s/.test(trimmed) || !URL.canParse(trimmed, BASE)) return null;
  return /^https?:$/.test(new URL(trimmed, BASE).protocol) ? trimmed : null;
}

/** A boolean attribute: present ('') or 'true' is true, 'false' is false, anything else (or none) the default. */
function flag(text: unknown, fallback: boolean): boolean {
  if (text === '' || text === 'true') return true;
  if (text === 'false') return false;
  return fallback;
}

function loadPolicy(text: unknown): LoadPolicy {
  if (text === 'true' || text === 'eager') return 'eager';
  if (text === 'false' || text === 'never') return 'never';
  return 'viewport';
}

/**
 * Reads an image's configuration from its data attributes (an `img.dataset` will do: other keys are ignored); anything
 * missing or invalid takes its default.
 */
export function parseImageConfig(attributes: ImageAttributes): ImageConfig {
  const { src, imageDimensions, imageFocalPoint, mode, sizeAdjustment, sizeFormat, fitAlignment, dprMin, dprMax, allowSaveData, load } =
    attributes;
  const { fixedRatio, forceImageUpdate, stretch, useBgImage, useAdvancedPositioning } = attributes;
  const focal = matching(imageFocalPoint, FOCAL_POINT);
  const adjustment = matching(sizeAdjustment, DECIMAL);
  const min = matching(dprMin, WHOLE);
  const max = matching(dprMax, WHOLE);
  return {
    source: imageSource(src),
    dimensions: parseDimensions(imageDimensions),
    focalPoint: focal ? { x: fraction(focal[1]!), y: fraction(focal[2]!) } : { x: 0.5, y: 0.5 },
    mode: oneOf(['cover', 'contain', 'none'], mode, 'none'),
    // A negative adjustment is clamped to 0 (display-widgets §5).
    sizeAdjustment: adjustment ? Math.max(0, Number(adjustment[0])) : 1,
    sizeFormat: oneOf(['queryString', 'filename'], sizeFormat, 'queryString'),
    fitAlignment: oneOf(['top', 'left', 'center', 'right', 'bottom'], fitAlignment, 'center'),
    dprMin: min ? Number(min[0]) : 1,
    dprMax: max ? Number(max[0]) : 3,
    // Present (''), 'true' or 'false'.
    allowSaveData: allowSaveData === 'true' || allowSaveData === '',
    load: loadPolicy(load),
    fixedRatio: flag(fixedRatio, false),
    forceImageUpdate: flag(forceImageUpdate, false),
    stretch: flag(stretch, true),
    useBgImage: flag(useBgImage, false),
    useAdvancedPositioning: flag(useAdvancedPositioning, false),
  };
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
 * the image as wide as slot height × ratio; otherwise the slot's width. An image that may not stretch is never
 * drawn wider than its own width, so it needs no more.
 */
export function requiredWidth(slot: Dimensions, dimensions: Dimensions | null, mode: ImageMode, stretch = true): number {
  const width = mode !== 'cover' || !dimensions ? slot.width : Math.max(slot.width, (slot.height * dimensions.width) / dimensions.height);
  return !stretch && dimensions ? Math.min(width, dimensions.width) : width;
}

/**
 * A larger needed step upgrades the image; a smaller one never downloads again, unless the image forces every
 * update (forceImageUpdate), when any other step does.
 */
export const needsUpgrade = (loaded: SizeStep | null, needed: SizeStep, force = false) =>
  loaded === null || (force ? needed !== loaded : needed > loaded);

/** CSS aspect-ratio for an image whose box keeps its ratio (fixedRatio with known dimensions), else null. */
export const fixedAspectRatio = (dimensions: Dimensions | null, fixedRatio: boolean): string | null =>
  fixedRatio && dimensions ? `${dimensions.width} / ${dimensions.height}` : null;

/** The parent's background for an image painted as one (useBgImage): the file, its size by mode and its position. */
export function backgroundStyle(url: string, config: Pick<ImageConfig, 'mode' | 'focalPoint' | 'fitAlignment'>) {
  const { mode, focalPoint, fitAlignment } = config;
  return {
    // The address has no white space (imageSource refuses it); a quote or backslash is escaped inside the string.
    backgroundImage: `url("${url.replace(/["\\]/g, '\\$&')}")`,
    // Mode none draws the file over the whole box, as an <img> sized by its box is.
    backgroundSize: mode === 'none' ? '100% 100%' : mode,
    backgroundPosition: objectPosition(focalPoint, mode, fitAlignment) ?? '50% 50%',
    backgroundRepeat: 'no-repeat',
  };
}

/** A box within the image's parent, in percentages of the parent's width and height. */
export interface PercentBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const ALIGN_X: Record<FitAlignment, number> = { left: 0, right: 1, top: 0.5, bottom: 0.5, center: 0.5 };
const ALIGN_Y: Record<FitAlignment, number> = { top: 0, bottom: 1, left: 0.5, right: 0.5, center: 0.5 };

/**
 * Where an image placed by advanced positioning sits in its parent (the box the platform writes as inline left, top,
 * width and height): `cover` scales it to cover the box and centres the focal point as far as the image's edges
 * allow; `contain` scales it to fit and aligns it by fit alignment; `none`, an empty box or unknown dimensions fill
 * the box.
 */
export function advancedPosition(box: Dimensions, dimensions: Dimensions | null, config: Pick<ImageConfig, 'mode' | 'focalPoint' | 'fitAlignment'>): PercentBox {
  const fill = { left: 0, top: 0, width: 100, height: 100 };
  if (config.mode === 'none' || !dimensions || !(box.width > 0) || !(box.height > 0)) return fill;
  const pick = config.mode === 'cover' ? Math.max : Math.min;
  const scale = pick(box.width / dimensions.width, box.height / dimensions.height);
  const width = dimensions.width * scale;
  const height = dimensions.height * scale;
  const left =
    config.mode === 'cover'
      ? clamp(box.width / 2 - config.focalPoint.x * width, box.width - width, 0)
      : (box.width - width) * ALIGN_X[config.fitAlignment];
  const top =
    config.mode === 'cover'
      ? clamp(box.height / 2 - config.focalPoint.y * height, box.height - height, 0)
      : (box.height - height) * ALIGN_Y[config.fitAlignment];
  const percent = (value: number, of: number) => (value / of) * 100;
  return { left: percent(left, box.width), top: percent(top, box.height), width: percent(width, box.width), height: percent(height, box.height) };
}

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
  const x = fitAlignment === 'left' ? '0%' : fitAlignment === 'right' ? '100%' : '50%';
  const y = fitAlignment === 'top' ? '0%' : fitAlignment === 'bottom' ? '100%' : '50%';
  return `${x} ${y}`;
}

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;
