/**
 * The page markers of the chrome features whose code is downloaded only when the page has them (runtime/chrome/index.ts)
 * or uses them (the session controls: ./session-controls.ts). Kept apart from the features so the chrome chunk can
 * test for them without carrying the features' code.
 */
export const ANIMATION_SELECTOR = '[data-animation]';
export const COMMENT_LINK_SELECTOR = 'a[data-comment-link]';
export const TABLE_BOOKING_SELECTOR = '[data-table-booking]';
export const DATE_NODE_SELECTOR = '[data-date]';
/** Controls anywhere on the page that open the login dialog or log out (docs/site-chrome.md "Login and logout"). */
export const LOGIN_CONTROL = '[data-action="login"]';
export const LOGOUT_CONTROL = '[data-action="logout"]';
