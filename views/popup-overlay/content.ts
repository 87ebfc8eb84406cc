import * as z from 'zod/mini';
import '../../runtime/schemas/messages';
import { formConfigSchema, type FormConfig } from '../../runtime/schemas/form';

/**
 * What the overlay says (not shown in the spec; docs/site-chrome.md "Popup overlay"): the page carries it in
 * `<script type="application/json" id="popup-overlay">` — a title, a body text, the close button's label and
 * optionally a newsletter form in the form family's configuration (runtime/schemas/form.ts).
 */
export const popupOverlayContentSchema = z.object({
  title: z.string().check(z.minLength(1)),
  body: z._default(z.string(), ''),
  form: z.optional(formConfigSchema),
});
export type PopupOverlayContent = z.output<typeof popupOverlayContentSchema>;

/** The overlay's form submits the first payload variant with isOverlayForm set (visitor-runtime §3). */
export function asOverlayForm(form: FormConfig): FormConfig | null {
  if (form.submission.variant !== 'collection') return null;
  return { ...form, submission: { ...form.submission, isOverlayForm: true } };
}
