import type { Initialiser } from './page';
import { siteChromeInitialiser } from './chrome/initialiser';
import { afterFirstBlocks, lazyInitialiser } from './initialise';
import { cookieBannerInitialiser } from './consent/banner-initialiser';
import { errorCaptureInitialiser, performanceInitialiser, traceInitialiser } from './telemetry/core';
import { trackingInitialiser } from './tracking/initialiser';

/**
 * Page-wide features run by the page lifecycle after the blocks initialiser, in this order. Each entry is small
 * (it decides whether its feature applies, then downloads the feature's chunk with import()), so the core stays
 * within its budget. One line per feature.
 */
export const pageInitialisers: Array<[string, Initialiser]> = [
  ['error-capture', errorCaptureInitialiser],
  ['cookie-banner', cookieBannerInitialiser],
  // What the visitor neither sees nor touches waits for the blocks near the first viewport (at most
  // FIRST_BLOCKS_WAIT_MS). The site chrome does not wait: its controls (Log in, Escape, checkout) answer the visitor.
  ['tracking', afterFirstBlocks('tracking', trackingInitialiser)],
  ['trace', traceInitialiser],
  ['performance', afterFirstBlocks('performance', performanceInitialiser)],
  ['site-chrome', siteChromeInitialiser],
  // The site's Typekit kit and Google fonts (runtime/fonts/fonts.ts), downloaded only by a site that has either.
  ['fonts', lazyInitialiser('fonts', () => import('./fonts/fonts').then((fonts) => fonts.fontsInitialiser), ({ site }) => !!site.website.typekitId || site.googleFonts.length > 0)],
];
