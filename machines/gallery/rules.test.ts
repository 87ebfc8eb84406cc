import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressItemId, slideAddress, slideIndexFor } from './address';
import { carouselNeedsControls, carouselSlidesPerRow } from './carousel';
import { metaOverflows, stackedClick, stripBoxes, stripClick, stripOffset, stripShown } from './clicks';
import { designForSetting, GalleryLookupError, lookUp } from './designs';
import { isEditableTarget, keyCommand } from './keys';

describe('design setting → design (display-widgets §2)', () => {
  it('maps the table and sends anything else to base', () => {
    expect(['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list'].map(designForSetting)).toEqual([
      'base', 'strip', 'stacked', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list',
    ]);
    fc.assert(fc.property(fc.string().filter((s) => !['stacked', 'slider', 'slideshow', 'grid', 'autogrid', 'autocolumns', 'carousel', 'list'].includes(s)), (s) => designForSetting(s) === 'base'));
  });
  it('a lookup of a name the registry lacks throws, naming it', () => {
    expect(() => lookUp({ fade: 1 }, 'stacked transition', 'wobble')).toThrow(new GalleryLookupError('Gallery stacked transition "wobble" not found.'));
    expect(() => lookUp({}, 'design', 'constructor')).toThrow(GalleryLookupError);
    expect(lookUp({ fade: 1 }, 'stacked transition', 'fade')).toBe(1);
  });
});

describe('keyboard (§3 keys, §4 Keyboard)', () => {
  const facts = { key: '', keyCode: 0, modified: false, inEditable: false, inViewport: true, focusInside: false };
  it('left/right arrows (37/39) are previous/next; Home/End only with focus inside', () => {
    expect(keyCommand({ ...facts, key: 'ArrowLeft' })).toBe('PREVIOUS');
    expect(keyCommand({ ...facts, keyCode: 39 })).toBe('NEXT');
    expect(keyCommand({ ...facts, key: 'Home' })).toBeNull();
    expect(keyCommand({ ...facts, key: 'End', focusInside: true })).toBe('LAST');
  });
  it('ignored in editable targets, out of view, or with a modifier', () => {
    for (const over of [{ inEditable: true }, { inViewport: false }, { modified: true }]) expect(keyCommand({ ...facts, key: 'ArrowRight', ...over })).toBeNull();
  });
  it('editable: text inputs, textarea, select, contenteditable; not buttons or checkboxes', () => {
    expect(isEditableTarget({ tagName: 'INPUT', type: 'email' })).toBe(true);
    expect(isEditableTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isEditableTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isEditableTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isEditableTarget({ tagName: 'BUTTON' })).toBe(false);
  });
});

describe('address tracking (§2)', () => {
  const slides = [{ id: 'a1', url: 'lake' }, { id: 'b2', url: null }];
  it('the address is the full url (with a slash) plus the slide url, else its id', () => {
    expect(slideAddress('/gallery', slides[0]!)).toBe('/gallery/lake');
    expect(slideAddress('/gallery/', slides[1]!)).toBe('/gallery/b2');
    expect(slideAddress('/gallery/', { id: null, url: null })).toBeNull();
  });
  it('an itemId in the query or the path after the full url selects the slide whose id or url matches', () => {
    expect(addressItemId('/gallery/lake', '', '/gallery/')).toBe('lake');
    expect(addressItemId('/gallery/', '?itemId=b2', '/gallery/')).toBe('b2');
    expect(addressItemId('/other/lake', '', '/gallery/')).toBeNull();
    expect(slideIndexFor('lake', slides)).toBe(0);
    expect(slideIndexFor('b2', slides)).toBe(1);
    expect(slideIndexFor('nope', slides)).toBeNull();
  });
  it('any slide url round-trips through its address', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => !s.includes('/') && s.trim() === s), (url) => {
        const address = slideAddress('/g/', { id: null, url })!;
        expect(addressItemId(address, '', '/g/')).toBe(url);
      }),
    );
  });
});

