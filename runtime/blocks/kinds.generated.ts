// Written by scripts/build/block-kinds.mjs (`npm run kinds`) from every kind definition: do not edit. A test checks
// that it is current (runtime/blocks/registry.test.ts); the build refuses a table that is not.
import type { BlockKindEntry } from './contract';

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
  "accordion": { codes: ["69"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/accordion/block') },
  // views/audio/kind.ts
  "audio": { codes: ["41"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/audio/block') },
  // views/button/kind.ts
  "button": { codes: ["53"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/button/block') },
  // views/calendar/kind.ts
  "calendar": { nature: "interactive", spec: true, parts: () => ["blocks/tour-dates.js"], load: () => import('../../views/calendar/block') },
  // views/cart-indicator/kind.ts
  "cart-indicator": { nature: "interactive", liveAtOnce: true, load: () => import('../../views/cart-indicator/block') },
  // views/cart-page/kind.ts
  "cart-page": { nature: "interactive", load: () => import('../../views/cart-page/block') },
  // views/chart/kind.ts
  "chart": { nature: "interactive", spec: true, load: () => import('../../views/chart/block') },
  // views/donation/kind.ts
  "donation": { nature: "interactive", spec: true, liveAtOnce: true, load: () => import('../../views/donation/block') },
  // views/embed/kind.ts
  "embed": { codes: ["22"], nature: "static", spec: true, load: () => import('../../views/embed/block') },
  // views/follow-button/kind.ts
  "follow": { nature: "interactive", load: () => import('../../views/follow-button/block') },
  // views/form/kind.ts
  "form": { codes: ["9"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/form/block') },
  // views/gallery/kind.ts
  "gallery": { codes: ["8"], nature: "interactive", spec: true, readsPublished: true, bootsWhenAddressed: true, parts: ({ design, autoplay }) => /^(grid|autogrid|autocolumns|autorows|list)$/.test(String(design)) ? ["blocks/gallery-collection.js"] : ["blocks/gallery-designs.js", ...autoplay === true ? ["blocks/gallery-autoplay.js"] : []], dataErrors: {"decode":"Error decoding gallery block data.","evaluate":"Error evaluating gallery block data."}, load: () => import('../../views/gallery/block') },
  // views/image/kind.ts
  "image": { codes: ["5"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/image/block') },
  // views/map/kind.ts
  "map": { codes: ["4"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/map/block') },
  // views/marquee/kind.ts
  "marquee": { codes: ["70"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/marquee/block') },
  // views/member-area/kind.ts
  "member-area": { nature: "interactive", spec: true, load: () => import('../../views/member-area/block') },
  // views/menu/kind.ts
  "menu": { codes: ["18"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/menu/block') },
  // views/newsletter/kind.ts
  "newsletter": { codes: ["51"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/newsletter/block') },
  // views/pricing-toggle/kind.ts
  "pricing-toggle": { nature: "interactive", load: () => import('../../views/pricing-toggle/block') },
  // views/product/kind.ts
  "product": { nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/product/block') },
  // views/reviews/kind.ts
  "reviews-request": { nature: "interactive", load: () => import('../../views/reviews/block') },
  // views/search/kind.ts
  "search": { nature: "interactive", spec: true, load: () => import('../../views/search/block') },
  // views/summary-v2/kind.ts
  "summary-v2": { codes: ["55"], nature: "interactive", readsPublished: true, load: () => import('../../views/summary-v2/block') },
  // views/summary/kind.ts
  "summary": { nature: "interactive", spec: true, load: () => import('../../views/summary/block') },
  // views/third-party/acuity.kind.ts
  "acuity": { nature: "interactive", spec: true, load: () => import('../../views/third-party/acuity') },
  // views/third-party/opentable.kind.ts
  "opentable": { nature: "interactive", spec: true, load: () => import('../../views/third-party/opentable') },
  // views/third-party/soundcloud.kind.ts
  "soundcloud": { nature: "interactive", spec: true, load: () => import('../../views/third-party/soundcloud') },
  // views/third-party/table-booking.kind.ts
  "table-booking": { nature: "interactive", spec: true, load: () => import('../../views/third-party/table-booking') },
  // views/third-party/zola.kind.ts
  "zola": { nature: "interactive", spec: true, load: () => import('../../views/third-party/zola') },
  // views/tour-dates/kind.ts
  "tour-dates": { nature: "interactive", spec: true, load: () => import('../../views/tour-dates/block') },
  // views/video/kind.ts
  "video": { codes: ["32"], nature: "interactive", spec: true, readsPublished: true, load: () => import('../../views/video/block') },
} as const satisfies Record<string, BlockKindEntry>;
