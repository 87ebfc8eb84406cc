import { bannerHtmlIsBlank } from './banner-html';

/**
 * Cookie banner settings (visitor-runtime §3 "Cookie banner settings", §5). Pure: any value in, a complete and valid
 * settings object out; never throws. Both readings of the spec are accepted:
 *
 * - the API reading: upper-case enumerations (`BAR`, `POPUP`, `TEXT`, `BUTTON`, `ICON`, `OPT_IN`, `OPT_IN_AND_OUT`,
 *   `TOP_LEFT` …);
 * - the second reading: the same fields in lower case (`bar`, `popup`, `button`, `text`, `icon`), the accept type as
 *   "opt-in only" or "opt-in and opt-out", the position "top" or anything else.
 *
 * Values are compared without case, with spaces and hyphens read as underscores, so `opt-in and opt-out`,
 * `OPT_IN_AND_OUT` and `opt-in-and-out` are one value. A missing value, or one outside the enumeration, takes the
 * default. The output uses the upper-case enumerations, so normalising twice gives the same object.
 */

export const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
export const THEMES = ['LIGHT', 'DARK'] as const;
export const BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
export const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;
export const BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
/** The nine popup positions of §3 "Enumerations" (TOP_LEFT to BOTTOM_RIGHT); the middle row's names are ours. */
export const POPUP_POSITIONS = [
  'TOP_LEFT',
  'TOP_CENTER',
  'TOP_RIGHT',
  'CENTER_LEFT',
  'CENTER',
  'CENTER_RIGHT',
  'BOTTOM_LEFT',
  'BOTTOM_CENTER',
  'BOTTOM_RIGHT',
] as const;

export type CtaVariant = (typeof CTA_VARIANTS)[number];
export type BannerTheme = (typeof THEMES)[number];
export type BannerVariant = (typeof BANNER_VARIANTS)[number];
export type AcceptType = (typeof ACCEPT_TYPES)[number];
export type BarPosition = (typeof BAR_POSITIONS)[number];
export type PopupPosition = (typeof POPUP_POSITIONS)[number];

export const DEFAULT_CTA_TEXT = 'Accept';
export const DEFAULT_OPT_OUT_TEXT = 'Decline';
export const DEFAULT_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';

export interface CookieBannerSettings {
  isCookieBannerEnabled: boolean;
  cookieBannerCtaText: string;
  cookieBannerCtaVariant: CtaVariant;
  /** BAR: TOP or BOTTOM; POPUP: one of the nine popup positions. */
  cookieBannerPosition: BarPosition | PopupPosition;
  /** The owner's text, possibly HTML; rendered through `parseBannerHtml` (a few safe tags only). */
  cookieBannerText: string;
  cookieBannerTheme: BannerTheme;
  cookieBannerVariant: BannerVariant;
  cookieBannerOptOutCtaText: string;
  cookieBannerAcceptType: AcceptType;
  /** API name isRestrictiveCookiePolicyEnabled. */
  isAnalyticsCookiesDisabled: boolean;
  /** The inverse of the API field isVisitorDataRestricted. */
  isActivityLogEnabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
}

/** Upper case, spaces and hyphens as underscores: `opt-in and opt-out` → `OPT_IN_AND_OPT_OUT`. '' for non-strings. */
const token = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toUpperCase().replace(/[\s-]+/g, '_') : '';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

const ACCEPT_TYPE_SPELLINGS: Record<string, AcceptType> = {
  OPT_IN: 'OPT_IN',
  OPT_IN_ONLY: 'OPT_IN',
  OPT_IN_AND_OUT: 'OPT_IN_AND_OUT',
  OPT_IN_AND_OPT_OUT: 'OPT_IN_AND_OUT',
  OPT_IN_OPT_OUT: 'OPT_IN_AND_OUT',
};

export function normaliseAcceptType(value: unknown): AcceptType {
  return ACCEPT_TYPE_SPELLINGS[token(value)] ?? 'OPT_IN';
}

/** BAR or POPUP; `card` (the spec's other word for the popup, §2 "Cookie banner placement") reads as POPUP. */
export function normaliseVariant(value: unknown): BannerVariant {
  const name = token(value);
  return name === 'CARD' ? 'POPUP' : oneOf(BANNER_VARIANTS, name, 'BAR');
}

