import { not, setup } from 'xstate';
import { providedCallback, providedPromise } from '../shared/provided';

export interface FontsInput {
  /** the kit's stylesheet (machines/fonts/rules.ts typekitStylesheet), null when the site has no kit */
  typekitUrl: string | null;
  /** the one stylesheet of the site's Google fonts, null when it has none */
  googleFontsUrl: string | null;
  /**
   * Whether the font services may be asked now: they see every visitor of the page, so under a restrictive policy
   * only after consent (runtime/vendors.ts `tracks`).
   */
  consented: boolean;
}

export type FontsEvent = { type: 'CONSENTED' };

const fontsSetup = setup({
  types: {
    input: {} as FontsInput,
    context: {} as FontsInput,
    events: {} as FontsEvent,
  },
  actors: {
    // Provided by the runtime (runtime/fonts/fonts.ts): resolves once the stylesheet has loaded.
    loadStylesheet: providedPromise<void, { url: string }>(),
    // Provided by the runtime (runtime/consent/vendor-consent.ts): CONSENTED once the page's rule allows the services.
    watchConsent: providedCallback(),
  },
  actions: {
    // Placeholders: the runtime's console line and error report.
    reportKitGone: () => {},
    warnFontsFailed: () => {},
  },
  guards: {
    hasKit: ({ context }) => context.typekitUrl !== null,
    hasGoogleFonts: ({ context }) => context.googleFontsUrl !== null,
    consentPending: ({ context }) => !context.consented,
  },
});

/**
 * One stylesheet's region: `none` without an address, else `awaitingConsent` (invoke `<id>Consent`) while the page's
 * rule says no, then `loading` (invoke `id`) → `loaded` | `failed`.
 */
const stylesheet = (
  id: 'typekit' | 'googleFonts',
  guard: 'hasKit' | 'hasGoogleFonts',
  address: 'typekitUrl' | 'googleFontsUrl',
  onFailure: 'reportKitGone' | 'warnFontsFailed',
) =>
  ({
    initial: 'deciding',
    states: {
      deciding: { always: [{ guard: not(guard), target: 'none' }, { guard: 'consentPending', target: 'awaitingConsent' }, { target: 'loading' }] },
      none: { type: 'final' },
      awaitingConsent: {
        invoke: { id: `${id}Consent`, src: 'watchConsent' },
        on: { CONSENTED: 'loading' },
      },
      loading: {
        invoke: {
          id,
          src: 'loadStylesheet',
          input: ({ context }: { context: FontsInput }) => ({ url: context[address]! }),
          onDone: 'loaded',
          onError: { target: 'failed', actions: onFailure },
        },
      },
      loaded: { type: 'final' },
      failed: { type: 'final' },
    },
  }) as const;

/**
 * The page's custom fonts (visitor-runtime §1, §4 "Typekit fonts load once (loading or loaded)", §7, §8): the
 * Typekit kit and the Google fonts stylesheet each load once, `loading` invoking the runtime's `loadStylesheet`,
 * then `loaded`, or `failed`: a kit that is gone is logged and reported to the error reporter (`reportKitGone`);
 * Google fonts that fail log 'Unable to load fonts' (`warnFontsFailed`). A site without either has `none`. Both
 * services track, so under a restrictive policy each waits in `awaitingConsent` until the visitor accepts; until
 * then the page shows its fallback fonts.
 */
export const fontsMachine = fontsSetup.createMachine({
  id: 'fonts',
  context: ({ input }) => ({ typekitUrl: input.typekitUrl, googleFontsUrl: input.googleFontsUrl, consented: input.consented }),
  type: 'parallel',
  states: {
    typekit: stylesheet('typekit', 'hasKit', 'typekitUrl', 'reportKitGone'),
    google: stylesheet('googleFonts', 'hasGoogleFonts', 'googleFontsUrl', 'warnFontsFailed'),
  },
});
