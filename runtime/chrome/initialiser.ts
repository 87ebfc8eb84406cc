import { logError } from '../log';
import type { Initialiser } from '../page';

/** The core's side of the site chrome: downloads the chrome chunk (no React) once the page is ready. */
export const siteChromeInitialiser: Initialiser = (page) => {
  let destroyed = false;
  let destroy: (() => void) | undefined;
  import('./index').then(
    ({ startChrome }) => {
      if (!destroyed) destroy = startChrome(page);
    },
    (error) => logError('The site chrome could not be loaded.', error),
  );
  return () => {
    destroyed = true;
    destroy?.();
  };
};
