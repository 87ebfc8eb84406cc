// Offline stand-ins for the third-party blocks' services (docs/blocks.md "Third-party blocks"), so those blocks work
// and can be tested without the network:
// - GET /vendor/<kind>.js (acuity, zola, table-booking, opentable): the vendor's script. It counts its runs in
//   `window.vendorStandInRuns[kind]` (a page with two Zola blocks on one address shows 1) and draws a widget line
//   into every block of its kind, as a vendor's script draws its widget where its embed code stands.
// - GET /soundcloud/player?url=…: SoundCloud's player page, naming the track it was given.
// Plain browser JavaScript and HTML in strings: they run on the visitor's page.
import { VENDORS } from '../../runtime/vendors';
import type { Reply } from './http-util';

export const VENDOR_STAND_IN_PREFIX = '/vendor/';
/** Where the vendor table (runtime/vendors.ts) says the stand-in is. */
export const SOUNDCLOUD_PLAYER_STAND_IN_PATH = VENDORS.soundcloud.standIn;

const NAMES: Record<string, string> = { acuity: 'Acuity Scheduling', zola: 'Zola registry', 'table-booking': 'Table booking', opentable: 'OpenTable' };

export const vendorStandInScript = (kind: string) => `(function () {
  'use strict';
  var kind = ${JSON.stringify(kind)};
  var runs = (window.vendorStandInRuns = window.vendorStandInRuns || {});
  runs[kind] = (runs[kind] || 0) + 1;
  document.querySelectorAll('[data-block-type="' + kind + '"]').forEach(function (block) {
    if (block.querySelector('[data-vendor-widget]')) return;
    var widget = document.createElement('p');
    widget.setAttribute('data-vendor-widget', kind);
    widget.textContent = ${JSON.stringify(NAMES[kind] ?? kind)} + ' widget (stand-in)';
    block.append(widget);
  });
})();
`;

/** The script for `/vendor/<kind>.js`, or a 404 for a kind it does not stand in for. */
export function vendorStandInReply(path: string): Reply {
  const kind = /^\/vendor\/([a-z-]+)\.js$/.exec(path)?.[1];
  if (!kind || !(kind in NAMES)) return { status: 404, body: `No vendor stand-in at ${path}` };
  return { status: 200, body: vendorStandInScript(kind), contentType: 'text/javascript; charset=utf-8' };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** SoundCloud's player page for `?url=`: a small page naming the track. */
export function soundcloudPlayerStandInReply(url: URL): Reply {
  const track = url.searchParams.get('url') ?? '';
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SoundCloud player (stand-in)</title></head>
<body style="margin:0;font:14px/1.4 system-ui,sans-serif;background:#f2f2f2;color:#222"><main style="padding:12px">
<p style="margin:0">SoundCloud player (stand-in) playing <span data-track>${escapeHtml(track)}</span></p></main></body></html>`;
  return { status: 200, body, contentType: 'text/html; charset=utf-8' };
}
