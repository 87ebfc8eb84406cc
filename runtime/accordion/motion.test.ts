import { describe, expect, it } from 'vitest';
import { ACCORDION_ANIMATION_MS } from '../../machines/accordion/machine';
import { pageAccordion } from './motion';

const page = (reduced: boolean) => ({ matchMedia: (query: string) => ({ matches: reduced && query === '(prefers-reduced-motion: reduce)' }) }) as unknown as Window;
const animationOf = (win: Window) => (pageAccordion(win).implementations.delays.animation as () => number)();

describe("the accordion as the page runs it", () => {
  it('animates an item for 250 ms, and not at all when the visitor prefers reduced motion (a provided delay)', () => {
    expect(animationOf(page(false))).toBe(ACCORDION_ANIMATION_MS);
    expect(animationOf(page(true))).toBe(0);
  });
});
