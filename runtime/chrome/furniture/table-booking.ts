import { onceVendorAllowed, vendorAllowed } from '../../consent/vendor-consent';
import type { Initialiser } from '../../initialise';
import { refusal, vendorAddress, vendorSetting, type VendorSetting } from '../../vendors';
import { logWarn } from '../../log';
import { injectStyle } from '../../inject-style';
import { TABLE_BOOKING_SELECTOR } from '../markers';
export { TABLE_BOOKING_SELECTOR };
import { TABLE_BOOKING_NOTICE, tableBookingTreatment } from '../../../machines/third-party/notice';
export { TABLE_BOOKING_NOTICE, tableBookingTreatment, type TableBookingTreatment } from '../../../machines/third-party/notice';

/**
 * Table-booking blocks (visitor-runtime §2 "Table-booking block notice", "Blocks initialised on a page";
 * docs/site-chrome.md "Page furniture"). A table-booking block is marked `data-table-booking="{kind}"` (the two
 * kinds: `widget`, a booking widget script, and `vendor`, a vendor's script) with the script's address in
 * `data-table-booking-src`; its children are what shows before the script has run (e.g. a link to book by phone).
 *
 * - A logged-in account (authenticatedAccount) sees the notice instead of the working widget: the block's children
 *   are replaced by the notice and the script is never loaded. Destroy puts the children back.
 * - A visitor gets the block as it is, and its script, once per address, when the vendor table takes it (the
 *   booking vendors' hosts, runtime/vendors.ts). The vendors track: under a restrictive policy the script waits for
 *   the visitor's consent, the block's own children showing meanwhile.
 */

/** The widget script's address when the vendor table takes it (a table-booking vendor's), or why not. */
export function widgetScript(src: string | undefined, setting: VendorSetting): { href: string } | { refused: string } {
  const verdict = vendorAddress(src, ['table-booking', 'opentable'], setting);
  return verdict.ok ? { href: verdict.href } : { refused: refusal('data-table-booking-src', src, verdict.problem) };
}

const STYLE = `
[data-table-booking-notice] { margin: 0; padding: 1rem 1.25rem; border: 1px dashed #6b5a48; border-radius: 4px;
  background: #fff; color: #2b2118; font: 15px/1.5 system-ui, sans-serif; text-align: center; }
`;

function showNotice(block: HTMLElement): () => void {
  const doc = block.ownerDocument;
  const kept = [...block.childNodes];
  const notice = doc.createElement('p');
  notice.setAttribute('data-table-booking-notice', '');
  notice.textContent = TABLE_BOOKING_NOTICE;
  block.replaceChildren(notice);
  block.setAttribute('data-table-booking-state', 'preview-notice');
  return () => {
    block.replaceChildren(...kept);
    block.removeAttribute('data-table-booking-state');
  };
}

function loadWidget(block: HTMLElement, loaded: Set<string>, setting: VendorSetting): void {
  const given = block.getAttribute('data-table-booking-src') ?? undefined;
  const verdict = widgetScript(given, setting);
  if ('refused' in verdict) {
    if (given) logWarn(`A table-booking block${block.id ? ` (#${block.id})` : ''} loads nothing: ${verdict.refused}.`);
    return;
  }
  const url = verdict.href;
  block.setAttribute('data-table-booking-state', 'widget');
  const doc = block.ownerDocument;
  const already = [...doc.querySelectorAll<HTMLScriptElement>('script[data-table-booking-script]')].some((s) => s.src === url);
  if (already || loaded.has(url)) return;
  loaded.add(url);
  const script = doc.createElement('script');
  script.async = true;
  script.src = url;
  script.setAttribute('data-table-booking-script', block.getAttribute('data-table-booking') ?? '');
  doc.head.append(script);
}

export const tableBookingFeature: Initialiser = ({ document: doc, site }) => {
  const blocks = [...doc.querySelectorAll<HTMLElement>(TABLE_BOOKING_SELECTOR)];
  if (!blocks.length) return;
  if (tableBookingTreatment(site) === 'widget') {
    const setting = vendorSetting(site, doc.location.href);
    const loaded = new Set<string>();
    const loadAll = () => blocks.forEach((block) => loadWidget(block, loaded, setting));
    const stopWaiting = vendorAllowed(site) ? (loadAll(), () => {}) : onceVendorAllowed(site, doc, loadAll);
    return () => {
      stopWaiting();
      blocks.forEach((block) => block.removeAttribute('data-table-booking-state'));
    };
  }
  injectStyle('table-booking-notice', STYLE, doc);
  const restore = blocks.map(showNotice);
  return () => restore.forEach((undo) => undo());
};