/** §5: a bar sits at the TOP when given top, top-left or top-right (any case), otherwise at the BOTTOM. */
export function barPosition(value: unknown): BarPosition {
  return ['TOP', 'TOP_LEFT', 'TOP_RIGHT'].includes(token(value)) ? 'TOP' : 'BOTTOM';
}

/**
 * §5: a popup given TOP goes TOP_LEFT, given BOTTOM goes BOTTOM_LEFT; one of the nine positions is kept (MIDDLE is
 * read as CENTER, CENTER_CENTER as CENTER); anything else is BOTTOM_LEFT.
 */
export function popupPosition(value: unknown): PopupPosition {
  const name = token(value).replace(/MIDDLE/g, 'CENTER');
  if (name === 'TOP') return 'TOP_LEFT';
  if (name === 'BOTTOM') return 'BOTTOM_LEFT';
  if (name === 'CENTER_CENTER') return 'CENTER';
  return oneOf(POPUP_POSITIONS, name, 'BOTTOM_LEFT');
}

/**
 * Where the banner goes (visitor-runtime §2 "Cookie banner placement"): a bar at the TOP sits in the announcement-bar
 * area (first in the body when the page has none); every other banner, bar or popup, first in the body, so it comes
 * first in reading and Tab order.
 */
/** A decline button is offered only for OPT_IN_AND_OUT (OPT_IN offers accept alone). */
export const allowsDecline = (settings: Pick<CookieBannerSettings, 'cookieBannerAcceptType'>): boolean =>
  settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT';

export type BannerPlacement = 'announcement-bar' | 'body-start';

export function bannerPlacement(settings: Pick<CookieBannerSettings, 'cookieBannerVariant' | 'cookieBannerPosition'>): BannerPlacement {
  return settings.cookieBannerVariant === 'BAR' && settings.cookieBannerPosition === 'TOP' ? 'announcement-bar' : 'body-start';
}

/** A non-blank string, trimmed, or the default. */
const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Any value (the site context's `cookieSettings`, an update event's detail) → complete, valid settings. */
export function normaliseCookieBannerSettings(value: unknown): CookieBannerSettings {
  const raw = asRecord(value);
  const variant = normaliseVariant(raw.cookieBannerVariant);
  const bannerText = typeof raw.cookieBannerText === 'string' && !bannerHtmlIsBlank(raw.cookieBannerText)
    ? raw.cookieBannerText.trim()
    : DEFAULT_BANNER_TEXT;
  return {
    isCookieBannerEnabled: raw.isCookieBannerEnabled === true,
    cookieBannerCtaText: text(raw.cookieBannerCtaText, DEFAULT_CTA_TEXT),
    cookieBannerCtaVariant: oneOf(CTA_VARIANTS, token(raw.cookieBannerCtaVariant), 'ICON'),
    cookieBannerPosition: variant === 'BAR' ? barPosition(raw.cookieBannerPosition) : popupPosition(raw.cookieBannerPosition),
    cookieBannerText: bannerText,
    cookieBannerTheme: oneOf(THEMES, token(raw.cookieBannerTheme), 'DARK'),
    cookieBannerVariant: variant,
    cookieBannerOptOutCtaText: text(raw.cookieBannerOptOutCtaText, DEFAULT_OPT_OUT_TEXT),
    cookieBannerAcceptType: normaliseAcceptType(raw.cookieBannerAcceptType),
    // The API names win; the normalised names are read too, so normalising twice changes nothing.
    isAnalyticsCookiesDisabled:
      typeof raw.isRestrictiveCookiePolicyEnabled === 'boolean'
        ? raw.isRestrictiveCookiePolicyEnabled
        : raw.isAnalyticsCookiesDisabled === true,
    isActivityLogEnabled:
      typeof raw.isVisitorDataRestricted === 'boolean' ? !raw.isVisitorDataRestricted : raw.isActivityLogEnabled !== false,
    isRestrictiveCookiePolicyAbsolute: raw.isRestrictiveCookiePolicyAbsolute === true,
  };
}
