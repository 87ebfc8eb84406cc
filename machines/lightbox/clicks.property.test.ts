import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDGE_DEAD_ZONE, lightboxClick, type ClickTarget } from './clicks';

const width = fc.integer({ min: 100, max: 4000 });
const target = fc.constantFrom<ClickTarget>('link', 'video', 'image', 'control', 'elsewhere');
const click = width.chain((w) => fc.tuple(fc.constant(w), fc.double({ min: 0, max: w, noNaN: true })));

describe('lightbox clicks (display-widgets §4 "Lightbox", §9 edge dead zone)', () => {
  it('links, images and controls do nothing; a video wrapper plays, wherever it is', () => {
    fc.assert(
      fc.property(click, fc.boolean(), fc.constantFrom<ClickTarget>('link', 'image', 'control', 'video'), ([w, x], arrows, on) => {
        expect(lightboxClick(on, x, w, arrows)).toBe(on === 'video' ? 'play-video' : 'nothing');
      }),
    );
  });

  it('elsewhere: navigates by halves only more than 2 % inside the edges and with arrows, else closes', () => {
    fc.assert(
      fc.property(click, fc.boolean(), ([w, x], arrows) => {
        const result = lightboxClick('elsewhere', x, w, arrows);
        const inside = x > w * EDGE_DEAD_ZONE && x < w * (1 - EDGE_DEAD_ZONE);
        if (!arrows || !inside) expect(result).toBe('close');
        else expect(result).toBe(x < w / 2 ? 'previous' : 'next');
      }),
    );
  });

  it('mirrors: a navigating click on one side goes the other way at the mirrored point', () => {
    fc.assert(
      fc.property(click, ([w, x]) => {
        fc.pre(x !== w / 2);
        const [a, b] = [lightboxClick('elsewhere', x, w, true), lightboxClick('elsewhere', w - x, w, true)];
        if (a === 'close') expect(b).toBe('close');
        else expect(new Set([a, b])).toEqual(new Set(['next', 'previous']));
      }),
    );
  });

  it('the examples of the browser test: 1 % inside the right edge closes, 3 % goes to the next slide', () => {
    expect(lightboxClick('elsewhere', 990, 1000, true)).toBe('close');
    expect(lightboxClick('elsewhere', 970, 1000, true)).toBe('next');
    expect(lightboxClick('elsewhere', 30, 1000, true)).toBe('previous');
    expect(lightboxClick('elsewhere', 970, 1000, false)).toBe('close');
  });
});
