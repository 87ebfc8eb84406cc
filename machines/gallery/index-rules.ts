/**
 * The gallery index (display-widgets §4 "Gallery index", "Carousel"): pure arithmetic on slide indexes. A gallery
 * moves one slide at a time, a carousel one group (`perGroup` slides) at a time; with `perGroup` 1 the group rules
 * are the slide rules.
 */

/** Any integer to 0..count-1: negatives wrap from the end, overflow wraps by modulo. 0 for an empty gallery. */
export function normaliseIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index);
  return ((i % count) + count) % count;
}

/** The first slide of the group holding `index`. */
export function groupStart(index: number, perGroup: number): number {
  const per = Math.max(1, Math.trunc(perGroup));
  return index - (index % per);
}

/** The first slide of the last group. */
export function lastGroupStart(count: number, perGroup: number): number {
  return count <= 0 ? 0 : groupStart(count - 1, perGroup);
}

export interface IndexLimits {
  count: number;
  loop: boolean;
  perGroup: number;
}

export type Edge = 'beginning' | 'end';

/**
 * One step back (-1) or forward (+1) from `index`. At an end with loop off the index stays and the edge is named
 * (reachedBeginning / reachedEnd); with loop on it wraps to the other end.
 */
export function stepIndex(index: number, delta: 1 | -1, limits: IndexLimits): { index: number; edge: Edge | null } {
  const start = groupStart(normaliseIndex(index, limits.count), limits.perGroup);
  const last = lastGroupStart(limits.count, limits.perGroup);
  if (delta > 0 && start >= last) return limits.loop && last > 0 ? { index: 0, edge: null } : { index: start, edge: 'end' };
  if (delta < 0 && start <= 0) return limits.loop && last > 0 ? { index: last, edge: null } : { index: start, edge: 'beginning' };
  return { index: start + delta * Math.max(1, Math.trunc(limits.perGroup)), edge: null };
}

/** Where a jump to any index lands: normalised, then the start of its group (a carousel shows whole groups). */
export function jumpIndex(index: number, limits: IndexLimits): number {
  return groupStart(normaliseIndex(index, limits.count), limits.perGroup);
}

/** How many steps from slide `from` to slide `to`: the shorter way round when the gallery loops. */
export function slideDistance(from: number, to: number, count: number, loop: boolean): number {
  const straight = Math.abs(to - from);
  return loop ? Math.min(straight, count - straight) : straight;
}

/** With loop off, previous/first is disabled at the first group and next/last at the last. */
export function controlsDisabled(index: number, limits: IndexLimits): { previous: boolean; next: boolean } {
  if (limits.loop) return { previous: limits.count <= 1, next: limits.count <= 1 };
  const start = groupStart(index, limits.perGroup);
  return { previous: start <= 0, next: start >= lastGroupStart(limits.count, limits.perGroup) };
}

/** Which way a change went, for the transition: forward unless it went back without wrapping past an end. */
export function directionOf(from: number, to: number, delta: 1 | -1 | 0): 'forward' | 'reverse' {
  if (delta !== 0) return delta > 0 ? 'forward' : 'reverse';
  return to < from ? 'reverse' : 'forward';
}

/** Autoplay's randomize (§3 autoplayOptions): any slide but the current one, from a random number in [0, 1). */
export function randomOther(current: number, count: number, random: number): number {
  if (count < 2) return current;
  const pick = Math.min(count - 2, Math.floor(random * (count - 1)));
  return pick >= current ? pick + 1 : pick;
}
