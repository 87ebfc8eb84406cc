// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { galleryConfigSchema as schema } from './gallery.schema';
import { readPublishedGallery as readPublished } from './read-published';
import { PublishedMarkupError } from '../published-markup-error';
import { gridSlide, publishedGallery, slideshowExtras, slideshowSlide, stackedSlide, type PublishedSlide } from './published-markup.test-support';
import { findGalleryContainer, readSlides } from './read-slides';

/** Field names: ours, the platform's own, and nonsense. */
const key = fc.constantFrom(
  'design', 'aspect-ratio', 'aspectRatio', 'imageAspectRatio', 'thumbnails', 'thumbnails-per-row', 'autoplay', 'autoplay-duration', 'auto-crop',
  'lightbox', 'meta-position', 'padding', 'gutter', 'square-thumbs', 'show-meta', 'vSize', 'slidesPerRow', 'transition', 'label',
  'collectionId', 'methodOption', '__proto__', 'constructor', '',
);
/** Values of every JSON type, and the values those fields take on real pages. */
const value = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('slideshow', 'grid', 'stacked', 'slider', 'strip', 'carousel', 'standard', 'widescreen', 'square', 'auto', 'bottom', 'top-left', '250px', '-3', '') },
  { weight: 4, arbitrary: fc.boolean() },
  { weight: 4, arbitrary: fc.integer({ min: -5, max: 500 }) },
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.double({ noNaN: false }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.array(fc.integer(), { maxLength: 2 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }) },
);
const data = fc.dictionary(key, value, { maxKeys: 6 });
/** The attribute's text: the data as JSON, or broken — cut short, not JSON, or JSON of another type. */
const attribute = fc.oneof(
  { weight: 6, arbitrary: data.map((d) => JSON.stringify(d)) },
  { weight: 1, arbitrary: fc.tuple(data, fc.nat()).map(([d, n]) => JSON.stringify(d).slice(0, n % 20)) },
  { weight: 1, arbitrary: fc.constantFrom('', 'null', '[]', '"grid"', '42', '{design:grid}', '{"design":') },
);

const slide: fc.Arbitrary<PublishedSlide> = fc.record(
  {
    src: fc.constantFrom('/images/photo-1.jpg', '', ' '),
    dimensions: fc.constantFrom('2500x1667', 'x', ''),
    alt: fc.string({ maxLength: 6 }),
    imageId: fc.string({ maxLength: 4 }),
    title: fc.string({ maxLength: 6 }),
    description: fc.string({ maxLength: 6 }),
    clickThroughUrl: fc.constantFrom('/menu', ''),
  },
  { requiredKeys: ['src', 'dimensions', 'alt', 'imageId'] },
);
const design = fc.constantFrom(
  { name: 'slideshow', render: slideshowSlide },
  { name: 'grid', render: gridSlide },
  { name: 'stacked', render: stackedSlide },
);

describe('the published gallery reader against random and broken markup', () => {
  it('returns a configuration our schema accepts (whose slides then read) or throws PublishedMarkupError — nothing else', () => {
    const outcomes = { read: 0, refused: 0 };
    fc.assert(
      fc.property(attribute, design, fc.array(slide, { maxLength: 4 }), fc.boolean(), fc.boolean(), fc.boolean(), (json, { name, render }, slides, withContainer, withExtras, withAttribute) => {
        let html = publishedGallery('g', json, { design: name, slides: slides.map(render), after: withExtras ? slideshowExtras(slides) : '' });
        if (!withContainer) html = html.replace('class="sqs-gallery"', 'class="sqs-gallery-gone"');
        if (!withAttribute) html = html.replace(/ data-block-json="[^"]*"/, '');
        document.body.innerHTML = html;
        const element = document.body.firstElementChild as HTMLElement;
        let config: unknown;
        try {
          config = readPublished(element);
        } catch (error) {
          expect(error).toBeInstanceOf(PublishedMarkupError);
          expect((error as Error).message).toMatch(/\.$/);
          outcomes.refused++;
          return;
        }
        expect(schema.safeParse(config).success).toBe(true);
        expect(readSlides(findGalleryContainer(element))).toHaveLength(slides.length);
        outcomes.read++;
      }),
      { numRuns: 400 },
    );
    // Both ways out were taken: the generator reaches readable markup as well as broken. (About 1 run in 16 is
    // readable: a container, the attribute and valid data; 400 runs give ~25, so more than 5 holds but for ~1e-6.)
    expect(outcomes.read).toBeGreaterThan(5);
    expect(outcomes.refused).toBeGreaterThan(20);
  });
});
