/**
 * The form family's configuration (visitor-runtime §3 "Form field types") as the form chart and its rules use it.
 * The block's schema (runtime/form/form.schema.ts) reads a page's configuration into exactly these types.
 */
interface FieldBase {
  id: string;
  label: string;
  description?: string;
  required: boolean;
}

type Field<Type extends string, Extra = object> = FieldBase & { type: Type } & Extra;

export type FormField =
  | Field<'text' | 'email' | 'currency' | 'number' | 'website' | 'password' | 'twitter', { placeholder?: string }>
  | Field<'textarea', { maxLength?: number }>
  | Field<'name' | 'address' | 'date' | 'time' | 'section'>
  | Field<'phone', { showCountryCode: boolean }>
  /** Likert: one row per question (`options`), each rated on the fixed scale -2 … 2. */
  | Field<'radio' | 'checkbox' | 'select' | 'likert', { options: string[] }>
  /** Hidden: `key` names the query-string parameter that overrides `value`. */
  | Field<'hidden', { key: string; value: string }>;
export type FormFieldType = FormField['type'];

/** Which payload variant of visitor-runtime §3 the block submits with. */
export type SubmissionTarget =
  | { variant: 'collection'; formId: string; collectionId?: string; objectName?: string; isOverlayForm: boolean }
  | {
      variant: 'page';
      pageId: string;
      /** Defaults: the document's title and path. */
      pageTitle?: string;
      pagePath?: string;
      contentSource: 'i' | 'c';
      pagePermissionTypeValue: number;
    };

export interface FormConfig {
  /** Names the form in drafts, census and DOM ids. */
  formId: string;
  fields: FormField[];
  submission: SubmissionTarget;
  submitButtonText: string;
  /** Client-side validation; a submit can still turn it off. */
  validate: boolean;
  /** Where to send the visitor after success; otherwise the form hides and the message shows. */
  successRedirect?: string;
  postSubmitMessage: string;
  postSubmitHtml?: string;
  captcha?: {
    siteKey: string;
    /** The provider's script (reCAPTCHA's explicit-render API); the reference server's stand-in by default. */
    scriptUrl?: string;
    /** The submit button stays disabled until the captcha is solved. */
    bindSubmitButton: boolean;
  };
}
