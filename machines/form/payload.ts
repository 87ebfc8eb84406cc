import type { FormConfig, FormField } from '../../runtime/schemas/form';
import { valueOfField, type FieldValue, type FormValues } from './values';

/**
 * One field's value as SaveFormSubmission wants it (visitor-runtime §3 "Form item value shapes"): date, name, time,
 * address: the list of parts; phone: the list, with an empty country part prepended when it has 3 parts; checkbox:
 * the checked values (in option order); likert: question → rating, answered questions only (in option order);
 * everything else, hidden included: the text. A value of the wrong shape is sent as the field's empty value.
 */
function payloadValue(field: FormField, values: FormValues): FieldValue {
  const value = valueOfField(field, values)!;
  switch (field.type) {
    case 'phone':
      return value.length === 3 ? ['', ...(value as string[])] : value;
    case 'checkbox':
      return field.options.filter((option) => (value as string[]).includes(option));
    case 'likert': {
      const answers = value as Record<string, string>;
      const answered = field.options.filter((q) => Object.prototype.hasOwnProperty.call(answers, q));
      return Object.fromEntries(answered.map((q) => [q, answers[q]!]));
    }
    default:
      return value;
  }
}

/** Field id → value for every field but sections: the `form` map of the payload. Values are data, never HTML: they
 * are sent as typed. */
export function formMap(fields: readonly FormField[], values: FormValues): Record<string, FieldValue> {
  return Object.fromEntries(
    fields.filter((field) => field.type !== 'section').map((field) => [field.id, payloadValue(field, values)]),
  );
}

/** What the runtime knows about the page at submit time (census event fields, visitor-runtime §3). */
export interface PageInfo {
  title: string;
  path: string;
  url: string;
  referrer: string;
  userAgent: string;
  /** Milliseconds since the epoch. */
  clientDate: number;
  viewportInnerWidth: number;
  viewportInnerHeight: number;
  screenWidth: number;
  screenHeight: number;
  /** null when unknown (required keys, so that a caller cannot drop one by misnaming it). */
  websiteId: string | null;
  templateId: string | null;
  /** Sent as `website_locale`. */
  locale: string | null;
  collectionId: string | null;
  itemId: string | null;
  recordType?: number | string | null;
  queryString: string;
  localStorageSupported: boolean;
}

export interface SubmissionInput {
  config: FormConfig;
  values: FormValues;
  /** From FormSubmissionKey. */
  key: string;
  captchaKey?: string | null;
  page: PageInfo;
}

type Census = Partial<{
  url: string;
  userAgent: string;
  clientDate: number;
  viewportInnerHeight: number;
  viewportInnerWidth: number;
  screenHeight: number;
  screenWidth: number;
  websiteId: string;
  templateId: string;
  website_locale: string;
  title: string;
  itemId: string;
  recordType: number | string;
  localStorageSupported: boolean;
  queryString: string;
  referrer: string;
}>;

/** First variant (form block): its own fields plus the census event fields. (Type aliases, not interfaces, so a
 * payload is assignable to the data layer's `Record<string, unknown>`.) */
export type FirstVariantPayload = Census & {
  key: string;
  formId: string;
  collectionId: string;
  objectName: string;
  isOverlayForm: boolean;
  submitButtonText: string;
  /** JSON text of formMap. */
  form: string;
  captchaKey: string;
};

/** Second variant (page context). */
export type SecondVariantPayload = {
  key: string;
  form: string;
  captchaKey?: string;
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
};

export type SubmissionPayload = FirstVariantPayload | SecondVariantPayload;

/** Keeps only the entries with a value: no null or undefined (form encoding would send them as text) and no
 * non-finite number (the schema's numbers are finite). */
function known<T extends object>(record: T): T {
  return Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== undefined && v !== null && (typeof v !== 'number' || Number.isFinite(v))),
  ) as T;
}

/**
 * The SaveFormSubmission payload (visitor-runtime §3), in the variant `config.submission.variant` names.
 * - collection → first variant. Its own fields are always there ('' when unknown; captchaKey '' without a captcha,
 *   as §3 lists it without "optional"); collectionId is the submission's, else the page's. The census fields are
 *   there when known.
 * - page → second variant: captchaKey only when there is one; pageTitle and pagePath from the configuration, else the
 *   document's.
 */
export function buildSubmission({ config, values, key, captchaKey, page }: SubmissionInput): SubmissionPayload {
  const form = JSON.stringify(formMap(config.fields, values));
  const target = config.submission;
  if (target.variant === 'page') {
    return {
      key,
      form,
      ...(captchaKey ? { captchaKey } : {}),
      pageTitle: target.pageTitle ?? page.title,
      pageId: target.pageId,
      contentSource: target.contentSource,
      pagePath: target.pagePath ?? page.path,
      pagePermissionTypeValue: target.pagePermissionTypeValue,
    };
  }
  const census: Census = known({
    url: page.url,
    userAgent: page.userAgent,
    clientDate: page.clientDate,
    viewportInnerHeight: page.viewportInnerHeight,
    viewportInnerWidth: page.viewportInnerWidth,
    screenHeight: page.screenHeight,
    screenWidth: page.screenWidth,
    websiteId: page.websiteId,
    templateId: page.templateId,
    website_locale: page.locale,
    title: page.title,
    itemId: page.itemId,
    recordType: page.recordType,
    localStorageSupported: page.localStorageSupported,
    queryString: page.queryString,
    referrer: page.referrer,
  } as Census);
  return {
    ...census,
    key,
    formId: target.formId,
    collectionId: target.collectionId ?? page.collectionId ?? '',
    objectName: target.objectName ?? '',
    isOverlayForm: target.isOverlayForm,
    submitButtonText: config.submitButtonText,
    form,
    captchaKey: captchaKey ?? '',
  };
}
