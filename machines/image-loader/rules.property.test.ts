import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advancedPosition,
  backgroundStyle,
  fixedAspectRatio,
  IMAGE_SIZE_STEPS,
  imageUrl,
  needsUpgrade,
  objectPosition,
  parseImageConfig,
  requiredWidth,
  sizeStep,
  type ImageAttributes,
  type SizeOptions,
} from './rules';
import { IMAGE_NARROW_WIDTH_PX, isNarrowImageBlock, shapeAspectHeight } from './block-rules';

const options = (overrides: Partial<SizeOptions> = {}): SizeOptions => ({
  dprMin: 1,
  dprMax: 3,
  sizeAdjustment: 1,
  saveData: false,
  allowSaveData: false,
  ...overrides,
});
const slot = fc.double({ min: 0, max: 10_000, noNaN: true });
const dpr = fc.double({ min: 0.25, max: 5, noNaN: true });
const sizeOptions = fc.record({
  dprMin: fc.double({ min: 0.5, max: 4, noNaN: true }),
  dprMax: fc.double({ min: 0.5, max: 4, noNaN: true }),
  sizeAdjustment: fc.double({ min: 0, max: 3, noNaN: true }),
  saveData: fc.boolean(),
  allowSaveData: fc.boolean(),
});

describe('sizeStep', () => {
  it('is the smallest step at least slot × clamped dpr × adjustment, or the largest beyond it', () => {
    fc.assert(
      fc.property(slot, dpr, sizeOptions, (width, ratio, opts) => {
        const step = sizeStep(width, ratio, opts);
        const effectiveDpr = opts.saveData && !opts.allowSaveData ? 1 : Math.max(opts.dprMin, Math.min(opts.dprMax, ratio));
        const needed = width * effectiveDpr * opts.sizeAdjustment;
        expect(IMAGE_SIZE_STEPS).toContain(step);
        if (needed > 2500) {
          expect(step).toBe(2500);
          return;
        }
        expect(step).toBeGreaterThanOrEqual(needed);
        const smaller = IMAGE_SIZE_STEPS.filter((s) => s < step);
        for (const s of smaller) expect(s).toBeLessThan(needed);
      }),
    );
  });

  it('never shrinks as the slot or the dpr grows', () => {
    fc.assert(
      fc.property(slot, slot, dpr, dpr, sizeOptions, (a, b, r, s, opts) => {
        expect(sizeStep(Math.max(a, b), Math.max(r, s), opts)).toBeGreaterThanOrEqual(sizeStep(Math.min(a, b), Math.min(r, s), opts));
      }),
    );
  });

  it('takes dpr 1 when the visitor saves data, unless the image allows it', () => {
    expect(sizeStep(400, 3, options({ saveData: true }))).toBe(500);
    expect(sizeStep(400, 3, options({ saveData: true, allowSaveData: true }))).toBe(1500);
    expect(sizeStep(400, 1, options({ dprMin: 2 }))).toBe(1000);
    expect(sizeStep(400, 3, options({ dprMax: 1.5 }))).toBe(750);
  });

  it('answers the smallest step for a slot that is 0, negative or not a number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(Number.NaN), fc.double({ max: 0 })), dpr, (width, ratio) => {
        expect(sizeStep(width, ratio, options())).toBe(100);
      }),
    );
  });
});

describe('the upgrade rule', () => {
  const step = fc.constantFrom(...IMAGE_SIZE_STEPS);
  it('downloads again only for a larger step', () => {
    fc.assert(
      fc.property(step, step, (loaded, needed) => {
        expect(needsUpgrade(loaded, needed)).toBe(needed > loaded);
      }),
    );
    fc.assert(fc.property(step, (needed) => {
        expect(needsUpgrade(null, needed)).toBe(true);
      }));
  });

  it('over any sequence of slot sizes, the loaded step only grows and each download is larger', () => {
    fc.assert(
      fc.property(fc.array(slot, { maxLength: 20 }), dpr, (slots, ratio) => {
        let loaded: (typeof IMAGE_SIZE_STEPS)[number] | null = null;
        for (const width of slots) {
          const needed = sizeStep(width, ratio, options());
          if (!needsUpgrade(loaded, needed)) continue;
          if (loaded !== null) expect(needed).toBeGreaterThan(loaded);
          loaded = needed;
        }
      }),
    );
  });
});

