// Payload and answer schemas of the platform API (visitor-runtime §3 and §7, display-widgets §7).
// Shared by the browser runtime (to build requests and read answers) and the reference server (to validate them),
// so this file imports nothing but zod/mini, the trail's length (a constant) and, as types only, the charts' domain
// types it reads.
import * as z from 'zod/mini';
import { TRAIL_STEPS } from '../machines/shared/trail';
import type { ErrorReportEvent } from '../machines/error-reporter/types';
import type { TraceEntry } from '../machines/trace-batcher/types';
import type { Expect, SameType } from './schemas/same-type';

export type { ErrorReportEvent, TraceEntry };

// ---- helpers: form-encoded bodies carry every value as text, JSON bodies carry real types; accept both ----

/** A boolean, or its text form 'true'/'false'. */
const looseBoolean = z.pipe(
  z.transform((value: unknown) => (value === 'true' ? true : value === 'false' ? false : value)),
  z.boolean(),
);

/** A finite number, or a decimal numeral as text. */
const looseNumber = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value)),
  z.number(),
);

const nonEmpty = z.string().check(z.minLength(1));
const optionalText = z.nullish(z.string());

/** A value that travels as JSON text inside a field (form-encoded `data`, `form`, `widgetJSON`); an already
 * decoded value (a JSON body) is accepted as is. Issues inside keep the field's path. */
export function jsonField<T extends z.ZodMiniType>(inner: T) {
  return z.pipe(
    z.transform((value: unknown, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'must be valid JSON', input: value });
        return z.NEVER;
      }
    }),
    inner,
  );
}

// ---- answers shared by many endpoints ----

export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.output<typeof apiErrorSchema>;

/** 400 answer of a form submission with per-field messages (visitor-runtime §5). */
export const fieldErrorsSchema = z.object({ errors: z.record(z.string(), z.string()) });
export type FieldErrors = z.output<typeof fieldErrorsSchema>;

/** Flags any data-layer answer may carry (visitor-runtime §8 "Data layer"). */
export const dataLayerFlagsSchema = z.looseObject({
  error: z.optional(z.string()),
  crumbFail: z.optional(z.boolean()),
  crumb: z.optional(z.string()),
  loginRequired: z.optional(z.boolean()),
  authorizationFail: z.optional(z.boolean()),
});
export type DataLayerFlags = z.output<typeof dataLayerFlagsSchema>;

// ---- forms ----

export const formSubmissionKeyResponseSchema = z.object({ key: nonEmpty });
export type FormSubmissionKeyResponse = z.output<typeof formSubmissionKeyResponseSchema>;

/** One form item's value (visitor-runtime §3 "Form item value shapes"): text, list (date, name, time, address,
 * phone, checkbox) or likert map of question to chosen value. */
export const formValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
  z.record(z.string(), z.union([z.string(), z.number()])),
]);
export type FormValue = z.output<typeof formValueSchema>;

/** Map of form-item id to value; sent as JSON text in the `form` field. */
export const formFieldsSchema = z.record(nonEmpty, formValueSchema);
export type FormFields = z.output<typeof formFieldsSchema>;

/** Census hit data (visitor-runtime §3 "Census hit payload"); extra fields are kept. */
const censusShape = {
  userAgent: optionalText,
  clientDate: z.optional(looseNumber),
  viewportInnerHeight: z.optional(looseNumber),
  viewportInnerWidth: z.optional(looseNumber),
  screenHeight: z.optional(looseNumber),
  screenWidth: z.optional(looseNumber),
  websiteId: optionalText,
  templateId: optionalText,
  website_locale: optionalText,
  title: optionalText,
  itemId: optionalText,
  recordType: z.nullish(z.union([z.number(), z.string()])),
  collectionId: optionalText,
  localStorageSupported: z.optional(looseBoolean),
  queryString: optionalText,
  referrer: optionalText,
};

export const censusHitDataSchema = z.looseObject({ ...censusShape, url: nonEmpty });
export type CensusHitData = z.output<typeof censusHitDataSchema>;

/** First variant: form block submission, with the census event fields alongside. */
export const formSubmissionFirstVariantSchema = z.looseObject({
  ...censusShape,
  url: optionalText,
  key: nonEmpty,
  formId: nonEmpty,
  collectionId: optionalText,
  objectName: optionalText,
  isOverlayForm: z.optional(looseBoolean),
  submitButtonText: optionalText,
  form: jsonField(formFieldsSchema),
  captchaKey: optionalText,
});
export type FormSubmissionFirstVariant = z.output<typeof formSubmissionFirstVariantSchema>;

