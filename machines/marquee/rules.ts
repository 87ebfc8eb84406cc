/**
 * The marquee's rules (visitor-runtime §3 "Marquee properties", §9): its defaults, how far and how fast the items
 * move, how many copies of them fill the block, and the wave their line follows. Pure: the runtime measures, these
 * decide.
 */

export type MarqueeDirection = 'left' | 'right';

export interface MarqueeProperties {
  waveFrequency: number;
  waveIntensity: number;
  animationDirection: MarqueeDirection;
  animationSpeed: number;
  pausedOnHover: boolean;
}

/** §3: the properties a block leaves out. */
export const MARQUEE_DEFAULTS: MarqueeProperties = {
  waveFrequency: 1,
  waveIntensity: 0,
  animationDirection: 'left',
  animationSpeed: 1,
  pausedOnHover: false,
};

/** §9: a block narrower than this is laid out as this wide. */
export const MARQUEE_MIN_WIDTH = 50;
/** §9: the wave's path segment (half a wave) is 250 to 1000 px long, longer as the frequency rises. */
export const MARQUEE_SEGMENT_MIN = 250;
export const MARQUEE_SEGMENT_MAX = 1000;
/** §9: a resize (or the fonts arriving) lays the items out again after this long without another. */
export const MARQUEE_RERENDER_DEBOUNCE_MS = 1000;
/**
 * How far the items move per second at animationSpeed 1. The spec gives no figure: a line of body text read
 * comfortably while it moves (our choice, docs/blocks.md).
 */
export const MARQUEE_PX_PER_SECOND = 60;

/** The width the block is laid out at: its own, never under the minimum (a hidden block measures 0). */
export function regionWidth(measured: number): number {
  return Math.max(Number.isFinite(measured) ? measured : 0, MARQUEE_MIN_WIDTH);
}

/** The wave's segment length for a frequency: 250 px at 0 (and below), rising evenly to 1000 px at 10 and above. */
export function segmentLength(waveFrequency: number): number {
  const share = Math.min(Math.max((Number.isFinite(waveFrequency) ? waveFrequency : 0) * 0.1, 0), 1);
  return MARQUEE_SEGMENT_MIN + (MARQUEE_SEGMENT_MAX - MARQUEE_SEGMENT_MIN) * share;
}

/**
 * How many copies of the item group the track needs so that no gap shows while it moves by one group: enough to
 * cover the block and one group more. At least two (the server draws two).
 */
export function copiesNeeded(blockWidth: number, groupWidth: number): number {
  if (!(groupWidth > 0)) return 2;
  return Math.max(2, Math.ceil(regionWidth(blockWidth) / groupWidth) + 1);
}

/** One loop (the track moving by one group), in ms: the group's width at the speed; none for a group of no width. */
export function loopDuration(groupWidth: number, animationSpeed: number): number {
  if (!(groupWidth > 0) || !(animationSpeed > 0)) return 0;
  return (groupWidth / (MARQUEE_PX_PER_SECOND * animationSpeed)) * 1000;
}

/** Where the track starts and ends one loop, in px: left moves it by one group to the left, right the other way. */
export function loopOffsets(direction: MarqueeDirection, groupWidth: number): [number, number] {
  const width = Math.max(groupWidth, 0);
  return direction === 'left' ? [0, -width] : [-width, 0];
}

/**
 * The vertical offset of an item whose centre is `x` px into its group: the text follows a wave of height
 * `waveIntensity` whose half period is the frequency's segment length, stretched so that a whole number of waves
 * fits in a group (the loop then joins without a jump). Flat at intensity 0.
 */
export function waveOffset(x: number, groupWidth: number, properties: Pick<MarqueeProperties, 'waveFrequency' | 'waveIntensity'>): number {
  if (!(properties.waveIntensity > 0) || !(groupWidth > 0)) return 0;
  const waves = Math.max(1, Math.round(groupWidth / (2 * segmentLength(properties.waveFrequency))));
  const period = groupWidth / waves;
  return (properties.waveIntensity / 2) * (1 - Math.cos((2 * Math.PI * x) / period));
}
