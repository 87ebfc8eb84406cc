// The one table of block kinds (docs/contract.md "Blocks"): the block machinery (identify.ts first) and the build
// (esbuild.mjs, `blocks/<kind>` entries) all read it. A kind is listed once, with everything known about it.
// No value imports: esbuild.mjs evaluates this file on its own to find the chunks.
import type { BlockModule } from './contract';

export interface BlockKindEntry {
  /** Numeric block-type codes: the platform's published pages use them, and our contract accepts them for the name. */
  codes?: readonly string[];
  /** 'static': a published page's server rendered it complete and the runtime leaves it; 'interactive': it boots. */
  nature: 'static' | 'interactive';
  /**
   * Named in visitor-runtime §2 "Blocks initialised on a page": the spec's words lower-cased, spaces as hyphens
   * ('tour dates' → 'tour-dates'; SoundCloud, Acuity, Zola → 'soundcloud', 'acuity', 'zola'). "table-booking (two
   * kinds)" gives two names: 'table-booking' for the first kind and 'opentable' for the second (§3's second block
   * numbering lists "opentable v2", and "tock"). Comments, cookie banner, announcement bar, overlays and popups,
   * product reviews page, cart page and custom font loading are page features, not blocks.
   */
  spec?: true;
  /**
   * The kind's lazy chunk. The build takes its entry `blocks/<kind>` from the module this function imports, so the
   * loader is the only place that names it. Absent: the kind is not built yet and its blocks are skipped with a warning.
   */
  load?: () => Promise<BlockModule<any>>;
  /** The chunk reads the platform's published markup (its `readPublished`, docs/published-pages.md). */
  readsPublished?: true;
  /**
   * The kind boots at load wherever it is on the page, instead of on approach: docs/contract.md "When a block boots"
   * says which and why. Absent: it boots on approach.
   */
  liveAtOnce?: true;
  /** Boots at load when the address names an item inside it (runtime/blocks/address.ts). */
  bootsWhenAddressed?: true;
  /**
   * The chunks of its kind (build paths) a block will need beside its own, told from its configuration
   * (data-block-json) before that chunk has loaded: asked for with it, not a round trip after it has run. Absent: none.
   */
  parts?: (config: { readonly [field: string]: unknown }) => string[];
  /** The kind's own messages for data that cannot be decoded (not JSON) or evaluated (fails its schema), display-widgets §8. */
  dataErrors?: { decode: string; evaluate: string };
}