/** Second variant: page-context submission. */
export const formSubmissionSecondVariantSchema = z.looseObject({
  key: nonEmpty,
  form: jsonField(formFieldsSchema),
  captchaKey: optionalText,
  pageTitle: z.string(),
  pageId: nonEmpty,
  contentSource: z.enum(['i', 'c']),
  pagePath: z.string(),
  pagePermissionTypeValue: looseNumber,
});
export type FormSubmissionSecondVariant = z.output<typeof formSubmissionSecondVariantSchema>;

export const formSubmissionSchema = z.union([formSubmissionFirstVariantSchema, formSubmissionSecondVariantSchema]);
export type FormSubmission = z.output<typeof formSubmissionSchema>;

/** Picks the variant schema for a payload (only the first variant has formId), so that validation errors name
 * the failing field instead of a bare union failure. */
export function formSubmissionSchemaFor(payload: unknown) {
  const hasFormId = typeof payload === 'object' && payload !== null && 'formId' in payload;
  return hasFormId ? formSubmissionFirstVariantSchema : formSubmissionSecondVariantSchema;
}

export const saveFormSubmissionResponseSchema = z.object({ success: z.literal(true) });
export type SaveFormSubmissionResponse = z.output<typeof saveFormSubmissionResponseSchema>;

// ---- session ----

export const sessionLoginSchema = z.object({
  email: z.email(),
  password: nonEmpty,
  rememberMe: z.optional(looseBoolean),
});
export type SessionLogin = z.output<typeof sessionLoginSchema>;

export const sessionLoginResponseSchema = z.object({ xsrfToken: nonEmpty });
export type SessionLoginResponse = z.output<typeof sessionLoginResponseSchema>;

/** Query of DELETE session (logout that may keep the cart). */
export const sessionLogoutQuerySchema = z.object({ cloneCart: z.optional(z.enum(['true', 'false'])) });
export type SessionLogoutQuery = z.output<typeof sessionLogoutQuerySchema>;

// ---- error reports and traces ----

/** The flight recorder's trail a report and a trace entry carry (machines/shared/trail.ts, docs/telemetry.md). */
export const trailSchema = z
  .array(
    z.object({
      ms: z.number(),
      actor: z.string(),
      chart: z.string(),
      block: z.optional(z.string()),
      kind: z.optional(z.string()),
      from: z.string(),
      to: z.string(),
      event: z.string(),
    }),
  )
  .check(z.maxLength(TRAIL_STEPS));

export const errorReportEventSchema = z.object({
  event: nonEmpty,
  data: z.looseObject({
    websiteId: optionalText,
    templateId: optionalText,
    url: z.string(),
    userAgent: optionalText,
    app: optionalText,
    message: z.string(),
    // the runtime cuts stacks to 5000 characters (visitor-runtime §8)
    stack: z.nullish(z.string().check(z.maxLength(5000))),
    file: optionalText,
    line: z.nullish(looseNumber),
    column: z.nullish(looseNumber),
    custom: z.optional(z.unknown()),
  }),
  timestamp: looseNumber,
  trail: z.optional(trailSchema),
});
export type ReportSchemaReadsErrorReportEvent = Expect<SameType<z.output<typeof errorReportEventSchema>, ErrorReportEvent>>;

/** At most 20 reports per page (visitor-runtime §9), so a batch never exceeds that. */
export const errorReportBatchSchema = z.array(errorReportEventSchema).check(z.minLength(1), z.maxLength(20));
export type ErrorReportBatch = z.output<typeof errorReportBatchSchema>;

export const traceEntrySchema = z.object({ pageUrl: z.string(), type: nonEmpty, data: z.optional(z.unknown()), trail: z.optional(trailSchema) });
export type TraceSchemaReadsTraceEntry = Expect<SameType<z.output<typeof traceEntrySchema>, TraceEntry>>;

export const traceBatchSchema = z.object({ data: jsonField(z.array(traceEntrySchema)) });
export type TraceBatch = z.output<typeof traceBatchSchema>;

// ---- tracking, census, events ----

