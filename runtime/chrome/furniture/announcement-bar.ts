import type { Initialiser } from '../../initialise';
import type { SiteContext } from '../../schemas/site-context';

/**
 * The announcement bar (visitor-runtime §1 showAnnouncementBar, §2, §6; docs/site-chrome.md "Page furniture"). The
 * page renders the bar as an element marked `data-announcement-bar` (the cookie banner puts a top bar inside it,
 * views/cookie-banner/mount.tsx). The server decides whether the bar is rendered at all, so the runtime never hides
 * one. With showAnnouncementBar true, a bar the page rendered `hidden` is revealed; every bar is marked
 * `data-announcement-bar-state="shown"` so styles can tell. Destroy undoes both. The owner's announcement bar and
 * overlay manager (§6) is an editor tool whose behaviour is not shown: not built.
 */
export const ANNOUNCEMENT_BAR_SELECTOR = '[data-announcement-bar]';

export const shouldRevealAnnouncementBar = (site: Pick<SiteContext, 'showAnnouncementBar'>): boolean => site.showAnnouncementBar === true;

export const announcementBarFeature: Initialiser = ({ document: doc, site }) => {
  if (!shouldRevealAnnouncementBar(site)) return;
  const bars = [...doc.querySelectorAll<HTMLElement>(ANNOUNCEMENT_BAR_SELECTOR)];
  if (!bars.length) return;
  const wasHidden = bars.map((bar) => bar.hidden);
  for (const bar of bars) {
    bar.hidden = false;
    bar.setAttribute('data-announcement-bar-state', 'shown');
  }
  return () =>
    bars.forEach((bar, i) => {
      bar.hidden = wasHidden[i]!;
      bar.removeAttribute('data-announcement-bar-state');
    });
};
