// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualFrames } from './manual-frames.test-support';
import { SCROLL_DURATION_MS, SCROLL_INTO_VIEW_OFFSET_PX, scrollTargetY, scrollToElement } from './scroll-to';
import { easeOutSine } from './tween';

afterEach(() => vi.restoreAllMocks());

describe('scrollTargetY: where the page scrolls to show an element 30 px below the top', () => {
  it('puts the element at the offset when the page can scroll there, else as near as it can (0 … maxScroll)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 10000 }), (elementTop, scrollY, offset, maxScroll) => {
        const to = scrollTargetY({ elementTop, scrollY, offset, maxScroll });
        expect(to).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThanOrEqual(maxScroll);
        const ideal = scrollY + elementTop - offset;
        if (ideal >= 0 && ideal <= maxScroll) expect(to).toBe(ideal);
      }),
    );
  });
});

/** A window whose scroll position a test reads: happy-dom lays nothing out, so the element's top is given. */
function page({ scrollY, elementTop, reducedMotion = false }: { scrollY: number; elementTop: number; reducedMotion?: boolean }) {
  const element = document.createElement('div');
  document.body.append(element);
  let y = scrollY;
  element.getBoundingClientRect = () => ({ top: elementTop - (y - scrollY) }) as DOMRect;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 10000 });
  const scrolls: number[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => void scrolls.push((y = top))) as typeof window.scrollTo);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: reducedMotion && query.includes('reduce') }) as MediaQueryList);
  return { element, scrolls };
}

describe('scrollToElement: the page eased to the element in 50 ms (display-widgets §9)', () => {
  it('moves along easeOutSine over 50 ms and ends with the element 30 px below the top', () => {
    const { element, scrolls } = page({ scrollY: 100, elementTop: 1030 });
    const { scheduler, advance } = manualFrames();
    scrollToElement(element, { scheduler });
    advance(20, 10);
    expect(scrolls.at(-1)).toBeCloseTo(100 + 1000 * easeOutSine(20 / SCROLL_DURATION_MS), 6);
    advance(SCROLL_DURATION_MS);
    expect(scrolls.at(-1)).toBe(1100);
    expect(element.getBoundingClientRect().top).toBe(SCROLL_INTO_VIEW_OFFSET_PX);
  });

  it('jumps there at once when the visitor prefers reduced motion', () => {
    const { element, scrolls } = page({ scrollY: 0, elementTop: 530, reducedMotion: true });
    scrollToElement(element, { scheduler: manualFrames().scheduler });
    expect(scrolls).toEqual([500]);
  });

  it('stops where it is when cancelled (the visitor scrolls, or another scroll starts)', () => {
    const { element, scrolls } = page({ scrollY: 0, elementTop: 1030 });
    const { scheduler, advance } = manualFrames();
    const cancel = scrollToElement(element, { scheduler });
    advance(20, 10);
    const reached = scrolls.length;
    cancel();
    advance(100);
    expect(scrolls.length).toBe(reached);
    expect(scrolls.at(-1)).toBeLessThan(1000);
  });
});