describe('requiredWidth', () => {
  it('for cover is at least the slot width and fills the slot height at the image ratio', () => {
    const size = fc.integer({ min: 1, max: 5000 });
    fc.assert(
      fc.property(size, size, size, size, (sw, sh, w, h) => {
        const needed = requiredWidth({ width: sw, height: sh }, { width: w, height: h }, 'cover');
        expect(needed).toBeGreaterThanOrEqual(sw);
        expect((needed * h) / w).toBeGreaterThanOrEqual(sh - 1e-6);
        expect(requiredWidth({ width: sw, height: sh }, { width: w, height: h }, 'contain')).toBe(sw);
      }),
    );
  });
});

const attributeKeys = [
  'src', 'imageDimensions', 'imageFocalPoint', 'mode', 'sizeAdjustment', 'sizeFormat', 'fitAlignment', 'dprMin', 'dprMax', 'allowSaveData', 'load',
  'fixedRatio', 'forceImageUpdate', 'stretch', 'useBgImage', 'useAdvancedPositioning',
] as const;
const FLAGS = ['fixedRatio', 'forceImageUpdate', 'stretch', 'useBgImage', 'useAdvancedPositioning'] as const;

describe('parseImageConfig', () => {
  it('never throws on any strings and keeps every value in its domain', () => {
    const attributes = fc.record(Object.fromEntries(attributeKeys.map((key) => [key, fc.string()])), { requiredKeys: [] });
    fc.assert(
      fc.property(attributes, (attrs) => {
        const config = parseImageConfig(attrs as ImageAttributes);
        expect(['cover', 'contain', 'none']).toContain(config.mode);
        expect(['queryString', 'filename']).toContain(config.sizeFormat);
        expect(['top', 'left', 'center', 'right', 'bottom']).toContain(config.fitAlignment);
        expect(['viewport', 'eager', 'never']).toContain(config.load);
        expect(config.sizeAdjustment).toBeGreaterThanOrEqual(0);
        for (const v of [config.focalPoint.x, config.focalPoint.y]) expect(v >= 0 && v <= 1).toBe(true);
        if (config.dimensions) expect(config.dimensions.width > 0 && config.dimensions.height > 0).toBe(true);
        if (config.source !== null) expect(config.source).not.toMatch(/\s/);
        for (const key of FLAGS) expect(typeof config[key]).toBe('boolean');
      }),
    );
  });

  it('reads each of the five flags: present or "true" is on, "false" off, anything else the default', () => {
    const defaults = { fixedRatio: false, forceImageUpdate: false, stretch: true, useBgImage: false, useAdvancedPositioning: false };
    fc.assert(
      fc.property(fc.constantFrom(...FLAGS), fc.oneof(fc.constantFrom('', 'true', 'false'), fc.string()), (key, text) => {
        const read = parseImageConfig({ [key]: text })[key];
        if (text === '' || text === 'true') expect(read).toBe(true);
        else if (text === 'false') expect(read).toBe(false);
        else expect(read).toBe(defaults[key]);
      }),
    );
    expect(parseImageConfig({})).toMatchObject(defaults);
  });

  it('reads valid attributes and defaults the rest (§3, §5)', () => {
    expect(parseImageConfig({})).toEqual({
      source: null,
      dimensions: null,
      focalPoint: { x: 0.5, y: 0.5 },
      mode: 'none',
      sizeAdjustment: 1,
      sizeFormat: 'queryString',
      fitAlignment: 'center',
      dprMin: 1,
      dprMax: 3,
      allowSaveData: false,
      load: 'viewport',
      fixedRatio: false,
      forceImageUpdate: false,
      stretch: true,
      useBgImage: false,
      useAdvancedPositioning: false,
    });
    expect(
      parseImageConfig({
        src: ' /images/photo-7.jpg ',
        imageDimensions: '1667x2500',
        imageFocalPoint: '0.25,1.5',
        mode: 'cover',
        sizeAdjustment: '-0.5',
        sizeFormat: 'filename',
        fitAlignment: 'top',
        dprMax: '2',
        allowSaveData: '',
        load: 'false',
      }),
    ).toMatchObject({
      source: '/images/photo-7.jpg',
      dimensions: { width: 1667, height: 2500 },
      focalPoint: { x: 0.25, y: 1 },
      mode: 'cover',
      sizeAdjustment: 0,
      sizeFormat: 'filename',
      fitAlignment: 'top',
      dprMax: 2,
      allowSaveData: true,
      load: 'never',
    });
  });

  it.each(['', '   ', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'a b.jpg'])('refuses the source %j', (src) => {
    expect(parseImageConfig({ src }).source).toBeNull();
  });
});

