// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContextSchema } from '../../schemas/site-context';
import { CONSENT_CHANGE_EVENT } from '../../consent/policy';
import { writeConsent } from '../../cookie-values';
import { CONSENT_COOKIE, deleteCookie } from '../../cookies';
import { vendorSetting } from '../../vendors';
import { TABLE_BOOKING_NOTICE, tableBookingFeature, tableBookingTreatment, widgetScript } from './table-booking';

const owner = siteContextSchema.parse({ authenticatedAccount: { id: 'a1' } });
const visitor = siteContextSchema.parse({ authenticatedAccount: null });

const page = `
  <section id="one" data-table-booking="widget" data-table-booking-src="https://widgets.resy.com/widget.js"><a href="tel:+3212345">Call to book</a></section>
  <section id="two" data-table-booking="vendor" data-table-booking-src="https://www.opentable.com/widget/reservation/loader?rid=1"><p>Book a table</p></section>
  <section id="three" data-table-booking="widget" data-table-booking-src="https://widgets.resy.com/widget.js"></section>`;
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].map((s) => s.getAttribute('src'));

afterEach(() => {
  deleteCookie(CONSENT_COOKIE);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('table-booking blocks (visitor-runtime §2 "Table-booking block notice")', () => {
  it('the notice is for logged-in accounts, the widget for visitors', () => {
    expect(tableBookingTreatment(owner)).toBe('notice');
    expect(tableBookingTreatment(visitor)).toBe('widget');
    expect(tableBookingTreatment(siteContextSchema.parse({}))).toBe('widget');
  });

  it('a logged-in owner sees exactly the notice in every block, no widget script; destroy restores the blocks', () => {
    document.body.innerHTML = page;
    const before = document.body.innerHTML;
    const destroy = tableBookingFeature({ document, site: owner })!;
    for (const block of document.querySelectorAll('[data-table-booking]')) {
      expect(block.textContent).toBe(TABLE_BOOKING_NOTICE);
      expect(block.getAttribute('data-table-booking-state')).toBe('preview-notice');
    }
    expect(TABLE_BOOKING_NOTICE).toBe('Preview Only - Please log out of your account in order to use the block.');
    expect(scripts()).toEqual([]);
    destroy();
    expect(document.body.innerHTML).toBe(before);
  });

  it('a visitor keeps the block as it is and gets each widget script once', () => {
    document.body.innerHTML = page;
    tableBookingFeature({ document, site: visitor });
    expect(document.querySelector('#one a')?.textContent).toBe('Call to book');
    expect(document.body.textContent).not.toContain('Preview Only');
    expect(scripts()).toEqual(['https://widgets.resy.com/widget.js', 'https://www.opentable.com/widget/reservation/loader?rid=1']);
    tableBookingFeature({ document, site: visitor });
    expect(scripts()).toHaveLength(2);
  });

  it("loads only a booking vendor's https script (the vendor table), warning about the others", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const real = vendorSetting({}, 'https://site.example/');
    expect(widgetScript('https://widgets.resy.com/w.js', real)).toEqual({ href: 'https://widgets.resy.com/w.js' });
    for (const bad of ['http://widgets.resy.com/w.js', 'https://booking.example/w.js', 'javascript:alert(1)', '/w.js', 'data:text/javascript,1', '', undefined]) {
      expect(widgetScript(bad, real)).toMatchObject({ refused: expect.stringContaining('its data-table-booking-src') });
    }
    document.body.innerHTML = '<div id="b" data-table-booking="widget" data-table-booking-src="https://booking.example/w.js">Book</div>';
    tableBookingFeature({ document, site: visitor });
    expect(scripts()).toEqual([]);
    expect(warn.mock.calls[0]![0]).toBe(
      '[visitor-runtime] A table-booking block (#b) loads nothing: its data-table-booking-src "https://booking.example/w.js" is refused (booking.example is not a host of table booking, OpenTable).',
    );
  });

  it('under a restrictive policy loads no widget script before the visitor accepts cookies, then each once', () => {
    document.body.innerHTML = page;
    const restrictive = siteContextSchema.parse({ authenticatedAccount: null, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    const destroy = tableBookingFeature({ document, site: restrictive })!;
    expect(scripts()).toEqual([]);
    expect(document.querySelector('#one a')?.textContent).toBe('Call to book');
    writeConsent('accepted');
    document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'accepted' } }));
    expect(scripts()).toEqual(['https://widgets.resy.com/widget.js', 'https://www.opentable.com/widget/reservation/loader?rid=1']);
    destroy();
  });

  it('destroyed before the visitor chose, it loads nothing afterwards', () => {
    document.body.innerHTML = page;
    const restrictive = siteContextSchema.parse({ authenticatedAccount: null, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    tableBookingFeature({ document, site: restrictive })!();
    writeConsent('accepted');
    document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'accepted' } }));
    expect(scripts()).toEqual([]);
  });

  it('does nothing on a page without table-booking blocks', () => {
    document.body.innerHTML = '<p>Menu</p>';
    expect(tableBookingFeature({ document, site: owner })).toBeUndefined();
    expect(document.head.innerHTML).toBe('');
  });
});
