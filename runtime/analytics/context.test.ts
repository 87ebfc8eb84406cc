import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { siteContextSchema } from '../schemas/site-context';
import { analyticsContext, checkCommonFields, COMMON_FIELD_TYPES, commonData } from './context';

const names = Object.keys(COMMON_FIELD_TYPES) as Array<keyof typeof COMMON_FIELD_TYPES>;
const anyValue = fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.constant(null), fc.array(fc.string()), fc.array(fc.integer(), { minLength: 1 }), fc.object());
const matches = (value: unknown, type: string) =>
  value === null || (type === 'string[]' ? Array.isArray(value) && value.every((v) => typeof v === 'string') : typeof value === type);

describe('analytics common fields (display-widgets §5)', () => {
  it('keeps every field of its type or null, drops every other with one warning naming it', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names, 'extra', 'url'), anyValue), (raw) => {
        const warn = vi.fn();
        const fields = checkCommonFields(raw, warn);
        const expected = Object.fromEntries(
          Object.entries(raw).filter(([name, value]) => name in COMMON_FIELD_TYPES && matches(value, COMMON_FIELD_TYPES[name as keyof typeof COMMON_FIELD_TYPES])),
        );
        expect(fields).toEqual(expected);
        const dropped = Object.keys(raw).filter((name) => !(name in expected));
        expect(warn).toHaveBeenCalledTimes(dropped.length);
        dropped.forEach((name, i) => expect(warn.mock.calls[i]![0]).toContain(`"${name}"`));
      }),
    );
  });

  it('words the warning with the expected type', () => {
    const warn = vi.fn();
    checkCommonFields({ websiteId: 5, locales: ['en', 1], sessionId: undefined }, warn);
    expect(warn.mock.calls).toEqual([
      ['Analytics field "websiteId" must be string or null; it is dropped.'],
      ['Analytics field "locales" must be string[] or null; it is dropped.'],
    ]);
  });

  it('logs through console.warn by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    checkCommonFields({ variantId: 3 });
    expect(warn).toHaveBeenCalledWith('[visitor-runtime] Analytics field "variantId" must be string or null; it is dropped.');
    warn.mockRestore();
  });
});

describe('analytics context (display-widgets §3)', () => {
  const site = (extra: Record<string, unknown>) =>
    siteContextSchema.parse({ website: { id: 'w1' }, templateId: 't1', ...extra });
  const session = { isFirstLanding: true, isFirstSession: false, sessionId: 's1' };

  it('attaches memberAccountId only when an account is signed in', () => {
    expect(analyticsContext(site({}), 'en')).not.toHaveProperty('memberAccountId');
    expect(analyticsContext(site({ authenticatedAccount: null }), 'en')).not.toHaveProperty('memberAccountId');
    expect(analyticsContext(site({ authenticatedAccount: { id: 'm1' } }), 'en')).toMatchObject({ memberAccountId: 'm1' });
  });

  it('gives websiteId, templateId, variantId, locales and the session as common data', () => {
    expect(commonData(site({ variantId: 'v2' }), 'en-GB', session)).toEqual({
      websiteId: 'w1', templateId: 't1', variantId: 'v2', locales: ['en-GB'], ...session,
    });
    expect(commonData(site({ locales: ['de', 'fr'] }), '', session)).toMatchObject({ locales: ['de', 'fr'], variantId: null });
  });

  it('drops a wrong-typed field from the site context with a warning', () => {
    const warn = vi.fn();
    expect(commonData(site({ variantId: 7 }), 'en', session, warn)).not.toHaveProperty('variantId');
    expect(warn).toHaveBeenCalledWith('Analytics field "variantId" must be string or null; it is dropped.');
  });
});
