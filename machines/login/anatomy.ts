import { createAnatomy } from '../shared/anatomy';

/** The login dialog's parts. */
export const loginAnatomy = createAnatomy('login', [
  'backdrop',
  'root',
  'title',
  'form',
  'error',
  'field',
  'email-label',
  'email',
  'password-label',
  'password',
  'remember',
  'remember-me-label',
  'remember-me',
  'actions',
  'cancel',
  'submit',
  'create-account-row',
  'create-account',
  'create-account-hint',
  'status',
  'config-link',
  'close',
]);

export type LoginPart = (typeof loginAnatomy.parts)[number];