describe('imageUrl', () => {
  const step = fc.constantFrom(...IMAGE_SIZE_STEPS);
  const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}[a-z0-9]$/).filter((n) => !/-\d+w$/.test(n));
  it('names the step once, in either form, whatever step the source named before', () => {
    fc.assert(
      fc.property(name, step, step, (file, before, after) => {
        const byQuery = imageUrl(imageUrl(`/images/${file}.jpg?v=2`, before, 'queryString'), after, 'queryString');
        expect(byQuery).toBe(`/images/${file}.jpg?v=2&format=${after}w`);
        const byName = imageUrl(imageUrl(`https://cdn.test/images/${file}.jpg#x`, before, 'filename'), after, 'filename');
        expect(byName).toBe(`https://cdn.test/images/${file}-${after}w.jpg#x`);
      }),
    );
  });
});

describe('objectPosition', () => {
  it('centres the focal point for cover, aligns contain, and sets nothing for none', () => {
    expect(objectPosition({ x: 0.25, y: 0.8 }, 'cover', 'top')).toBe('25% 80%');
    expect(objectPosition({ x: 0.25, y: 0.8 }, 'contain', 'top')).toBe('50% 0%');
    expect(objectPosition({ x: 0.25, y: 0.8 }, 'contain', 'right')).toBe('100% 50%');
    expect(objectPosition({ x: 0.25, y: 0.8 }, 'contain', 'center')).toBe('50% 50%');
    expect(objectPosition({ x: 0.25, y: 0.8 }, 'none', 'left')).toBeNull();
  });
});

const side = fc.integer({ min: 1, max: 5000 });
const dims = fc.record({ width: side, height: side });
const fraction = fc.double({ min: 0, max: 1, noNaN: true });
const placement = fc.record({
  mode: fc.constantFrom('cover' as const, 'contain' as const, 'none' as const),
  focalPoint: fc.record({ x: fraction, y: fraction }),
  fitAlignment: fc.constantFrom('top' as const, 'left' as const, 'center' as const, 'right' as const, 'bottom' as const),
});
const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

describe('stretch and forceImageUpdate', () => {
  it('an image that may not stretch needs no more than its own width; one that may, as before', () => {
    fc.assert(
      fc.property(dims, dims, fc.constantFrom('cover' as const, 'contain' as const, 'none' as const), (box, image, mode) => {
        const stretched = requiredWidth(box, image, mode);
        expect(requiredWidth(box, image, mode, true)).toBe(stretched);
        expect(requiredWidth(box, image, mode, false)).toBe(Math.min(stretched, image.width));
        expect(requiredWidth(box, null, mode, false)).toBe(box.width);
      }),
    );
  });

  it('a forced image reloads at any other step, smaller too; an unforced one only at a larger', () => {
    const step = fc.constantFrom(...IMAGE_SIZE_STEPS);
    fc.assert(
      fc.property(step, step, (loaded, needed) => {
        expect(needsUpgrade(loaded, needed, true)).toBe(loaded !== needed);
        expect(needsUpgrade(loaded, needed, false)).toBe(needed > loaded);
        expect(needsUpgrade(null, needed, true)).toBe(true);
      }),
    );
  });
});

describe('fixedAspectRatio', () => {
  it("is the image's own ratio when fixed and known, else nothing", () => {
    fc.assert(
      fc.property(dims, (image) => {
        expect(fixedAspectRatio(image, true)).toBe(`${image.width} / ${image.height}`);
        expect(fixedAspectRatio(image, false)).toBeNull();
      }),
    );
    expect(fixedAspectRatio(null, true)).toBeNull();
  });
});

