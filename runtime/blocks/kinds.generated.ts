// Written by scripts/build/block-kinds.mjs (`npm run kinds`) from every kind definition: do not edit. A test checks
// that it is current (runtime/blocks/registry.test.ts); the build refuses a table that is not.
import type { BlockKindEntry, BlockKindFacts } from './contract';

/** What the page needs of each kind. */
export const KINDS = {
  // runtime/blocks/as-drawn.kind.ts
  "text": { codes: ["2"], nature: "static" },
  "spacer": { codes: ["21"], nature: "static" },
  "code": { codes: ["23"], nature: "static" },
  "quote": { codes: ["31"], nature: "static" },
  "horizontal-rule": { codes: ["47"], nature: "static" },
  "social-links": { codes: ["54"], nature: "static" },
  "website-component": { codes: ["1337"], nature: "static" },
  "markdown": { codes: ["44"], nature: "static" },
  "links": { codes: ["12","13","14","17","27","28","29","30","49","61"], nature: "static" },
  "outside-service": { codes: ["10","24","42","45","46"], nature: "static" },
  "legacy": { codes: ["1","3","7","11","19","48","60"], nature: "static" },
  "email-campaign": { codes: ["57","58"], nature: "static" },
  "comments": { codes: ["16"], nature: "static" },
  "as-drawn": { codes: ["6","20","25","26","33","43","50","52","56","59","62","63","65","66","67","68"], nature: "static" },
  // views/accordion/kind.ts
  "accordion": { codes: ["69"], load: () => import('../../views/accordion/block') },
  // views/audio/kind.ts
  "audio": { codes: ["41"], load: () => import('../../views/audio/block') },
  // views/button/kind.ts
  "button": { codes: ["53"], load: () => import('../../views/button/block') },
  // views/calendar/kind.ts
  "calendar": { parts: () => ["blocks/tour-dates.js"], load: () => import('../../views/calendar/block') },
  // views/cart-indicator/kind.ts
  "cart-indicator": { liveAtOnce: true, load: () => import('../../views/cart-indicator/block') },
  // views/cart-page/kind.ts
  "cart-page": { load: () => import('../../views/cart-page/block') },
  // views/chart/kind.ts
  "chart": { load: () => import('../../views/chart/block') },
  // views/donation/kind.ts
  "donation": { liveAtOnce: true, load: () => import('../../views/donation/block') },
  // views/embed/kind.ts
  "embed": { codes: ["22"], nature: "static", load: () => import('../../views/embed/block') },
  // views/follow-button/kind.ts
  "follow": { load: () => import('../../views/follow-button/block') },
  // views/form/kind.ts
  "form": { codes: ["9"], components: ["website.components.form"], load: () => import('../../views/form/block') },
  // views/gallery/kind.ts
  "gallery": { codes: ["8"], bootsWhenAddressed: true, parts: ({ design, autoplay }) => /^(grid|autogrid|autocolumns|autorows|list)$/.test(String(design)) ? ["blocks/gallery-collection.js"] : ["blocks/gallery-designs.js", ...autoplay === true ? ["blocks/gallery-autoplay.js"] : []], dataErrors: {"decode":"Error decoding gallery block data.","evaluate":"Error evaluating gallery block data."}, load: () => import('../../views/gallery/block') },
  // views/image/kind.ts
  "image": { codes: ["5"], load: () => import('../../views/image/block') },
  // views/map/kind.ts
  "map": { codes: ["4"], components: ["website.components.map"], load: () => import('../../views/map/block') },
  // views/marquee/kind.ts
  "marquee": { codes: ["70"], load: () => import('../../views/marquee/block') },
  // views/member-area/kind.ts
  "member-area": { load: () => import('../../views/member-area/block') },
  // views/menu/kind.ts
  "menu": { codes: ["18"], load: () => import('../../views/menu/block') },
  // views/newsletter/kind.ts
  "newsletter": { codes: ["51"], load: () => import('../../views/newsletter/block') },
  // views/pricing-toggle/kind.ts
  "pricing-toggle": { load: () => import('../../views/pricing-toggle/block') },
  // views/product/kind.ts
  "product": { load: () => import('../../views/product/block') },
  // views/reviews/kind.ts
  "reviews-request": { load: () => import('../../views/reviews/block') },
  // views/search/kind.ts
  "search": { load: () => import('../../views/search/block') },
  // views/summary-v2/kind.ts
  "summary-v2": { codes: ["55"], load: () => import('../../views/summary-v2/block') },
  // views/summary/kind.ts
  "summary": { load: () => import('../../views/summary/block') },
  // views/third-party/acuity.kind.ts
  "acuity": { load: () => import('../../views/third-party/acuity') },
  // views/third-party/opentable.kind.ts
  "opentable": { load: () => import('../../views/third-party/opentable') },
  // views/third-party/soundcloud.kind.ts
  "soundcloud": { load: () => import('../../views/third-party/soundcloud') },
  // views/third-party/table-booking.kind.ts
  "table-booking": { load: () => import('../../views/third-party/table-booking') },
  // views/third-party/zola.kind.ts
  "zola": { load: () => import('../../views/third-party/zola') },
  // views/tour-dates/kind.ts
  "tour-dates": { load: () => import('../../views/tour-dates/block') },
  // views/video/kind.ts
  "video": { codes: ["32"], load: () => import('../../views/video/block') },
} as const satisfies Record<string, BlockKindEntry>;

