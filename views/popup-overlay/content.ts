import type { FormConfig } from '../../runtime/schemas/form';

export type { PopupOverlayContent } from '../../runtime/schemas/popup-overlay-content';

/** The overlay's form submits the first payload variant with isOverlayForm set (visitor-runtime §3). */
export function asOverlayForm(form: FormConfig): FormConfig | null {
  if (form.submission.variant !== 'collection') return null;
  return { ...form, submission: { ...form.submission, isOverlayForm: true } };
}
