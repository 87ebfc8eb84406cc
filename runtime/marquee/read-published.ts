import { PublishedMarkupError } from '../published-markup-error';
import { marqueeConfigValidator } from './marquee.validator.generated';

/**
 * The marquee's markup, ours and the platform's alike (docs/blocks.md "Marquee"): `.Marquee` holds `.Marquee-body`
 * (the line that moves, with the direction and speed as data attributes on published pages) and in it two or more
 * `.Marquee-items` groups of `.Marquee-item`s, the second a copy of the first.
 */
export const MARQUEE_ROOT = '.Marquee';
export const MARQUEE_TRACK = '.Marquee-body';
export const MARQUEE_GROUP = '.Marquee-items';
export const MARQUEE_ITEM = '.Marquee-item';

export interface ServerMarquee {
  root: HTMLElement;
  track: HTMLElement;
  groups: HTMLElement[];
}

/** The server's marquee parts in a block, or null when one is missing. */
export function serverMarquee(block: Element): ServerMarquee | null {
  const root = block.querySelector<HTMLElement>(MARQUEE_ROOT);
  const track = root?.querySelector<HTMLElement>(MARQUEE_TRACK);
  const groups = track ? Array.from(track.querySelectorAll<HTMLElement>(`:scope > ${MARQUEE_GROUP}`)) : [];
  return root && track && groups.length > 0 ? { root, track, groups } : null;
}

/** A published data attribute: a number, a boolean or the text as written; absent → not set (the default). */
function attribute(track: HTMLElement, name: string, kind: 'number' | 'boolean' | 'text'): unknown {
  const value = track.getAttribute(`data-${name}`);
  if (value === null || value.trim() === '') return undefined;
  if (kind === 'number') return Number(value);
  if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value.trim().toLowerCase();
}

/**
 * Reads a published marquee block (code 70): its items must be there; its properties are the track's data
 * attributes (`data-animation-direction`, `data-animation-speed` as the platform writes them, and the other three
 * of §3 where present), each left out taking the spec's default.
 */
export function readPublishedMarquee(block: HTMLElement): unknown {
  const parts = serverMarquee(block);
  if (!parts) throw new PublishedMarkupError('the marquee has no `.Marquee > .Marquee-body > .Marquee-items`.');
  const config = Object.fromEntries(
    (
      [
        ['waveFrequency', 'wave-frequency', 'number'],
        ['waveIntensity', 'wave-intensity', 'number'],
        ['animationDirection', 'animation-direction', 'text'],
        ['animationSpeed', 'animation-speed', 'number'],
        ['pausedOnHover', 'paused-on-hover', 'boolean'],
      ] as const
    )
      .map(([key, name, kind]) => [key, attribute(parts.track, name, kind)])
      .filter(([, value]) => value !== undefined),
  );
  const result = marqueeConfigValidator.safeParse(config);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new PublishedMarkupError(`the marquee's ${issue.path.join('.')} is not valid (${issue.message}).`);
  }
  return config;
}
