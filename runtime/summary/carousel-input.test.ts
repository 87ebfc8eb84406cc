import { describe, expect, it } from 'vitest';
import { CAROUSEL_TRANSITION_MS, summaryCarouselInput } from './carousel-input';

const page = (reduced: boolean, innerWidth = 1200) =>
  ({ innerWidth, matchMedia: (query: string) => ({ matches: reduced && query === '(prefers-reduced-motion: reduce)' }) }) as unknown as Window;

describe("a summary carousel's gallery input", () => {
  it('moves a group in 300 ms, at once under reduced motion; the window width and items per group as read', () => {
    expect(summaryCarouselInput(7, 3, page(false))).toEqual({ count: 7, loop: false, transitionMs: CAROUSEL_TRANSITION_MS, keyboard: true, grouped: true, slidesPerRow: 3, windowWidth: 1200 });
    expect(summaryCarouselInput(7, 3, page(true, 400))).toMatchObject({ transitionMs: 0, windowWidth: 400 });
  });
});
