// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PublishedMarkupError } from '../published-markup-error';
import { summaryV2ConfigSchema } from './summary-v2.schema';
import { readPublishedSummaryV2, serverSummaryCarousel } from './read-published';

// The published fixture (scripts/demo-site/published/summary-v2.html, README "Summary v2"): a carousel, a list and
// a grid as the platform publishes them.
const FIXTURE = readFileSync('scripts/demo-site/published/summary-v2.html', 'utf8');
const published = new DOMParser().parseFromString(FIXTURE, 'text/html');
/** A fresh copy of the page's block of that design. */
const blockOf = (design: string) =>
  Array.from(published.querySelectorAll<HTMLElement>('[data-block-type="55"]')).find((b) => JSON.parse(b.dataset.blockJson!).design === design)!.cloneNode(true) as HTMLElement;

const MISSING = [
  'the summary has no `.summary-item-list`.',
  'the summary carousel has no `.summary-item` in its list.',
  'the summary carousel has no `.summary-carousel-pager-prev` and `.summary-carousel-pager-next`.',
];

describe('reading a published summary v2 block (code 55)', () => {
  it('reads the design, slides per row and gutter of each block of the published page', () => {
    for (const design of ['carousel', 'list', 'autogrid']) {
      expect(summaryV2ConfigSchema.parse(readPublishedSummaryV2(blockOf(design)))).toEqual({ design, slidesPerRow: 3, gutter: 20 });
    }
  });

  it("finds the carousel's own items, pager and heading", () => {
    const parts = serverSummaryCarousel(blockOf('carousel'));
    expect(parts.items.map((item) => item.querySelector('.summary-title-link')!.textContent)).toEqual([
      'Sourdough class', 'Pizza night', 'Cardamom bun workshop', 'Bread and cheese tasting', "Children's baking morning",
    ]);
    expect([parts.previous.className, parts.next.className]).toEqual(['summary-carousel-pager-prev previous', 'summary-carousel-pager-next next']);
    expect(parts.container.matches('.summary-item-list-container')).toBe(true);
    expect(parts.heading).toBe('Upcoming events');
  });

  it('names the missing part: the list for any design; the items and the pager for a carousel only', () => {
    const carousel = blockOf('carousel');
    const list = blockOf('list');
    list.querySelector('.summary-carousel-pager')!.remove();
    expect(readPublishedSummaryV2(list)).toMatchObject({ design: 'list' });
    carousel.querySelector('.summary-carousel-pager-next')!.remove();
    expect(() => readPublishedSummaryV2(carousel)).toThrow(new PublishedMarkupError(MISSING[2]));
    carousel.querySelectorAll('.summary-item').forEach((item) => item.remove());
    expect(() => readPublishedSummaryV2(carousel)).toThrow(new PublishedMarkupError(MISSING[1]));
    list.querySelector('.summary-item-list')!.remove();
    expect(() => readPublishedSummaryV2(list)).toThrow(new PublishedMarkupError(MISSING[0]));
    carousel.removeAttribute('data-block-json');
    expect(() => readPublishedSummaryV2(carousel)).toThrow(new PublishedMarkupError('data-block-json is missing.'));
  });

  it('with any parts removed, reads a configuration or names what is missing, and never throws anything else', () => {
    fc.assert(
      fc.property(fc.constantFrom('carousel', 'list', 'autogrid'), fc.array(fc.nat(), { maxLength: 6 }), (design, removals) => {
        const block = blockOf(design);
        for (const pick of removals) {
          const all = block.querySelectorAll('*');
          if (all.length > 0) all[pick % all.length]!.remove();
        }
        let read: unknown;
        try {
          read = readPublishedSummaryV2(block);
        } catch (error) {
          expect(error).toBeInstanceOf(PublishedMarkupError);
          expect(MISSING).toContain((error as Error).message);
          return;
        }
        expect(summaryV2ConfigSchema.parse(read).design).toBe(design);
        if (design === 'carousel') expect(serverSummaryCarousel(block).items.length).toBeGreaterThan(0);
      }),
    );
  });

  it("passes the published settings on as written, for the schema to judge", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (design, slidesPerRow, gutter) => {
        const block = blockOf('list');
        block.setAttribute('data-block-json', JSON.stringify({ design, slidesPerRow, gutter, collectionId: 'c' }));
        const read = readPublishedSummaryV2(block) as Record<string, unknown>;
        // as written on the page: JSON has no -0, so a generated -0 reads back as 0
        expect(read.design).toEqual(JSON.parse(JSON.stringify(design)));
        expect('slidesPerRow' in read).toBe(slidesPerRow !== null);
        expect('gutter' in read).toBe(gutter !== null);
        expect(Object.keys(read).every((key) => ['design', 'slidesPerRow', 'gutter'].includes(key))).toBe(true);
      }),
    );
  });
});