const KINDS = {
  accordion: { codes: ['69'], nature: 'interactive', spec: true, load: () => import('../../views/accordion/block'), readsPublished: true },
  form: { codes: ['9'], nature: 'interactive', spec: true, load: () => import('../../views/form/block'), readsPublished: true },
  newsletter: { codes: ['51'], nature: 'interactive', spec: true, load: () => import('../../views/newsletter/block'), readsPublished: true },
  donation: {
    nature: 'interactive',
    spec: true,
    load: () => import('../../views/donation/block'),
    // Its server-rendered button leads elsewhere until the block points it at the checkout (a link is followed natively).
    liveAtOnce: true,
  },
  gallery: {
    codes: ['8'],
    nature: 'interactive',
    spec: true,
    load: () => import('../../views/gallery/block'),
    readsPublished: true,
    bootsWhenAddressed: true,
    // Its designs and autoplay are chunks of its own (views/gallery/designs.ts): the grid-like designs' settings are
    // their names (machines/gallery/designs.ts DESIGN_BY_SETTING); a collection has no autoplay.
    parts: ({ design, autoplay }) =>
      /^(grid|autogrid|autocolumns|autorows|list)$/.test(String(design))
        ? ['blocks/gallery-collection.js']
        : ['blocks/gallery-designs.js', ...(autoplay === true ? ['blocks/gallery-autoplay.js'] : [])],
    dataErrors: { decode: 'Error decoding gallery block data.', evaluate: 'Error evaluating gallery block data.' },
  },
  image: { codes: ['5'], nature: 'interactive', spec: true, load: () => import('../../views/image/block'), readsPublished: true },
  video: { codes: ['32'], nature: 'interactive', spec: true, load: () => import('../../views/video/block'), readsPublished: true },
  follow: { nature: 'interactive', load: () => import('../../views/follow-button/block') },
  map: { codes: ['4'], nature: 'interactive', spec: true, load: () => import('../../views/map/block'), readsPublished: true },
  menu: { codes: ['18'], nature: 'interactive', spec: true, load: () => import('../../views/menu/block'), readsPublished: true },
  // Binds onto the server's link: the §5 link rules and the census of the button (no React, no chart).
  button: { codes: ['53'], nature: 'interactive', spec: true, load: () => import('../../views/button/block'), readsPublished: true },
  marquee: { codes: ['70'], nature: 'interactive', spec: true, load: () => import('../../views/marquee/block'), readsPublished: true },
  // Member access (visitor-runtime §4): the two price options of a membership offer; no platform markup is known (docs/blocks.md).
  'pricing-toggle': { nature: 'interactive', load: () => import('../../views/pricing-toggle/block') },
  // The storefront (docs/commerce.md). The indicator's badge must show the server's count on every page at once.
  'cart-indicator': { nature: 'interactive', load: () => import('../../views/cart-indicator/block'), liveAtOnce: true },
  // Published product pages' details sections are read as product blocks (runtime/blocks/selector.ts).
  product: { nature: 'interactive', spec: true, load: () => import('../../views/product/block'), readsPublished: true },
  'cart-page': { nature: 'interactive', load: () => import('../../views/cart-page/block') },
  'reviews-request': { nature: 'interactive', load: () => import('../../views/reviews/block') },
  // Third-party players and scripts (docs/blocks.md "Third-party blocks"): one shared chunk, a small entry per kind.
  'table-booking': { nature: 'interactive', spec: true, load: () => import('../../views/third-party/table-booking') },
  opentable: { nature: 'interactive', spec: true, load: () => import('../../views/third-party/opentable') },
  soundcloud: { nature: 'interactive', spec: true, load: () => import('../../views/third-party/soundcloud') },
  acuity: { nature: 'interactive', spec: true, load: () => import('../../views/third-party/acuity') },
  zola: { nature: 'interactive', spec: true, load: () => import('../../views/third-party/zola') },
  // The server's <audio> with native controls (a published block's drawn from its track), one playing at a time with the videos.
  audio: { codes: ['41'], nature: 'interactive', spec: true, load: () => import('../../views/audio/block'), readsPublished: true },
  // A carousel moved by the gallery's chart; a list or grid as drawn (docs/blocks.md "Summary").
  'summary-v2': { codes: ['55'], nature: 'interactive', load: () => import('../../views/summary-v2/block'), readsPublished: true },
  // Members-only content shown as such to a signed-in account, locked for a visitor (docs/blocks.md "Member area").
  'member-area': { nature: 'interactive', spec: true, load: () => import('../../views/member-area/block') },
  // Submits to /search; its preview is a chunk of its own, downloaded on the field's first need (docs/blocks.md "Search").
  search: { nature: 'interactive', spec: true, load: () => import('../../views/search/block') },
  // A bar chart drawn as SVG with its data table (docs/blocks.md "Chart").
  chart: { nature: 'interactive', spec: true, load: () => import('../../views/chart/block') },
  // The server's list of events as a month grid (docs/blocks.md "Calendar"), read by the tour dates chunk.
  calendar: { nature: 'interactive', spec: true, load: () => import('../../views/calendar/block'), parts: () => ['blocks/tour-dates.js'] },
  // The server's list of shows in their time zones, the past ones hidden (docs/blocks.md "Tour dates").
  'tour-dates': { nature: 'interactive', spec: true, load: () => import('../../views/tour-dates/block') },
  // An event summary loads the platform's rendering of its widget (docs/blocks.md "Summary").
  summary: { nature: 'interactive', spec: true, load: () => import('../../views/summary/block') },
  // Published complete by the server: nothing to boot.
  text: { codes: ['2'], nature: 'static' },
  spacer: { codes: ['21'], nature: 'static' },
  // Published pages' embeds (22) are rendered complete; our contract's boot: the owner's html in a sandboxed frame.
  embed: { codes: ['22'], nature: 'static', spec: true, load: () => import('../../views/embed/block') },
  code: { codes: ['23'], nature: 'static' },
  quote: { codes: ['31'], nature: 'static' },
  'horizontal-rule': { codes: ['47'], nature: 'static' },
  'social-links': { codes: ['54'], nature: 'static' },
  'website-component': { codes: ['1337'], nature: 'static' },
  // Published codes with no behaviour on the visitor's page, left as the server drew them (docs/published-pages.md
  // "Blocks" gives each code's reason): markdown rendered as HTML; links and lists of links into the site; other
  // services' content; the numbering's deprecated codes and those not in production; email-campaign blocks; the
  // comments block (a page feature of its own); and codes whose published markup is not known.
  markdown: { codes: ['44'], nature: 'static' },
  links: { codes: ['12', '13', '14', '17', '27', '28', '29', '30', '49', '61'], nature: 'static' },
  'outside-service': { codes: ['10', '24', '42', '45', '46'], nature: 'static' },
  legacy: { codes: ['1', '3', '7', '11', '19', '48', '60'], nature: 'static' },
  'email-campaign': { codes: ['57', '58'], nature: 'static' },
  comments: { codes: ['16'], nature: 'static' },
  'as-drawn': { codes: ['6', '20', '25', '26', '33', '43', '50', '52', '56', '59', '62', '63', '65', '66', '67', '68'], nature: 'static' },
} as const satisfies Record<string, BlockKindEntry>;

/** Every block kind by name (kebab case). Not frozen: tests stand a loader in for a kind they name. */
export const blockRegistry: Record<string, BlockKindEntry> = KINDS;

/** The kinds of visitor-runtime §2, by name. */
export type SpecBlockKind = { [K in keyof typeof KINDS]: (typeof KINDS)[K] extends { spec: true } ? K : never }[keyof typeof KINDS];
export const SPEC_BLOCK_KINDS = Object.keys(KINDS).filter((kind) => blockRegistry[kind]!.spec) as SpecBlockKind[];

/** The registry entry of `kind`, if it has one (an own property: 'constructor' is no kind). */
export const blockKind = (kind: string): BlockKindEntry | undefined => (Object.hasOwn(blockRegistry, kind) ? blockRegistry[kind] : undefined);

/** The kind a numeric code names, if any. */
export function kindOfCode(code: string): string | undefined {
  return Object.keys(blockRegistry).find((kind) => blockRegistry[kind]!.codes?.includes(code));
}
