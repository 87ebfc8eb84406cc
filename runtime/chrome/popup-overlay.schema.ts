import * as z from 'zod/mini';
import '../schemas/messages';

/**
 * The popup overlay's settings (visitor-runtime §3 "Popup overlay settings"), as the site context gives them in
 * `websiteSettings.popupOverlaySettings`, and the visitor's local-storage record. The spec names the five settings;
 * the page-targeting pair (`showOnAllPages`, `enabledPages`) is our reading of "its display conditions"
 * (docs/site-chrome.md "Popup overlay"). Kept to the zod features the site-context schema already uses.
 */
export const popupOverlaySettingsSchema = z.looseObject({
  /** 'none' turns the overlay off; any other style name shows it (the view's look is not style-specific). */
  style: z.string(),
  /** Raised by the site owner to show the overlay again to everyone. */
  version: z._default(z.number(), 1),
  /** After a successful signup the overlay never shows again (until the version is raised). */
  showUntilSignup: z._default(z.boolean(), false),
  /** Days after closing before it shows again; 0 every visit, -1 never again. */
  displayFrequency: z._default(z.number(), 0),
  /** False: not shown on mobile (viewport 432 px or less). */
  enableMobile: z._default(z.boolean(), true),
  /** Display conditions: on every page, or only on pages whose collection id or path is listed. */
  showOnAllPages: z._default(z.boolean(), true),
  enabledPages: z._default(z.array(z.string()), []),
});
export type PopupOverlaySettings = z.output<typeof popupOverlaySettingsSchema>;

/** The record in local storage: the version it was closed or submitted at, the signup flag and the closed date (ms). */
export const popupOverlayRecordSchema = z.object({
  version: z.number(),
  submitted: z.boolean(),
  closedDate: z.nullable(z.number()),
});
export type PopupOverlayRecord = z.output<typeof popupOverlayRecordSchema>;
