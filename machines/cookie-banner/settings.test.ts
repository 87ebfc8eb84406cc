import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bannerPlacement,
  ACCEPT_TYPES,
  BANNER_VARIANTS,
  BAR_POSITIONS,
  CTA_VARIANTS,
  DEFAULT_BANNER_TEXT,
  POPUP_POSITIONS,
  THEMES,
  barPosition,
  normaliseCookieBannerSettings,
  popupPosition,
  type CookieBannerSettings,
} from './settings';

const DEFAULTS: CookieBannerSettings = {
  isCookieBannerEnabled: false,
  cookieBannerCtaText: 'Accept',
  cookieBannerCtaVariant: 'ICON',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerText: DEFAULT_BANNER_TEXT,
  cookieBannerTheme: 'DARK',
  cookieBannerVariant: 'BAR',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerAcceptType: 'OPT_IN',
  isAnalyticsCookiesDisabled: false,
  isActivityLogEnabled: true,
  isRestrictiveCookiePolicyAbsolute: false,
};

describe('cookie banner settings: defaults (§3, §5)', () => {
  it('gives every default for an empty object, and for values that are not objects', () => {
    for (const value of [{}, undefined, null, 0, 'BAR', [], [{ cookieBannerVariant: 'POPUP' }], true]) {
      expect(normaliseCookieBannerSettings(value)).toEqual(DEFAULTS);
    }
  });

  it('uses the defaults for values outside the enumerations or of the wrong type', () => {
    expect(
      normaliseCookieBannerSettings({
        isCookieBannerEnabled: 'yes',
        cookieBannerCtaText: 42,
        cookieBannerCtaVariant: 'LINK',
        cookieBannerPosition: 7,
        cookieBannerText: { html: 'x' },
        cookieBannerTheme: 'BLUE',
        cookieBannerVariant: 'MODAL',
        cookieBannerOptOutCtaText: null,
        cookieBannerAcceptType: 'OPT_OUT',
        isRestrictiveCookiePolicyEnabled: 'true',
        isVisitorDataRestricted: 1,
        isRestrictiveCookiePolicyAbsolute: 'true',
      }),
    ).toEqual(DEFAULTS);
  });

  it('reads an empty paragraph, blank text or markup without text as empty', () => {
    for (const text of ['', '   ', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', '<p></p><p>\n</p>', '<script>x</script>']) {
      expect(normaliseCookieBannerSettings({ cookieBannerText: text }).cookieBannerText).toBe(DEFAULT_BANNER_TEXT);
    }
    expect(normaliseCookieBannerSettings({ cookieBannerText: '<p>We bake cookies.</p>' }).cookieBannerText).toBe(
      '<p>We bake cookies.</p>',
    );
  });

  it('keeps blank CTA texts out', () => {
    const settings = normaliseCookieBannerSettings({ cookieBannerCtaText: '  ', cookieBannerOptOutCtaText: '' });
    expect([settings.cookieBannerCtaText, settings.cookieBannerOptOutCtaText]).toEqual(['Accept', 'Decline']);
    const named = normaliseCookieBannerSettings({ cookieBannerCtaText: ' OK ', cookieBannerOptOutCtaText: 'No thanks' });
    expect([named.cookieBannerCtaText, named.cookieBannerOptOutCtaText]).toEqual(['OK', 'No thanks']);
  });

  it('maps the API names: isAnalyticsCookiesDisabled = isRestrictiveCookiePolicyEnabled, isActivityLogEnabled = !isVisitorDataRestricted', () => {
    const on = normaliseCookieBannerSettings({ isRestrictiveCookiePolicyEnabled: true, isVisitorDataRestricted: true, isRestrictiveCookiePolicyAbsolute: true });
    expect([on.isAnalyticsCookiesDisabled, on.isActivityLogEnabled, on.isRestrictiveCookiePolicyAbsolute]).toEqual([true, false, true]);
    const off = normaliseCookieBannerSettings({ isRestrictiveCookiePolicyEnabled: false, isVisitorDataRestricted: false });
    expect([off.isAnalyticsCookiesDisabled, off.isActivityLogEnabled]).toEqual([false, true]);
    // The API name wins over the normalised one.
    expect(normaliseCookieBannerSettings({ isRestrictiveCookiePolicyEnabled: false, isAnalyticsCookiesDisabled: true }).isAnalyticsCookiesDisabled).toBe(false);
  });
});

describe('cookie banner settings: both readings', () => {
  it('reads the API reading (upper case)', () => {
    const settings = normaliseCookieBannerSettings({
      isCookieBannerEnabled: true,
      cookieBannerVariant: 'POPUP',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerTheme: 'LIGHT',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerPosition: 'TOP_RIGHT',
    });
    expect(settings).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerVariant: 'POPUP',
      cookieBannerCtaVariant: 'BUTTON',
      cookieBannerTheme: 'LIGHT',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerPosition: 'TOP_RIGHT',
    });
  });

  it('reads the second reading (lower case, "opt-in only" / "opt-in and opt-out", position top or other)', () => {
    const popup = normaliseCookieBannerSettings({
      cookieBannerVariant: 'popup',
      cookieBannerCtaVariant: 'text',
      cookieBannerTheme: 'light',
      cookieBannerAcceptType: 'opt-in and opt-out',
      cookieBannerPosition: 'top',
    });
    expect(popup).toMatchObject({
      cookieBannerVariant: 'POPUP',
      cookieBannerCtaVariant: 'TEXT',
      cookieBannerTheme: 'LIGHT',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT',
      cookieBannerPosition: 'TOP_LEFT',
    });
    const bar = normaliseCookieBannerSettings({ cookieBannerVariant: 'bar', cookieBannerCtaVariant: 'icon', cookieBannerAcceptType: 'opt-in only', cookieBannerPosition: 'other' });
    expect(bar).toMatchObject({ cookieBannerVariant: 'BAR', cookieBannerCtaVariant: 'ICON', cookieBannerAcceptType: 'OPT_IN', cookieBannerPosition: 'BOTTOM' });
  });

  it('reads every spelling of the two accept types', () => {
    for (const spelling of ['OPT_IN', 'opt-in', 'opt in', 'opt-in only', 'Opt-In Only', 'opt_in_only']) {
      expect(normaliseCookieBannerSettings({ cookieBannerAcceptType: spelling }).cookieBannerAcceptType, spelling).toBe('OPT_IN');
    }
    for (const spelling of ['OPT_IN_AND_OUT', 'opt-in-and-out', 'opt-in and opt-out', 'Opt-in and Opt-out', 'OPT_IN_AND_OPT_OUT', 'opt-in/opt-out'.replace('/', ' ')]) {
      expect(normaliseCookieBannerSettings({ cookieBannerAcceptType: spelling }).cookieBannerAcceptType, spelling).toBe('OPT_IN_AND_OUT');
    }
  });

  it('reads "card" as the popup', () => {
    expect(normaliseCookieBannerSettings({ cookieBannerVariant: 'card' }).cookieBannerVariant).toBe('POPUP');
  });
});

