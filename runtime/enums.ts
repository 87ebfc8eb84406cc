/**
 * The platform enumerations of visitor-runtime §3 ("Enumerations", "Currency table"), the page types of §2 and the
 * contributor permission codes of §6, as `as const` objects with the union of their values as a type of the same
 * name. Only the values the spec lists; where it says "and more" or "not shown", so does the comment. Keys are ours
 * (the spec gives lower-case phrases); numeric codes and string values are the spec's.
 */
/**
 * Page types (§2, numeric codes), complete as listed. §2 also names tweak page types (splash page, lock screen,
 * popup overlay, checkout, style) and collection views (list, grid, product) without a code or spelling: not encoded.
 */
export const PageType = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  DIGITAL_PRODUCT_COMPOSER_PREVIEW: 210,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;
export type PageType = (typeof PageType)[keyof typeof PageType];

/** Content item types. The spec's list ends "and more": the other codes are not shown. */
export const ContentItemType = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  DIGITAL_GOOD: 18,
  ATTACHMENT: 19,
  LESSON: 62,
} as const;
export type ContentItemType = (typeof ContentItemType)[keyof typeof ContentItemType];

/** Product types, platform codes. (Product summaries name them PHYSICAL, SERVICE, DIGITAL, GIFT_CARD instead.) */
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const PublishStatus = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;
export type PublishStatus = (typeof PublishStatus)[keyof typeof PublishStatus];

/** Website status. Codes 9 and 10 are not listed. Transitions among statuses are not shown (§4). */
export const WebsiteStatus = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;
export type WebsiteStatus = (typeof WebsiteStatus)[keyof typeof WebsiteStatus];

export const WebsiteType = {
  CLASSIC: 1,
  COVER_PAGE: 2,
  PARKING_PAGE: 3,
  COMMERCE: 4,
  ENTERPRISE: 5,
} as const;
export type WebsiteType = (typeof WebsiteType)[keyof typeof WebsiteType];

/** Template versions, as strings ('7.1' is not a safe number key); the site context may give them as numbers. */
export const TemplateVersion = {
  V7: '7',
  V7_1: '7.1',
  V8: '8',
} as const;
export type TemplateVersion = (typeof TemplateVersion)[keyof typeof TemplateVersion];

/** Analytics event types. */
export const EventType = {
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
} as const;
export type EventType = (typeof EventType)[keyof typeof EventType];

/** Unit system (storeSettings.measurementStandard). */
export const UnitSystem = {
  IMPERIAL: 1,
  METRIC: 2,
} as const;
export type UnitSystem = (typeof UnitSystem)[keyof typeof UnitSystem];

/**
 * Contributor permission codes (§6). Code 5 is not listed. What each may do is not shown; the wider family of
 * codes 0–2068 is not shown either.
 */
export const ContributorPermission = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
} as const;
export type ContributorPermission = (typeof ContributorPermission)[keyof typeof ContributorPermission];

/**
 * The nine popup positions. The spec names only the corners' range "TOP_LEFT to BOTTOM_RIGHT" (and TOP_LEFT,
 * BOTTOM_LEFT in §5); the middle row and column names (…_CENTER, CENTER_…, CENTER) are ours.
 */
export const PopupPosition = {
  TOP_LEFT: 'TOP_LEFT',
  TOP_CENTER: 'TOP_CENTER',
  TOP_RIGHT: 'TOP_RIGHT',
  CENTER_LEFT: 'CENTER_LEFT',
  CENTER: 'CENTER',
  CENTER_RIGHT: 'CENTER_RIGHT',
  BOTTOM_LEFT: 'BOTTOM_LEFT',
  BOTTOM_CENTER: 'BOTTOM_CENTER',
  BOTTOM_RIGHT: 'BOTTOM_RIGHT',
} as const;
export type PopupPosition = (typeof PopupPosition)[keyof typeof PopupPosition];

/** Experiment cohorts A–E. */
export const Cohort = { A: 'A', B: 'B', C: 'C', D: 'D', E: 'E' } as const;
export type Cohort = (typeof Cohort)[keyof typeof Cohort];

export const DeviceView = { DESKTOP: 'desktop', PHONE: 'phone', TABLET: 'tablet' } as const;
export type DeviceView = (typeof DeviceView)[keyof typeof DeviceView];

export { CurrencyFractionDigits, isCurrencyCode, type CurrencyCode } from '../machines/shared/currencies';

/** Item visibility (§3), as the platform spells it. */
export const ItemVisibility = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  NEEDS_REVIEW: 'needs_review',
  SCHEDULED: 'scheduled',
} as const;
export type ItemVisibility = (typeof ItemVisibility)[keyof typeof ItemVisibility];

/**
 * Analytics names of item record types (§3). Which record type maps to which name is not shown, so this is the list
 * of names only.
 */
export const ITEM_RECORD_TYPE_NAMES = [
  'album-track',
  'event-item',
  'gallery-image',
  'portfolio-item',
  'blog-post',
  'gallery-video',
] as const;
export type ItemRecordTypeName = (typeof ITEM_RECORD_TYPE_NAMES)[number];

export const Shadow = { NONE: 'none', LIGHT: 'light', DARK: 'dark' } as const;
export type Shadow = (typeof Shadow)[keyof typeof Shadow];

export const Border = { NONE: 'none', BLACK: 'black', WHITE: 'white' } as const;
export type Border = (typeof Border)[keyof typeof Border];

export const Side = { LEFT: 'left', RIGHT: 'right' } as const;
export type Side = (typeof Side)[keyof typeof Side];

/*
 * Listed in §3 but not here because the spec does not give their values: feature flags 1–68 ("the full list is not
 * shown"), block types 1–20 and 100 and the second numbering 1–70 (names without codes, except accordion 69 and
 * marquee 70), collection types 1–24 (codes for some only: splash page 8, page 10, products 13, portfolio 23,
 * lessons 24; "and others"), social and integration provider ids 1–82, and "about 30" decorative image shape names.
 */