describe('backgroundStyle', () => {
  it('paints the file by mode and position, its address quoted whatever it holds', () => {
    fc.assert(
      fc.property(fc.string(), placement, (url, config) => {
        const style = backgroundStyle(url, config);
        const inner = /^url\("(.*)"\)$/s.exec(style.backgroundImage)![1]!;
        // Every quote and backslash inside is escaped: the string ends only where it should.
        expect(inner.replace(/\\(.)/gs, '$1')).toBe(url);
        expect(inner.replace(/\\./gs, '')).not.toMatch(/["\\]/);
        expect(style.backgroundSize).toBe(config.mode === 'none' ? '100% 100%' : config.mode);
        expect(style.backgroundPosition).toBe(objectPosition(config.focalPoint, config.mode, config.fitAlignment) ?? '50% 50%');
        expect(style.backgroundRepeat).toBe('no-repeat');
      }),
    );
  });
});

describe('advancedPosition', () => {
  it('cover covers the box, keeps the ratio and centres the focal point as far as the edges allow', () => {
    fc.assert(
      fc.property(dims, dims, placement, (box, image, config) => {
        const { left, top, width, height } = advancedPosition(box, image, { ...config, mode: 'cover' });
        expect(width >= 100 - 1e-6 && height >= 100 - 1e-6).toBe(true);
        expect(close(width, 100) || close(height, 100)).toBe(true);
        expect(close((width * box.width) / (height * box.height), image.width / image.height)).toBe(true);
        expect(left <= 1e-6 && left + width >= 100 - 1e-6).toBe(true);
        expect(top <= 1e-6 && top + height >= 100 - 1e-6).toBe(true);
        // The focal point is at the box's centre unless an edge of the image would come inside the box.
        const focalX = left + config.focalPoint.x * width;
        if (!close(left, 0) && !close(left + width, 100)) expect(close(focalX, 50)).toBe(true);
      }),
    );
  });

  it('contain fits inside the box, aligned by fit alignment; none or unknown dimensions fill the box', () => {
    fc.assert(
      fc.property(dims, dims, placement, (box, image, config) => {
        const { left, top, width, height } = advancedPosition(box, image, { ...config, mode: 'contain' });
        expect(width <= 100 + 1e-6 && height <= 100 + 1e-6).toBe(true);
        expect(close(width, 100) || close(height, 100)).toBe(true);
        expect(left >= -1e-6 && left + width <= 100 + 1e-6 && top >= -1e-6 && top + height <= 100 + 1e-6).toBe(true);
        if (config.fitAlignment === 'left') expect(close(left, 0)).toBe(true);
        if (config.fitAlignment === 'bottom') expect(close(top + height, 100)).toBe(true);
        const fill = { left: 0, top: 0, width: 100, height: 100 };
        expect(advancedPosition(box, image, { ...config, mode: 'none' })).toEqual(fill);
        expect(advancedPosition(box, null, config)).toEqual(fill);
        expect(advancedPosition({ width: 0, height: box.height }, image, config)).toEqual(fill);
      }),
    );
  });
});

describe('narrow blocks and shape masks', () => {
  it('a block under 415 px is narrow, from 415 px not', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), (width) => {
      expect(isNarrowImageBlock(width)).toBe(width < 415);
    }));
    expect(IMAGE_NARROW_WIDTH_PX).toBe(415);
    expect(isNarrowImageBlock(414.9)).toBe(true);
    expect(isNarrowImageBlock(415)).toBe(false);
  });

  it('a shape is 100 high, a tall one 150, a wide one 67, whatever else its name holds', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/).filter((w) => !/^(tall|vertical|portrait|wide|horizontal|landscape)$/.test(w));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3 }), fc.array(word, { maxLength: 3 }), (before, after) => {
        const name = (middle: string[]) => [...before, ...middle, ...after].join('-');
        expect(shapeAspectHeight(name([]))).toBe(100);
        expect(shapeAspectHeight(name(['tall']))).toBe(150);
        expect(shapeAspectHeight(name(['wide']))).toBe(67);
      }),
    );
    expect(['eight-sided-shield', 'rabbet', 'diamond', 'stepped-cross', 'circle'].map(shapeAspectHeight)).toEqual([100, 100, 100, 100, 100]);
    expect(['oval-tall', 'ARCH-VERTICAL', 'rounded-rectangle-wide', 'horizontal-pill'].map(shapeAspectHeight)).toEqual([150, 150, 67, 67]);
    // A word only counts whole: "widescreen" is no wide shape.
    expect(shapeAspectHeight('widescreen')).toBe(100);
  });
});
