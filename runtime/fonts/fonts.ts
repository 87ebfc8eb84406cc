import { fromPromise } from 'xstate';
import { fontsMachine, type FontsInput } from '../../machines/fonts/machine';
import { fontSettings, googleFontsStylesheet, typekitStylesheet, type FontSettings } from '../../machines/fonts/rules';
import { startActor, stopActor } from '../actors';
import { vendorAllowed, watchVendorConsent } from '../consent/vendor-consent';
import type { Initialiser } from '../initialise';
import { logError } from '../log';
import type { SiteContext } from '../schemas/site-context';
import { defaultVendorAddress, vendorAddressOf, vendorSetting, VENDORS, type VendorSetting } from '../vendors';

/** On the font stylesheets the runtime adds: `loading`, `loaded` or `failed`. They stay for the page's life. */
export const FONT_LINK_ATTRIBUTE = 'data-runtime-font';

/**
 * The chart's `loadStylesheet`: one `<link rel="stylesheet">` per address per page, resolved once it has loaded. A
 * stylesheet a previous initialisation loaded is not asked for again (fonts load once per page); one that failed
 * fails again without a request. Stopped while loading (destroy), its link goes.
 */
export const loadStylesheetActor = (doc: Document = document) =>
  fromPromise<void, { url: string }>(
    ({ input, signal }) =>
      new Promise<void>((resolve, reject) => {
        const failure = () => new Error(`${input.url} could not be loaded`);
        const existing = Array.from(doc.head.querySelectorAll<HTMLLinkElement>(`link[${FONT_LINK_ATTRIBUTE}]`)).find((link) => link.getAttribute('href') === input.url);
        const state = existing?.getAttribute(FONT_LINK_ATTRIBUTE);
        if (state === 'loaded') return resolve();
        if (state === 'failed') return reject(failure());
        const link = existing ?? doc.createElement('link');
        const settle = (loaded: boolean) => {
          stop();
          link.setAttribute(FONT_LINK_ATTRIBUTE, loaded ? 'loaded' : 'failed');
          if (loaded) resolve();
          else reject(failure());
        };
        const onLoad = () => settle(true);
        const onError = () => settle(false);
        const onAbort = () => {
          stop();
          link.remove();
        };
        const stop = () => {
          link.removeEventListener('load', onLoad);
          link.removeEventListener('error', onError);
          signal.removeEventListener('abort', onAbort);
        };
        link.addEventListener('load', onLoad);
        link.addEventListener('error', onError);
        signal.addEventListener('abort', onAbort);
        if (!existing) {
          link.rel = 'stylesheet';
          link.href = input.url;
          link.setAttribute(FONT_LINK_ATTRIBUTE, 'loading');
          doc.head.append(link);
        }
      }),
  );

/** The chart's effects: the console line for each failure, and the gone kit's report to the error reporter. */
export const fontsEffects = (win: Window = window) => ({
  reportKitGone: ({ context }: { context: { typekitUrl: string | null } }) => {
    const message = `The Typekit font kit is gone (${context.typekitUrl} could not be loaded); the site's Typekit fonts are not shown.`;
    logError(message);
    // Reported as an error the page met: the core's error capture hands it to the error reporter.
    win.dispatchEvent(new ErrorEvent('error', { message: `[visitor-runtime] ${message}`, error: new Error(message) }));
  },
  warnFontsFailed: ({ context }: { context: { googleFontsUrl: string | null } }) => logError(`Unable to load fonts (${context.googleFontsUrl}).`),
});

/**
 * The chart's input from the site context: each stylesheet's address (the services' own by default, the stand-ins
 * under the page's vendor setting, or the context's `fontSettings`) when the vendor table takes it, else none and
 * one console error; and whether the services may be asked now (both track: the page's consent rule).
 */
export function fontsInput(site: SiteContext, setting: VendorSetting, report: (message: string) => void = logError): FontsInput {
  const defaults: FontSettings = { typekitUrl: defaultVendorAddress('typekit', setting)!, googleFontsUrl: defaultVendorAddress('googleFonts', setting)! };
  const settings = fontSettings((site as { fontSettings?: unknown }).fontSettings, defaults);
  const checked = (vendor: 'typekit' | 'googleFonts', field: keyof FontSettings, address: string | null) => {
    if (address === null) return null;
    const verdict = vendorAddressOf(vendor, address, `fontSettings.${field}`, setting);
    if (verdict.ok) return verdict.href;
    report(`The site's ${VENDORS[vendor].name} fonts load nothing: ${verdict.refusal}.`);
    return null;
  };
  return {
    typekitUrl: checked('typekit', 'typekitUrl', typekitStylesheet(site.website.typekitId, settings)),
    googleFontsUrl: checked('googleFonts', 'googleFontsUrl', googleFontsStylesheet(site.googleFonts, settings)),
    consented: vendorAllowed(site),
  };
}

/** Starts the page's fonts chart (actor `fonts`) from the site context; stopped on destroy. */
export const fontsInitialiser: Initialiser = ({ document, site }) => {
  const actors = { loadStylesheet: loadStylesheetActor(document), watchConsent: watchVendorConsent(site, document) };
  startActor('fonts', fontsMachine.provide({ actors, actions: fontsEffects(document.defaultView ?? window) }), {
    input: fontsInput(site, vendorSetting(site, document.location.href)),
  });
  return () => stopActor('fonts');
};
