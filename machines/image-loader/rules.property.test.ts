import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
] as const;

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
      }),
    );
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
