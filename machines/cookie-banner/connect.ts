import type { SnapshotFrom } from 'xstate';
import { cookieBannerAnatomy } from './anatomy';
import type { cookieBannerMachine } from './machine';
import { allowsDecline } from './settings';

type Snapshot = SnapshotFrom<typeof cookieBannerMachine>;
type Send = (event: { type: 'ACCEPT' } | { type: 'DECLINE' }) => void;

/** The banner's accessible name (visually hidden; the owner's text is its description). */
export const COOKIE_BANNER_TITLE = 'Cookie consent';

/** `TOP_LEFT` → `top-left`. */
const kebab = (value: string) => value.toLowerCase().replace(/_/g, '-');

/**
 * Pure: snapshot → the banner's parts, ids and ARIA.
 * - BAR: a `region` landmark named by the title, so screen reader users can find it by landmark.
 * - POPUP: a non-modal `dialog` (no aria-modal: the page stays usable) labelled by the title and described by the
 *   text, focusable (tabIndex -1) so the view can move focus into it when it appears.
 * - The accept and decline buttons share one look (the CTA variant), so declining is as prominent as accepting.
 *   ICON buttons show only an icon: their accessible name (and tooltip) is the CTA text.
 */
export function connectCookieBanner(snapshot: Snapshot, send: Send, { id = 'cookie-banner' }: { id?: string } = {}) {
  const { settings, forced } = snapshot.context;
  const ids = { root: `${id}:root`, title: `${id}:title`, text: `${id}:text` };
  const part = cookieBannerAnatomy.attrs;
  const popup = settings.cookieBannerVariant === 'POPUP';
  const icon = settings.cookieBannerCtaVariant === 'ICON';
  const button = (name: 'accept' | 'decline', label: string, type: 'ACCEPT' | 'DECLINE') => ({
    ...part(name),
    type: 'button' as const,
    'data-variant': kebab(settings.cookieBannerCtaVariant),
    ...(icon ? { 'aria-label': label, title: label } : {}),
    onClick: () => send({ type }),
  });
  return {
    open: snapshot.matches('shown'),
    popup,
    icon,
    title: COOKIE_BANNER_TITLE,
    text: settings.cookieBannerText,
    acceptText: settings.cookieBannerCtaText,
    declineText: settings.cookieBannerOptOutCtaText,
    rootProps: {
      ...part('root'),
      id: ids.root,
      role: popup ? ('dialog' as const) : ('region' as const),
      'aria-labelledby': ids.title,
      'aria-describedby': popup ? ids.text : undefined,
      tabIndex: popup ? -1 : undefined,
      'data-variant': kebab(settings.cookieBannerVariant),
      'data-position': kebab(settings.cookieBannerPosition),
      'data-theme': kebab(settings.cookieBannerTheme),
      'data-forced': forced || undefined,
    },
    titleProps: { ...part('title'), id: ids.title },
    textProps: { ...part('text'), id: ids.text },
    actionsProps: part('actions'),
    acceptButtonProps: button('accept', settings.cookieBannerCtaText, 'ACCEPT'),
    /** Null for OPT_IN: only accept is offered. */
    declineButtonProps: allowsDecline(settings) ? button('decline', settings.cookieBannerOptOutCtaText, 'DECLINE') : null,
  };
}

export type CookieBannerApi = ReturnType<typeof connectCookieBanner>;
