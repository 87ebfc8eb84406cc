import * as z from 'zod/mini';
import '../schemas/messages';
import { formConfigSchema } from '../form/form.schema';

/**
 * What the popup overlay says (not shown in the spec; docs/site-chrome.md "Popup overlay"): the page carries it in
 * `<script type="application/json" id="popup-overlay">` — a title, a body text, the close button's label and
 * optionally a newsletter form in the form family's configuration (./form.ts).
 */
export const popupOverlayContentSchema = z.object({
  title: z.string().check(z.minLength(1)),
  body: z._default(z.string(), ''),
  form: z.optional(formConfigSchema),
});
export type PopupOverlayContent = z.output<typeof popupOverlayContentSchema>;
