// GET /follow/widget.js: an offline stand-in for a social network's follow-button script, so follow buttons work
// and can be tested without the network. It counts its runs in `window.followStandInRuns`: a page with several
// buttons on one script URL shows 1. Plain browser JavaScript in a string: it runs on the visitor's page.
import { VENDORS } from '../../runtime/vendors';
import type { Reply } from './http-util';

/** Where the vendor table (runtime/vendors.ts) says the stand-in is. */
export const FOLLOW_STAND_IN_PATH = VENDORS.follow.standIn;

export const followStandInScript = `(function () {
  'use strict';
  window.followStandInRuns = (window.followStandInRuns || 0) + 1;
})();
`;

export const followStandInReply = (): Reply => ({
  status: 200,
  body: followStandInScript,
  contentType: 'text/javascript; charset=utf-8',
});
