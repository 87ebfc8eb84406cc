import type { Initialiser } from '../initialise';
import { runDestructors, runInitialisers } from '../initialise';

/**
 * The site chrome chunk (docs/site-chrome.md): page-wide behaviour that is not a content block — keyboard, owner
 * redirect, login and logout, popup overlay, dialogs, tooltips, animations, page furniture and text rules. The core
 * downloads it right after boot (runtime/chrome/initialiser.ts), so none of it weighs on the core's budget. Each
 * feature decides whether it applies and downloads its React view only when it shows something. One line per feature.
 */
export const chromeFeatures: Array<[string, Initialiser]> = [];

/** Starts every chrome feature, each guarded; returns the destructor. */
export function startChrome(page: Parameters<Initialiser>[0]): () => void {
  const destructors = runInitialisers(chromeFeatures, page);
  return () => runDestructors(destructors);
}
