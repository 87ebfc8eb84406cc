import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveGalleryConfig } from './resolve-config';
import { galleryConfigSchema } from './gallery.schema';

const read = (json: unknown) => resolveGalleryConfig(galleryConfigSchema.parse(json));

describe('gallery block data (display-widgets §3, §5, §9)', () => {
  it('defaults: design stacked, ratio Auto, 3 per row, 250 column width, dark lightbox, 5 s autoplay, middle alignment', () => {
    const config = read({});
    expect(config).toMatchObject({
      design: 'stacked', imageAspectRatio: 'Auto', slidesPerRow: 3, columnWidth: 250, lightboxTheme: 'dark', autoplay: false,
      'autoplay-duration': 5, 'active-alignment': 'middle', 'meta-position': 'bottom', transition: 'fade', swipeBoundaries: 'inertial',
    });
  });
  it('columnWidth: a positive number, a string read as an integer', () => {
    expect(read({ columnWidth: '300px' }).columnWidth).toBe(300);
    for (const bad of [0, -5, 'wide', '0']) expect(galleryConfigSchema.safeParse({ columnWidth: bad }).success).toBe(false);
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), (n) => read({ columnWidth: String(n) }).columnWidth === n));
  });
  it('alignment: left/center/right and start/middle/end are both read as start/middle/end', () => {
    const align = (a: string) => read({ 'active-alignment': a })['active-alignment'];
    expect(['left', 'center', 'right', 'start', 'middle', 'end'].map(align)).toEqual(['start', 'middle', 'end', 'start', 'middle', 'end']);
    expect(galleryConfigSchema.safeParse({ 'active-alignment': 'top' }).success).toBe(false);
  });
  it('aspect ratio: Auto or a positive number (numeric strings too)', () => {
    expect(read({ imageAspectRatio: '1.5' }).imageAspectRatio).toBe(1.5);
    expect(galleryConfigSchema.safeParse({ imageAspectRatio: 0 }).success).toBe(false);
    expect(galleryConfigSchema.safeParse({ imageAspectRatio: 'wide' }).success).toBe(false);
  });
  it('never throws on any JSON: it parses or reports issues', () => {
    fc.assert(fc.property(fc.jsonValue(), (json) => void galleryConfigSchema.safeParse(json)));
  });
});
