import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WebsiteStatus } from '../enums';
import {
  abTestVariant,
  ExperimentError,
  experimentOverrides,
  featureToggle,
  lookupVariant,
  pageExperiments,
  WEBSITE_STATUS_INTERNAL,
  type ExperimentType,
} from './experiments';

const type = fc.constantFrom<ExperimentType>('FEATURE_TOGGLE', 'AB_TEST');
const name = fc.string({ minLength: 1, maxLength: 12 });
const context = fc.record({ name, experimentType: type, variant: fc.oneof(fc.constant('true'), fc.constant('false'), fc.string()), segmentName: fc.option(fc.string(), { nil: null }) });
const config = fc.array(context, { maxLength: 5 });

describe('experiment lookup (display-widgets §4, §8)', () => {
  it('uses the exact error messages', () => {
    expect(ExperimentError.NOT_LOADED).toBe('The underlying Praetor configuration is not loaded');
    expect(ExperimentError.NOT_FOUND).toBe('The specified feature does not exist');
    expect(ExperimentError.WRONG_TYPE('FEATURE_TOGGLE')).toBe('The specified feature is not a FEATURE_TOGGLE');
    expect(ExperimentError.INVALID).toBe('The specified feature has an invalid server-side definition');
  });

  it('gives the default and "not loaded" without a configuration', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(undefined), fc.constant(null), fc.string(), fc.object()), name, fc.boolean(), (cfg, n, fallback) => {
        expect(featureToggle(cfg, n, fallback)).toEqual({ value: fallback, error: ExperimentError.NOT_LOADED });
        expect(abTestVariant(cfg, n, 'A')).toEqual({ value: 'A', error: ExperimentError.NOT_LOADED });
      }),
    );
  });

  it('finds the first context of that name; else the default and "does not exist"', () => {
    fc.assert(
      fc.property(config, name, type, (cfg, n, t) => {
        const found = cfg.find((c) => c.name === n);
        const result = lookupVariant(cfg, n, t);
        if (!found) expect(result).toEqual({ error: ExperimentError.NOT_FOUND });
        else if (found.experimentType !== t) expect(result).toEqual({ error: `The specified feature is not a ${t}` });
        else expect(result).toEqual({ variant: found.variant });
      }),
    );
  });

  it('turns a toggle on exactly when its variant is the string true', () => {
    fc.assert(
      fc.property(name, fc.string(), fc.boolean(), (n, variant, fallback) => {
        const result = featureToggle([{ name: n, experimentType: 'FEATURE_TOGGLE', variant }], n, fallback);
        expect(result).toEqual({ value: variant === 'true' });
      }),
    );
    expect(featureToggle([{ name: 'x', experimentType: 'AB_TEST', variant: 'true' }], 'x', true)).toEqual({
      value: true, error: 'The specified feature is not a FEATURE_TOGGLE',
    });
  });

  it('reports an invalid server-side definition, with the default', () => {
    const invalid = [
      { name: 'x', experimentType: 'SOMETHING', variant: 'a' },
      { name: 'x', variant: 'a' },
      { name: 'x', experimentType: 'AB_TEST', variant: 1 },
      { name: 'x', experimentType: 'AB_TEST', variant: 'a', segmentName: 3 },
      { name: 'x', experimentType: 'AB_TEST' },
    ];
    for (const entry of invalid) {
      expect(abTestVariant([entry], 'x', 'control')).toEqual({ value: 'control', error: ExperimentError.INVALID });
    }
  });

  it('lets an override win over any configuration', () => {
    fc.assert(
      fc.property(fc.anything(), name, fc.string(), (cfg, n, override) => {
        expect(abTestVariant(cfg, n, 'A', override)).toEqual({ value: override });
        expect(featureToggle(cfg, n, false, override)).toEqual({ value: override === 'true' });
      }),
    );
  });
});

describe('overrides by query parameter on internal sites (visitor-runtime §6)', () => {
  it('reads experiment.<name>=<variant> only when the website status is internal (6)', () => {
    expect(WEBSITE_STATUS_INTERNAL).toBe(WebsiteStatus.INTERNAL);
    const search = '?experiment.new-cart=true&experiment.hero=B&other=1&experiment.=x';
    expect(experimentOverrides(search, 6)).toEqual({ 'new-cart': 'true', hero: 'B' });
    fc.assert(
      fc.property(fc.integer().filter((s) => s !== 6), (status) => Object.keys(experimentOverrides(search, status)).length === 0),
    );
    expect(Object.keys(experimentOverrides(search, undefined))).toEqual([]);
  });

  it('is safe for any parameter name', () => {
    const overrides = experimentOverrides('?experiment.__proto__=x&experiment.constructor=y', 6);
    expect(Object.getPrototypeOf(overrides)).toBeNull();
    expect(Object.entries(overrides)).toEqual([['__proto__', 'x'], ['constructor', 'y']]);
    expect(experimentOverrides('', 6).toString).toBeUndefined();
  });

  it('reads the query as tracking does: the first non-empty value per name, over at most 1000 parameters', () => {
    expect(experimentOverrides('?experiment.hero=&experiment.hero=B&experiment.hero=C&experiment.=x', 6)).toEqual({ hero: 'B' });
    const filler = Array.from({ length: 999 }, (_, i) => `p${i}=1`).join('&');
    expect(experimentOverrides(`?${filler}&experiment.last=yes`, 6)).toEqual({ last: 'yes' });
    expect(experimentOverrides(`?${filler}&x=1&experiment.late=yes`, 6)).toEqual({});
  });

  it('pageExperiments applies them to the site context configuration', () => {
    const experiments = [{ name: 'hero', experimentType: 'AB_TEST', variant: 'A' }, { name: 'cart', experimentType: 'FEATURE_TOGGLE', variant: 'false' }];
    const internal = pageExperiments({ experiments, siteStatus: { value: 6 } }, '?experiment.hero=B&experiment.cart=true');
    expect(internal.abTestVariant('hero', 'control')).toEqual({ value: 'B' });
    expect(internal.featureToggle('cart')).toEqual({ value: true });
    const paid = pageExperiments({ experiments, siteStatus: { value: 8 } }, '?experiment.hero=B&experiment.cart=true');
    expect(paid.abTestVariant('hero', 'control')).toEqual({ value: 'A' });
    expect(paid.featureToggle('cart')).toEqual({ value: false });
    expect(paid.featureToggle('missing', true)).toEqual({ value: true, error: ExperimentError.NOT_FOUND });
    expect(pageExperiments({}, '').featureToggle('cart')).toEqual({ value: false, error: ExperimentError.NOT_LOADED });
  });
});