describe('carousel (§4, §9)', () => {
  it('2 under 480 px (if above 1), 3 under 724 px (if above 2), else as set', () => {
    expect(carouselSlidesPerRow(5, 479)).toBe(2);
    expect(carouselSlidesPerRow(1, 300)).toBe(1);
    expect(carouselSlidesPerRow(5, 600)).toBe(3);
    expect(carouselSlidesPerRow(2, 600)).toBe(2);
    expect(carouselSlidesPerRow(5, 724)).toBe(5);
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 3000 }), (per, w) => carouselSlidesPerRow(per, w) <= per));
  });
  it('controls only when the slides do not fit in one row', () => {
    expect(carouselNeedsControls(3, 3)).toBe(false);
    expect(carouselNeedsControls(4, 3)).toBe(true);
  });
});

describe('slide clicks and strip layout (§4 Stacked, Strip)', () => {
  const image = { type: 'image' as const, clickThroughUrl: null };
  it('stacked: next by default, previous, halves; a video does not advance; a click-through navigates', () => {
    expect(stackedClick('next', image, 10, 100)).toEqual({ type: 'NEXT' });
    expect(stackedClick('previous', image, 90, 100)).toEqual({ type: 'PREVIOUS' });
    expect(stackedClick('halves', image, 49, 100)).toEqual({ type: 'PREVIOUS' });
    expect(stackedClick('halves', image, 50, 100)).toEqual({ type: 'NEXT' });
    expect(stackedClick('next', { type: 'video', clickThroughUrl: null }, 10, 100)).toBeNull();
    expect(stackedClick('next', { type: 'image', clickThroughUrl: '/menu' }, 10, 100)).toEqual({ type: 'NAVIGATE', url: '/menu' });
  });
  it('strip: the current slide follows activeSlideClickBehavior, another becomes current', () => {
    expect(stripClick('next', 2, 2)).toEqual({ type: 'NEXT' });
    expect(stripClick('none', 2, 2)).toBeNull();
    expect(stripClick('next', 0, 2)).toEqual({ type: 'GO_TO', index: 0 });
  });
  it('the meta overflows above 90% of the container height', () => {
    expect(metaOverflows(91, 100)).toBe(true);
    expect(metaOverflows(90, 100)).toBe(false);
  });
  it('strip alignment puts the current slide at the start, middle or end; the shown set is what the viewport overlaps', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.integer({ min: 1, max: 800 }), fc.integer({ min: 100, max: 2000 }), (left, width, viewport) => {
        expect(left + stripOffset('start', left, width, viewport)).toBe(0);
        expect(left + width + stripOffset('end', left, width, viewport)).toBe(viewport);
        expect(left + stripOffset('middle', left, width, viewport) + width / 2).toBeCloseTo(viewport / 2);
      }),
    );
    expect(stripShown([{ left: 0, width: 100 }, { left: 110, width: 100 }, { left: 220, width: 100 }], -110, 150)).toEqual([false, true, true]);
  });
});

describe('strip boxes, known without measuring', () => {
  it('each slide is as tall as the strip and as wide as its ratio makes it, with the gap between slides', () => {
    expect(stripBoxes([1.5, 1, 16 / 9], 80, 10)).toEqual([
      { left: 0, width: 120 },
      { left: 130, width: 80 },
      { left: 220, width: (80 * 16) / 9 },
    ]);
  });

  it('slides follow one another: each starts a gap after the previous one ends', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.1, max: 10, noNaN: true }), { maxLength: 60 }), fc.double({ min: 1, max: 2000, noNaN: true }), fc.nat(40), (ratios, height, gap) => {
        const boxes = stripBoxes(ratios, height, gap);
        expect(boxes).toHaveLength(ratios.length);
        boxes.forEach((box, i) => {
          expect(box.width).toBeCloseTo(height * ratios[i]!);
          if (i > 0) expect(box.left).toBeCloseTo(boxes[i - 1]!.left + boxes[i - 1]!.width + gap);
        });
      }),
    );
  });
});
