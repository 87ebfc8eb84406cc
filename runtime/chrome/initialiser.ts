import { lazyInitialiser } from '../initialise';

/** The core's side of the site chrome: downloads the chrome chunk (no React) once the page is ready. */
export const siteChromeInitialiser = lazyInitialiser('site chrome', () => import('./index').then(({ startChrome }) => startChrome));
