import type { FormConfig } from '../../runtime/form/form.schema';

export type { PopupOverlayContent } from '../../runtime/chrome/popup-overlay-content.schema';

/** The overlay's form submits the first payload variant with isOverlayForm set (visitor-runtime §3). */
export function asOverlayForm(form: FormConfig): FormConfig | null {
  if (form.submission.variant !== 'collection') return null;
  return { ...form, submission: { ...form.submission, isOverlayForm: true } };
}
