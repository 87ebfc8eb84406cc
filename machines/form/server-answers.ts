import type { RequestError } from '../request/machine';
import { formText } from '../shared/text/form';
import { isPlainObject } from './values';

/** A failed FormSubmissionKey (`key`) or SaveFormSubmission (`save`) request, from the data layer's RequestError.
 * `data` is the parsed JSON body of a failed answer, when it parsed. */
export interface SubmitFailure {
  stage: 'key' | 'save';
  kind: RequestError['kind'];
  status?: number;
  data?: unknown;
}

/**
 * The failure of a request as the form's actors reject: the data layer's error detail (`{ kind, status?, data? }`,
 * or `{ kind: 'parse' }` for an answer without a key); anything else (a thrown TypeError…) is a network failure.
 */
export function submitFailureOf(stage: SubmitFailure['stage'], error: unknown): SubmitFailure {
  if (!isPlainObject(error) || typeof error.kind !== 'string') return { stage, kind: 'network', status: 0 };
  return {
    stage,
    kind: error.kind as SubmitFailure['kind'],
    ...(typeof error.status === 'number' ? { status: error.status } : {}),
    ...('data' in error ? { data: error.data } : {}),
  };
}

export interface FailureDisplay {
  /** Field id → message shown above that field. */
  fieldErrors: Record<string, string>;
  /** Messages above the form. */
  top: string[];
  /** Message below the form. */
  bottom: string | null;
}

export interface FailureOptions {
  newsletter: boolean;
  /** The form's field ids: when given, a server message for an id the form does not have is shown at the top
   * instead (the visitor would not see it otherwise). */
  fieldIds?: readonly string[];
}

const only = (message: string): FailureDisplay => ({ fieldErrors: {}, top: [message], bottom: null });

/**
 * The `errors` map of a 400 answer (api-schemas `fieldErrorsSchema`): its own entries whose message has text (a
 * message of spaces alone would show the visitor a blank line). Every key is kept as data, `__proto__` and
 * `constructor` too: `Object.entries` reads the answer's own keys (JSON.parse makes `"__proto__"` an own key), and
 * the display is built with `Object.fromEntries`, which defines keys instead of assigning them, so no prototype is
 * ever touched. Readers look messages up by own key (connect's `errorOf`).
 */
function fieldErrorsOf(data: unknown): Array<[string, string]> {
  const errors = isPlainObject(data) ? data.errors : undefined;
  if (!isPlainObject(errors)) return [];
  return Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
}

/**
 * What the visitor sees after a failed submission (visitor-runtime §8 "Form submission"). Server texts are shown as
 * text, never HTML.
 * - key stage: 'Could not get a form submission key, please try again later.'
 * - 400 with an errors map: each message above its field; 'scroll down' above the form and 'scroll up' below it.
 *   Newsletter forms get neither (§5, §8); our choice: they show 'One or more fields is invalid, please check your
 *   entries.' at the top instead, so the visitor is still told (a newsletter's error summary is its only message).
 * - 400 otherwise: the answer's `error` text, else 'Unknown error, please try again later.'
 * - 401, 404, 429, 500: their messages; an unparseable answer: 'Could not parse the form fields, …'.
 * - anything else (403, 503, no answer, a crumb failure after its retry, an `error` field on a 200, login required):
 *   'Error processing form submission. Please reload and try again.'
 */
export function describeSubmitFailure(failure: SubmitFailure, options: FailureOptions): FailureDisplay {
  if (failure.stage === 'key') return only(formText['form.keyFailed']);
  if (failure.kind === 'parse') return only(formText['form.parseFailed']);
  const { status, data } = failure;
  if (status === 400) {
    const errors = fieldErrorsOf(data);
    if (errors.length > 0) {
      const known = options.fieldIds;
      const placed = known ? errors.filter(([id]) => known.includes(id)) : errors;
      const unplaced = known ? errors.filter(([id]) => !known.includes(id)).map(([, message]) => message) : [];
      const general = options.newsletter ? formText['form.invalidFields'] : formText['form.reviewBelow'];
      return {
        fieldErrors: Object.fromEntries(placed),
        top: placed.length > 0 ? [general, ...unplaced] : unplaced,
        bottom: options.newsletter || placed.length === 0 ? null : formText['form.reviewAbove'],
      };
    }
    const error = isPlainObject(data) ? data.error : undefined;
    return only(typeof error === 'string' && error.trim() !== '' ? error : formText['form.unknownError']);
  }
  if (status === 401 || status === 404 || status === 429 || status === 500) return only(formText[`form.status${status}`]);
  return only(formText['form.submitError']);
}