/** What the spec, the tests and the docs say of a kind, which no page needs (left out of the bundles). */
export const KIND_FACTS = {
  "accordion": { spec: true, readsPublished: true },
  "audio": { spec: true, readsPublished: true },
  "button": { spec: true, readsPublished: true },
  "calendar": { spec: true },
  "chart": { spec: true },
  "donation": { spec: true },
  "embed": { spec: true },
  "form": { spec: true, readsPublished: true },
  "gallery": { spec: true, readsPublished: true },
  "image": { spec: true, readsPublished: true },
  "map": { spec: true, readsPublished: true },
  "marquee": { spec: true, readsPublished: true },
  "member-area": { spec: true },
  "menu": { spec: true, readsPublished: true },
  "newsletter": { spec: true, readsPublished: true },
  "product": { spec: true, readsPublished: true },
  "search": { spec: true },
  "summary-v2": { readsPublished: true },
  "summary": { spec: true },
  "acuity": { spec: true },
  "opentable": { spec: true },
  "soundcloud": { spec: true },
  "table-booking": { spec: true },
  "zola": { spec: true },
  "tour-dates": { spec: true },
  "video": { spec: true, readsPublished: true },
} as const satisfies Record<string, BlockKindFacts>;

/** The kind of each numeric block-type code (accordion 69 and marquee 70 are visitor-runtime §3's). */
export const BLOCK_CODES: Readonly<Record<string, string>> = { "2": "text", "21": "spacer", "23": "code", "31": "quote", "47": "horizontal-rule", "54": "social-links", "1337": "website-component", "44": "markdown", "12": "links", "13": "links", "14": "links", "17": "links", "27": "links", "28": "links", "29": "links", "30": "links", "49": "links", "61": "links", "10": "outside-service", "24": "outside-service", "42": "outside-service", "45": "outside-service", "46": "outside-service", "1": "legacy", "3": "legacy", "7": "legacy", "11": "legacy", "19": "legacy", "48": "legacy", "60": "legacy", "57": "email-campaign", "58": "email-campaign", "16": "comments", "6": "as-drawn", "20": "as-drawn", "25": "as-drawn", "26": "as-drawn", "33": "as-drawn", "43": "as-drawn", "50": "as-drawn", "52": "as-drawn", "56": "as-drawn", "59": "as-drawn", "62": "as-drawn", "63": "as-drawn", "65": "as-drawn", "66": "as-drawn", "67": "as-drawn", "68": "as-drawn", "69": "accordion", "41": "audio", "53": "button", "22": "embed", "9": "form", "8": "gallery", "5": "image", "4": "map", "70": "marquee", "18": "menu", "51": "newsletter", "55": "summary-v2", "32": "video" };

/** The kinds visitor-runtime §2 names (`spec`), in the table's order. */
export const SPEC_BLOCK_KINDS = ["accordion", "audio", "button", "calendar", "chart", "donation", "embed", "form", "gallery", "image", "map", "marquee", "member-area", "menu", "newsletter", "product", "search", "summary", "acuity", "opentable", "soundcloud", "table-booking", "zola", "tour-dates", "video"] as const;
