import * as z from 'zod/mini';
import './messages';

/**
 * The site context of visitor-runtime §1, as a published page gives it in
 * `<script type="application/json" id="site-context">`. Unknown extra fields are kept (the platform adds fields
 * over time); known fields must have the right type. Values the runtime interprets later (cookie banner settings,
 * popup overlay settings) are only shape-checked here and normalised by their own rules.
 */
const id = z.union([z.string(), z.number()]);
const looseRecord = z.record(z.string(), z.unknown());

export const websiteSchema = z.looseObject({
  id: z.optional(z.string()),
  identifier: z.optional(z.string()),
  baseUrl: z.optional(z.string()),
  developerMode: z.optional(z.boolean()),
  cloneable: z.optional(z.boolean()),
  typekitId: z.optional(z.nullable(z.string())),
});

export const siteContextSchema = z.looseObject({
  website: z._default(websiteSchema, {}),
  websiteType: z.optional(z.number()),
  siteStatus: z.optional(z.looseObject({ value: z.optional(z.number()) })),
  storeSettings: z._default(
    z.looseObject({
      expressCheckout: z.optional(z.boolean()),
      measurementStandard: z.optional(z.union([z.literal(1), z.literal(2)])),
      selectedCurrency: z._default(z.string(), 'USD'),
    }),
    { selectedCurrency: 'USD' },
  ),
  useEscapeKeyToLogin: z._default(z.boolean(), false),
  authenticatedAccount: z.optional(z.nullable(z.looseObject({ id: z.optional(z.string()) }))),
  websiteRoles: z._default(z.record(z.string(), z.unknown()), {}),
  accessPermissions: z._default(z.array(z.union([z.number(), z.string()])), []),
  cookieSettings: z._default(looseRecord, {}),
  websiteSettings: z._default(
    z.looseObject({
      disqusShortname: z.optional(z.nullable(z.string())),
      commentsEnabled: z.optional(z.boolean()),
      pinterestOverlayOptions: z.optional(z.looseObject({ mode: z.optional(z.string()) })),
      popupOverlaySettings: z.optional(looseRecord),
      mobileInfoBarSettings: z.optional(looseRecord),
    }),
    {},
  ),
  collection: z.optional(z.nullable(looseRecord)),
  item: z.optional(z.nullable(looseRecord)),
  collectionId: z.optional(z.nullable(z.string())),
  itemId: z.optional(z.nullable(z.string())),
  pageType: z.optional(z.number()),
  showAnnouncementBar: z._default(z.boolean(), false),
  demoCollections: z._default(z.array(looseRecord), []),
  googleFonts: z._default(z.array(z.looseObject({ includeName: z.string() })), []),
  typekitFonts: z._default(z.array(z.looseObject({ id: id, variations: z.optional(z.array(z.string())) })), []),
  templateId: z.optional(z.string()),
  templateVersion: z.optional(z.union([z.literal('7'), z.literal('7.1'), z.literal('8'), z.literal(7), z.literal(7.1), z.literal(8)])),
  tweakJSON: z._default(looseRecord, {}),
  /**
   * Where the vendors' stand-ins are served (runtime/vendors.ts): a base address, `"/"` on the reference server's
   * demo pages. Absent on a real site: the vendors' real addresses.
   */
  vendorStandIns: z.optional(z.string()),
  /** `false` turns the flight recorder off: error reports and traces then carry no trail (docs/telemetry.md). */
  flightRecorder: z.optional(z.boolean()),
});

export type SiteContext = z.output<typeof siteContextSchema>;