export const trackQuerySchema = z.looseObject({
  source: z.optional(z.string()),
  campaign: z.optional(z.string()),
  subcampaign: z.optional(z.string()),
  channel: z.optional(z.string()),
  subchannel: z.optional(z.string()),
  refer: z.optional(z.string()),
  variation: z.optional(z.string()),
  mkwid: z.optional(z.string()),
  landing: z.optional(z.string()),
  rk: z.optional(z.string()),
  lang: z.optional(z.string()),
  screen: z.optional(z.string().check(z.regex(/^\d+x\d+$/, 'must be <width>x<height>'))),
});
export type TrackQuery = z.output<typeof trackQuerySchema>;

export const widgetRenderingRequestSchema = z.object({
  widgetJSON: jsonField(
    z.object({ type: z.union([z.string(), z.number()]), id: nonEmpty, value: z.optional(z.unknown()) }),
  ),
  collectionId: nonEmpty,
});
export type WidgetRenderingRequest = z.output<typeof widgetRenderingRequestSchema>;

export const widgetRenderingResponseSchema = z.object({ html: z.string() });
export type WidgetRenderingResponse = z.output<typeof widgetRenderingResponseSchema>;

export const censusHitSchema = z.object({
  event: z.union([nonEmpty, z.number()]),
  data: jsonField(censusHitDataSchema),
  ss_cvr: z.optional(z.string()),
});
export type CensusHit = z.output<typeof censusHitSchema>;

/** button-click and button-render; context 1 is a button block, 2 a popup overlay. */
export const censusButtonSchema = z.looseObject({
  id: nonEmpty,
  buttonText: optionalText,
  clickthroughUrl: optionalText,
  alignment: optionalText,
  size: optionalText,
  newWindow: z.optional(looseBoolean),
  context: z.pipe(looseNumber, z.number().check(z.refine((n) => n === 1 || n === 2, 'must be 1 or 2'))),
  visitorCookie: optionalText,
});
export type CensusButton = z.output<typeof censusButtonSchema>;

export const censusFormRenderSchema = z.object({ formId: nonEmpty, visitorCookie: optionalText });
export type CensusFormRender = z.output<typeof censusFormRenderSchema>;

export const censusOverlaySchema = z.looseObject({ visitorCookie: z.string() });
export type CensusOverlay = z.output<typeof censusOverlaySchema>;

/** Path parameter of /api/census/RecordQuickView/{id}. */
export const censusQuickViewSchema = z.object({ id: z.string().check(z.regex(/^[\w-]{1,64}$/, 'must be an item id')) });
export type CensusQuickView = z.output<typeof censusQuickViewSchema>;

export const recordEventRequestSchema = z.object({
  crumb: nonEmpty,
  event: nonEmpty,
  data: jsonField(z.record(z.string(), z.unknown())),
});
export type RecordEventRequest = z.output<typeof recordEventRequestSchema>;

/** Events service body; 200 and 202 count as success. */
export const eventsServiceRequestSchema = z.object({
  analyticsId: nonEmpty,
  commonData: z.record(z.string(), z.unknown()),
  customData: z.record(z.string(), z.unknown()),
  customSchemaName: nonEmpty,
});
export type EventsServiceRequest = z.output<typeof eventsServiceRequestSchema>;

// ---- performance, session recording, site ----

export const performanceSettingsResponseSchema = z.object({ pageLoadId: nonEmpty });
export type PerformanceSettingsResponse = z.output<typeof performanceSettingsResponseSchema>;

/** Sent as text (beacon), so the server decodes the JSON itself. */
export const performanceRecordsSchema = z.array(z.record(z.string(), z.unknown()));
export type PerformanceRecords = z.output<typeof performanceRecordsSchema>;

export const sessionRecordingIdResponseSchema = z.object({ id: nonEmpty });
export type SessionRecordingIdResponse = z.output<typeof sessionRecordingIdResponseSchema>;

export const headerFooterSchema = z.object({ header: z.string(), footer: z.string() });
export type HeaderFooter = z.output<typeof headerFooterSchema>;

/** Answer of /api/demo/echo, the data-layer test endpoint. */
export const echoResponseSchema = z.object({
  method: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  body: z.unknown(),
});
export type EchoResponse = z.output<typeof echoResponseSchema>;

/** The search preview's query (`GET /api/search/GetSearchPreview?q=`) and answer: at most a few results, title and address. */
export const searchPreviewQuerySchema = z.object({ q: z.string() });
export type SearchPreviewQuery = z.output<typeof searchPreviewQuerySchema>;
export const searchPreviewResponseSchema = z.object({ items: z.array(z.object({ title: z.string(), url: z.string() })) });
export type SearchPreviewResponse = z.output<typeof searchPreviewResponseSchema>;
