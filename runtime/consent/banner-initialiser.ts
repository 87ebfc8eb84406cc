import { startActor, stopActor } from '../actors';
import { logError } from '../log';
import { currentConsent } from './policy';
import type { Initialiser } from '../page';
import { loadCookieBannerView, type ViewChunk } from '../view-loaders';

type CookieBannerHandle = ReturnType<ViewChunk<typeof loadCookieBannerView>['mountCookieBanner']>;
type CookieBannerCommand = Parameters<CookieBannerHandle['send']>[0];

const EVENT_PREFIX = 'visitor-runtime:cookie-banner-';
/** Page events (on `document`) that drive the banner; docs/cookie-banner.md. */
export const COOKIE_BANNER_FORCE_EVENT = `${EVENT_PREFIX}force`;
/** `detail`: new cookie settings (either reading), laid over the current ones. */
export const COOKIE_BANNER_UPDATE_EVENT = `${EVENT_PREFIX}update`;
export const COOKIE_BANNER_UNFORCE_EVENT = `${EVENT_PREFIX}unforce`;
/** A class on `<body>`: another (v2) banner owns consent on this page, so this one never shows. */
export const FORCED_V2_CLASS = 'cookie-banner-forced-v2';

/**
 * The page's force / update / unforce events on `doc` as the banner's commands (an update's `detail` is its new
 * settings); returns the removal of the listeners.
 */
export function onCookieBannerCommands(doc: Document, forward: (command: CookieBannerCommand) => void): () => void {
  const removals = (['FORCE', 'UPDATE', 'UNFORCE'] as const).map((type) => {
    const name = EVENT_PREFIX + type.toLowerCase();
    const listener = (event: Event) => forward({ type, settings: (event as CustomEvent).detail } as CookieBannerCommand);
    doc.addEventListener(name, listener);
    return () => doc.removeEventListener(name, listener);
  });
  return () => removals.forEach((remove) => remove());
}

/**
 * The core side of the cookie banner (visitor-runtime §4): downloads the banner's chunk (React) only when the banner
 * is needed — enabled, no choice stored, no forced-v2 marker — or when the page forces or updates it; those events
 * are listened to all the time, cookie or not. Unforce before the chunk is loaded has nothing to undo.
 */
export const cookieBannerInitialiser: Initialiser = ({ document: doc, site }) => {
  let banner: Promise<CookieBannerHandle | void> | undefined;
  let destroyed = false;
  const skipped = () => !!doc.body?.classList.contains(FORCED_V2_CLASS);
  const load = () =>
    (banner ??= loadCookieBannerView().then(
      ({ mountCookieBanner }) => (destroyed ? undefined : mountCookieBanner(doc, site.cookieSettings, { startActor, stopActor })),
      (error) => {
        banner = undefined;
        logError('The cookie banner could not be loaded.', error);
      },
    ));
  const stopListening = onCookieBannerCommands(doc, (command) => {
    if (skipped() || (command.type === 'UNFORCE' && !banner)) return;
    void load().then((handle) => !destroyed && handle?.send(command));
  });
  if (site.cookieSettings.isCookieBannerEnabled === true && !skipped() && !currentConsent()) void load();
  return () => {
    destroyed = true;
    stopListening();
    void banner?.then((handle) => handle?.destroy());
  };
};
