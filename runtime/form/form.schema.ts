import * as z from 'zod/mini';
import type { FormConfig, FormField, SubmissionTarget } from '../../machines/form/types';
import '../schemas/messages';
import type { Expect, SameType } from '../schemas/same-type';

export type { FormConfig, FormField, FormFieldType, SubmissionTarget } from '../../machines/form/types';

/**
 * Configuration of the form family's blocks (`form`, `newsletter`), visitor-runtime §3 "Form field types".
 * Labels and descriptions are text; only `postSubmitHtml` is HTML (the site owner's, run with its scripts).
 */
const base = {
  id: z.string().check(z.minLength(1)),
  label: z._default(z.string(), ''),
  description: z.optional(z.string()),
  required: z._default(z.boolean(), false),
};
const simple = <T extends string>(type: T) => z.object({ ...base, type: z.literal(type), placeholder: z.optional(z.string()) });
const options = z.array(z.string().check(z.minLength(1))).check(z.minLength(1));

export const formFieldSchema = z.discriminatedUnion('type', [
  simple('text'),
  simple('email'),
  simple('currency'),
  simple('number'),
  simple('website'),
  simple('password'),
  simple('twitter'),
  z.object({ ...base, type: z.literal('textarea'), maxLength: z.optional(z.number().check(z.int(), z.positive())) }),
  z.object({ ...base, type: z.literal('name') }),
  z.object({ ...base, type: z.literal('address') }),
  z.object({ ...base, type: z.literal('phone'), showCountryCode: z._default(z.boolean(), false) }),
  z.object({ ...base, type: z.literal('date') }),
  z.object({ ...base, type: z.literal('time') }),
  z.object({ ...base, type: z.literal('section') }),
  z.object({ ...base, type: z.literal('radio'), options }),
  z.object({ ...base, type: z.literal('checkbox'), options }),
  z.object({ ...base, type: z.literal('select'), options }),
  /** Likert: one row per question (`options`), each rated on the fixed scale -2 … 2. */
  z.object({ ...base, type: z.literal('likert'), options }),
  /** Hidden: `key` names the query-string parameter that overrides `value`. */
  z.object({ ...base, type: z.literal('hidden'), key: z.string().check(z.minLength(1)), value: z._default(z.string(), '') }),
]);
export type FieldSchemaReadsFormField = Expect<SameType<z.output<typeof formFieldSchema>, FormField>>;

/** Which payload variant of visitor-runtime §3 the block submits with. */
export const submissionTargetSchema = z.discriminatedUnion('variant', [
  z.object({
    variant: z.literal('collection'),
    formId: z.string().check(z.minLength(1)),
    collectionId: z.optional(z.string()),
    objectName: z.optional(z.string()),
    isOverlayForm: z._default(z.boolean(), false),
  }),
  z.object({
    variant: z.literal('page'),
    pageId: z.string().check(z.minLength(1)),
    /** Defaults: the document's title and path. */
    pageTitle: z.optional(z.string()),
    pagePath: z.optional(z.string()),
    contentSource: z._default(z.enum(['i', 'c']), 'c'),
    pagePermissionTypeValue: z._default(z.number(), 1),
  }),
]);
export type TargetSchemaReadsSubmissionTarget = Expect<SameType<z.output<typeof submissionTargetSchema>, SubmissionTarget>>;

export const formConfigSchema = z.object({
  /** Names the form in drafts, census and DOM ids. */
  formId: z.string().check(z.minLength(1)),
  fields: z.array(formFieldSchema),
  submission: submissionTargetSchema,
  submitButtonText: z._default(z.string(), 'Submit'),
  /** Client-side validation; a submit can still turn it off. */
  validate: z._default(z.boolean(), true),
  /** Where to send the visitor after success; otherwise the form hides and the message shows. */
  successRedirect: z.optional(z.string()),
  postSubmitMessage: z._default(z.string(), 'Thank you!'),
  postSubmitHtml: z.optional(z.string()),
  captcha: z.optional(
    z.object({
      siteKey: z.string().check(z.minLength(1)),
      /** The provider's script (reCAPTCHA's explicit-render API); the vendor table's (runtime/vendors.ts) when absent. */
      scriptUrl: z.optional(z.string().check(z.minLength(1))),
      /** The submit button stays disabled until the captcha is solved. */
      bindSubmitButton: z._default(z.boolean(), false),
    }),
  ),
});
export type ConfigSchemaReadsFormConfig = Expect<SameType<z.output<typeof formConfigSchema>, FormConfig>>;
