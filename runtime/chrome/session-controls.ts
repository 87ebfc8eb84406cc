import type { Initialiser } from '../initialise';
import { logError } from '../log';
import { LOGIN_CONTROL, LOGOUT_CONTROL } from './markers';

/** The login and logout code (./session.ts, with the data layer's requests), downloaded on first use. */
const loadSession = () => import('./session');

/**
 * Chrome feature: `[data-action="login"]` controls open the login dialog, `[data-action="logout"]` controls log out
 * (one delegated click listener; works for controls added later). The click's default is prevented at once; the
 * session code is downloaded on the first such click, so a page whose visitor never uses them carries none of it.
 */
export const sessionControls: Initialiser = ({ document: doc, site }) => {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(LOGIN_CONTROL)) {
      event.preventDefault();
      loadSession()
        .then(({ openLogin }) => openLogin(site))
        .catch((error) => logError('The login dialog could not be opened.', error));
    } else if (target?.closest(LOGOUT_CONTROL)) {
      event.preventDefault();
      loadSession().then(
        ({ logout }) => logout(site).catch(() => {}), // the failure is shown by the logout view
        (error) => logError('Logging out failed.', error),
      );
    }
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
};
