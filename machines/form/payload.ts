import { censusPageFields, type CensusPageFields, type PageInfo } from '../shared/census-fields';
import type { FormConfig, FormField } from './types';
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

export type { PageInfo };

export interface SubmissionInput {
  config: FormConfig;
  values: FormValues;
  /** From FormSubmissionKey. */
  key: string;
  captchaKey?: string | null;
  page: PageInfo;
}

/** The census fields a submission carries: those that are known (null and non-finite numbers left out). */
type Census = Partial<{ [K in keyof CensusPageFields]: NonNullable<CensusPageFields[K]> }>;

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
  const census = known(censusPageFields(page)) as Census;
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
