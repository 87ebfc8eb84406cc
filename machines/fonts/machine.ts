import { fromPromise, setup } from 'xstate';

export interface FontsInput {
  /** the kit's stylesheet (machines/fonts/rules.ts typekitStylesheet), null when the site has no kit */
  typekitUrl: string | null;
  /** the one stylesheet of the site's Google fonts, null when it has none */
  googleFontsUrl: string | null;
}

const fontsSetup = setup({
  types: {
    input: {} as FontsInput,
    context: {} as FontsInput,
  },
  actors: {
    // Placeholder: the runtime provides it (runtime/fonts/fonts.ts): resolves once the stylesheet has loaded.
    loadStylesheet: fromPromise<void, { url: string }>(async () => {}),
  },
  actions: {
    // Placeholders: the runtime's console line and error report.
    reportKitGone: () => {},
    warnFontsFailed: () => {},
  },
  guards: {
    hasKit: ({ context }) => context.typekitUrl !== null,
    hasGoogleFonts: ({ context }) => context.googleFontsUrl !== null,
  },
});

/** One stylesheet's region: `none` without an address, else `loading` (invoke `id`) → `loaded` | `failed`. */
const stylesheet = (
  id: 'typekit' | 'googleFonts',
  guard: 'hasKit' | 'hasGoogleFonts',
  address: keyof FontsInput,
  onFailure: 'reportKitGone' | 'warnFontsFailed',
) =>
  ({
    initial: 'deciding',
    states: {
      deciding: { always: [{ guard, target: 'loading' }, { target: 'none' }] },
      none: { type: 'final' },
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
 * Google fonts that fail log 'Unable to load fonts' (`warnFontsFailed`). A site without either has `none`.
 */
export const fontsMachine = fontsSetup.createMachine({
  id: 'fonts',
  context: ({ input }) => ({ typekitUrl: input.typekitUrl, googleFontsUrl: input.googleFontsUrl }),
  type: 'parallel',
  states: {
    typekit: stylesheet('typekit', 'hasKit', 'typekitUrl', 'reportKitGone'),
    google: stylesheet('googleFonts', 'hasGoogleFonts', 'googleFontsUrl', 'warnFontsFailed'),
  },
});
