import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { galleryMachine, type GalleryEvent } from '../../machines/gallery/machine';
import { linkGalleries } from './link';

const command = fc.oneof(
  fc.record({ to: fc.constantFrom('slideshow', 'thumbnails'), event: fc.constantFrom<GalleryEvent>({ type: 'NEXT' }, { type: 'PREVIOUS' }, { type: 'FIRST' }, { type: 'LAST' }) }),
  fc.record({ to: fc.constantFrom('slideshow', 'thumbnails'), event: fc.integer({ min: -20, max: 20 }).map((index): GalleryEvent => ({ type: 'GO_TO', index })) }),
  fc.record({ to: fc.constant('clock'), ms: fc.integer({ min: 0, max: 1200 }) }),
);

describe('linked galleries (display-widgets §4 "Linked galleries")', () => {
  it('a slideshow and its thumbnail strip never show different slides, after any sequence of changes and time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.boolean(), fc.array(command, { maxLength: 40 }), (count, loop, commands) => {
        const clock = new SimulatedClock();
        const base = { count, loop, grouped: false, slidesPerRow: 1, windowWidth: 1024 };
        const slideshow = createActor(galleryMachine, { input: { ...base, transitionMs: 1000, keyboard: true }, clock }).start();
        const thumbnails = createActor(galleryMachine, { input: { ...base, transitionMs: 500, keyboard: false }, clock }).start();
        const unlink = linkGalleries(slideshow, thumbnails);
        for (const c of commands) {
          if ('ms' in c) clock.increment(c.ms);
          else (c.to === 'slideshow' ? slideshow : thumbnails).send(c.event);
          expect(thumbnails.getSnapshot().context.index).toBe(slideshow.getSnapshot().context.index);
        }
        unlink();
        slideshow.stop();
        thumbnails.stop();
      }),
    );
  });
});
