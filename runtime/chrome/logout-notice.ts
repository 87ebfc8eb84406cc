// The logout notice (visitor-runtime §2 "Logout notice"): a page opened with logout=true in its query — where
// logging out lands (runtime/chrome/session.ts) — shows the information popup 'Logout Successful'.
import type { Initialiser } from '../initialise';
import { logError } from '../log';
import { LOGOUT_PARAMETER, nameOf } from '../routes';
import { openInformation } from './dialog-api';
import { hasLogoutFlag } from './markers';

export const LOGOUT_NOTICE = { title: 'Logout Successful', message: 'You have been successfully logged out.' } as const;

const pieces = (search: string): string[] => search.replace(/^\?/, '').split('&').filter((piece) => piece !== '');

export { hasLogoutFlag };

/** The query without any `logout` parameter, the others kept as written and in order ('' when none is left). */
export function withoutLogoutFlag(search: string): string {
  const kept = pieces(search).filter((piece) => nameOf(piece) !== LOGOUT_PARAMETER);
  return kept.length ? `?${kept.join('&')}` : '';
}

/**
 * Chrome feature: with logout=true in the query, first takes it out of the address bar (history.replaceState, same
 * history entry and state, so a reload or a later Back does not show the notice again), then shows the notice.
 */
export const logoutNotice: Initialiser = ({ document: doc }) => {
  const win = doc.defaultView;
  if (!win || !hasLogoutFlag(win.location.search)) return;
  const { pathname, search, hash } = win.location;
  try {
    win.history.replaceState(win.history.state, '', `${pathname}${withoutLogoutFlag(search)}${hash}`);
  } catch (error) {
    logError('Could not take logout=true out of the address.', error);
  }
  openInformation({ ...LOGOUT_NOTICE }).catch((error: unknown) => logError('The logout notice could not be shown.', error));
};
