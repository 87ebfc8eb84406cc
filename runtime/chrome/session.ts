// CONTRACT (implemented by the login/logout work): the owner's way out, used by the keyboard (Shift+Escape).
import type { SiteContext } from '../schemas/site-context';

export function logout(_site: SiteContext): Promise<void> {
  return Promise.reject(new Error('logout not built yet'));
}