describe('cookie banner positions (§5)', () => {
  it('puts a bar at the TOP for top, top-left or top-right in any case, otherwise at the BOTTOM', () => {
    for (const value of ['TOP', 'top', 'Top', 'TOP_LEFT', 'top-left', 'TOP_RIGHT', 'top-right', ' top right ']) {
      expect(barPosition(value), value).toBe('TOP');
    }
    for (const value of ['BOTTOM', 'other', 'BOTTOM_LEFT', 'CENTER', 'TOP_CENTER', 'topleft', '', undefined, 3]) {
      expect(barPosition(value), String(value)).toBe('BOTTOM');
    }
  });

  it('maps a popup TOP to TOP_LEFT, BOTTOM to BOTTOM_LEFT, keeps the nine positions, defaults to BOTTOM_LEFT', () => {
    expect(popupPosition('TOP')).toBe('TOP_LEFT');
    expect(popupPosition('top')).toBe('TOP_LEFT');
    expect(popupPosition('BOTTOM')).toBe('BOTTOM_LEFT');
    for (const position of POPUP_POSITIONS) {
      expect(popupPosition(position)).toBe(position);
      expect(popupPosition(position.toLowerCase().replace('_', '-'))).toBe(position);
    }
    expect(popupPosition('MIDDLE_RIGHT')).toBe('CENTER_RIGHT');
    expect(popupPosition('center-center')).toBe('CENTER');
    for (const value of ['LEFT', 'other', '', null, {}, 'TOPLEFT']) expect(popupPosition(value)).toBe('BOTTOM_LEFT');
  });

  it('uses the variant to choose the rule', () => {
    expect(normaliseCookieBannerSettings({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT' }).cookieBannerPosition).toBe('TOP');
    expect(normaliseCookieBannerSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT' }).cookieBannerPosition).toBe('TOP_RIGHT');
    expect(normaliseCookieBannerSettings({ cookieBannerVariant: 'POPUP' }).cookieBannerPosition).toBe('BOTTOM_LEFT');
    expect(normaliseCookieBannerSettings({}).cookieBannerPosition).toBe('BOTTOM');
  });
});

describe('cookie banner placement (§2 "Cookie banner placement")', () => {
  const placed = (raw: Record<string, unknown>) => bannerPlacement(normaliseCookieBannerSettings(raw));

  it('puts a top bar in the announcement-bar area', () => {
    for (const position of ['TOP', 'top', 'top-left', 'TOP_RIGHT']) {
      expect(placed({ cookieBannerVariant: 'BAR', cookieBannerPosition: position }), position).toBe('announcement-bar');
    }
  });

  it('puts a bottom bar and every popup, top ones included, first in the body', () => {
    expect(placed({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'BOTTOM' })).toBe('body-start');
    expect(placed({ cookieBannerVariant: 'bar' })).toBe('body-start');
    for (const position of ['TOP', 'TOP_LEFT', 'TOP_CENTER', 'BOTTOM_RIGHT', 'CENTER']) {
      expect(placed({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position }), position).toBe('body-start');
    }
  });
});

// ---- properties ----

/** Strings near the enumerations: every value in several spellings, plus noise. */
const enumLike = fc.oneof(
  fc.constantFrom(
    ...CTA_VARIANTS, ...THEMES, ...BANNER_VARIANTS, ...ACCEPT_TYPES, ...BAR_POSITIONS, ...POPUP_POSITIONS,
    'opt-in only', 'opt-in and opt-out', 'top', 'other', 'card', 'MIDDLE', 'top-left', 'Top Right',
  ).chain((value) =>
    fc.constantFrom(value, value.toLowerCase(), value.replace(/_/g, '-'), value.replace(/_/g, ' '), ` ${value} `),
  ),
  fc.string({ maxLength: 12 }),
);
const settingValue = fc.oneof(enumLike, fc.jsonValue({ maxDepth: 2 }));
const KEYS = [
  'isCookieBannerEnabled', 'cookieBannerCtaText', 'cookieBannerCtaVariant', 'cookieBannerPosition', 'cookieBannerText',
  'cookieBannerTheme', 'cookieBannerVariant', 'cookieBannerOptOutCtaText', 'cookieBannerAcceptType',
  'isRestrictiveCookiePolicyEnabled', 'isAnalyticsCookiesDisabled', 'isVisitorDataRestricted', 'isActivityLogEnabled',
  'isRestrictiveCookiePolicyAbsolute', '__proto__', 'constructor',
] as const;
const rawSettings = fc.oneof(
  fc.jsonValue(),
  fc.record(Object.fromEntries(KEYS.map((key) => [key, fc.oneof(settingValue, fc.boolean())])), { requiredKeys: [] }),
);

function expectValid(settings: CookieBannerSettings) {
  expect(Object.keys(settings).sort()).toEqual(Object.keys(DEFAULTS).sort());
  expect(CTA_VARIANTS).toContain(settings.cookieBannerCtaVariant);
  expect(THEMES).toContain(settings.cookieBannerTheme);
  expect(BANNER_VARIANTS).toContain(settings.cookieBannerVariant);
  expect(ACCEPT_TYPES).toContain(settings.cookieBannerAcceptType);
  expect(settings.cookieBannerVariant === 'BAR' ? BAR_POSITIONS : POPUP_POSITIONS).toContain(settings.cookieBannerPosition);
  for (const key of ['cookieBannerCtaText', 'cookieBannerOptOutCtaText', 'cookieBannerText'] as const) {
    expect(typeof settings[key]).toBe('string');
    expect(settings[key].trim()).not.toBe('');
  }
  for (const key of ['isCookieBannerEnabled', 'isAnalyticsCookiesDisabled', 'isActivityLogEnabled', 'isRestrictiveCookiePolicyAbsolute'] as const) {
    expect(typeof settings[key]).toBe('boolean');
  }
}

describe('cookie banner settings: properties', () => {
  it('never throws, whatever the JSON, and always gives valid enumeration values', () => {
    fc.assert(fc.property(rawSettings, (raw) => expectValid(normaliseCookieBannerSettings(raw))), { numRuns: 1000 });
  });

  it('is idempotent: normalising normalised settings changes nothing', () => {
    fc.assert(
      fc.property(rawSettings, (raw) => {
        const once = normaliseCookieBannerSettings(raw);
        expect(normaliseCookieBannerSettings(once)).toEqual(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('bar positions: TOP exactly for top, top-left, top-right in any case and separator', () => {
    fc.assert(
      fc.property(fc.oneof(enumLike, fc.jsonValue({ maxDepth: 1 })), (value) => {
        const name = typeof value === 'string' ? value.trim().toUpperCase().replace(/[\s-]+/g, '_') : '';
        expect(barPosition(value)).toBe(['TOP', 'TOP_LEFT', 'TOP_RIGHT'].includes(name) ? 'TOP' : 'BOTTOM');
      }),
      { numRuns: 500 },
    );
  });

  it('popup positions: always one of the nine; a valid position is kept; the bare sides go left', () => {
    fc.assert(
      fc.property(fc.oneof(enumLike, fc.jsonValue({ maxDepth: 1 })), (value) => {
        const position = popupPosition(value);
        expect(POPUP_POSITIONS).toContain(position);
        expect(popupPosition(position)).toBe(position);
        const name = typeof value === 'string' ? value.trim().toUpperCase().replace(/[\s-]+/g, '_') : '';
        if ((POPUP_POSITIONS as readonly string[]).includes(name)) expect(position).toBe(name);
        if (name === 'TOP') expect(position).toBe('TOP_LEFT');
        if (name === 'BOTTOM') expect(position).toBe('BOTTOM_LEFT');
      }),
      { numRuns: 500 },
    );
  });
});
