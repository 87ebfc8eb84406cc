import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PopupOverlayRecord } from './popup-overlay.schema';
import { DAY_MS, decidePopupOverlay, NEVER_AGAIN, recordAfterClose, recordAfterSignup, type PopupPageFacts } from './popup-frequency';

const visitorPage: PopupPageFacts = {
  screenshotMode: false,
  lockScreen: false,
  splashPage: false,
  mobile: false,
  loggedIn: false,
  displayConditionsHold: true,
};

const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
const version = fc.integer({ min: -5, max: 1000 });
const frequency = fc.oneof(fc.constant(NEVER_AGAIN), fc.integer({ min: -3, max: 400 }));
const settings = fc.record({
  style: fc.constantFrom('lightbox', 'full-screen', 'card'),
  version,
  showUntilSignup: fc.boolean(),
  displayFrequency: frequency,
  enableMobile: fc.boolean(),
});
const record = fc.record({ version, submitted: fc.boolean(), closedDate: fc.option(time, { nil: null }) });
const page = fc.record({
  screenshotMode: fc.boolean(),
  lockScreen: fc.boolean(),
  splashPage: fc.boolean(),
  mobile: fc.boolean(),
  loggedIn: fc.boolean(),
  displayConditionsHold: fc.boolean(),
});

describe('popup overlay display frequency (property tests)', () => {
  it('is monotonic in time: once shown at some moment, it is shown at every later moment', () => {
    fc.assert(
      fc.property(settings, fc.option(record, { nil: null }), page, time, fc.nat(), (s, r, p, now, later) => {
        if (decidePopupOverlay(s, r, now, p).show) expect(decidePopupOverlay(s, r, now + later, p).show).toBe(true);
      }),
    );
  });

  it('a raised version always shows it on a page where it may show, whatever the record says', () => {
    fc.assert(
      fc.property(settings, record, time, fc.integer({ min: 1, max: 50 }), (s, r, now, bump) => {
        const decision = decidePopupOverlay({ ...s, enableMobile: true, version: r.version + bump }, r, now, visitorPage);
        expect(decision).toEqual({ show: true, reason: 'new-version' });
      }),
    );
  });

  it('displayFrequency -1: once closed at this version it never shows again, however much time passes', () => {
    fc.assert(
      fc.property(settings, fc.boolean(), time, time, (s, submitted, closed, now) => {
        const r: PopupOverlayRecord = { version: s.version, submitted, closedDate: closed };
        expect(decidePopupOverlay({ ...s, displayFrequency: NEVER_AGAIN, enableMobile: true }, r, now, visitorPage).show).toBe(false);
      }),
    );
  });

  it('shown again exactly when displayFrequency days have passed since closing', () => {
    fc.assert(
      fc.property(settings, fc.integer({ min: 0, max: 400 }), time, fc.integer({ min: -800 * DAY_MS, max: 800 * DAY_MS }), (s, days, closed, offset) => {
        const r: PopupOverlayRecord = { version: s.version, submitted: false, closedDate: closed };
        const decision = decidePopupOverlay({ ...s, displayFrequency: days, enableMobile: true }, r, closed + offset, visitorPage);
        expect(decision.show).toBe(offset >= days * DAY_MS);
        expect(decision.reason).toBe(offset >= days * DAY_MS ? 'frequency-elapsed' : 'within-frequency');
      }),
    );
  });

  it('never in screenshot mode, on the lock screen, on a splash page, or with style none', () => {
    fc.assert(
      fc.property(settings, fc.option(record, { nil: null }), page, time, fc.constantFrom('screenshotMode', 'lockScreen', 'splashPage', 'none'), (s, r, p, now, why) => {
        const decision =
          why === 'none'
            ? decidePopupOverlay({ ...s, style: 'none' }, r, now, p)
            : decidePopupOverlay(s, r, now, { ...p, [why]: true });
        expect(decision.show).toBe(false);
      }),
    );
  });

  it('after a signup at this version it never shows while showUntilSignup is on', () => {
    fc.assert(
      fc.property(settings, fc.option(time, { nil: null }), time, (s, closed, now) => {
        const r: PopupOverlayRecord = { version: s.version, submitted: true, closedDate: closed };
        expect(decidePopupOverlay({ ...s, showUntilSignup: true, enableMobile: true }, r, now, visitorPage)).toEqual({ show: false, reason: 'signed-up' });
      }),
    );
  });

  it('a first visit (no record, or a malformed one read as none) shows it wherever it may show', () => {
    fc.assert(
      fc.property(settings, time, (s, now) => {
        expect(decidePopupOverlay(s, null, now, { ...visitorPage, mobile: false })).toEqual({ show: true, reason: 'first-visit' });
      }),
    );
  });

  it('enableMobile false keeps it off mobile only', () => {
    fc.assert(
      fc.property(settings, fc.option(record, { nil: null }), page, time, (s, r, p, now) => {
        const off = { ...s, enableMobile: false };
        if (p.mobile) expect(decidePopupOverlay(off, r, now, p).show).toBe(false);
        else expect(decidePopupOverlay(off, r, now, p)).toEqual(decidePopupOverlay({ ...s, enableMobile: true }, r, now, p));
      }),
    );
  });

  it('loads for logged-in users or when its display conditions hold, and not otherwise', () => {
    fc.assert(
      fc.property(settings, fc.option(record, { nil: null }), page, time, (s, r, p, now) => {
        const decision = decidePopupOverlay(s, r, now, p);
        if (!p.loggedIn && !p.displayConditionsHold) expect(decision.show).toBe(false);
        // A logged-in user is not held back by the page targeting.
        const loggedIn = decidePopupOverlay(s, r, now, { ...p, loggedIn: true, displayConditionsHold: false });
        expect(loggedIn).toEqual(decidePopupOverlay(s, r, now, { ...p, loggedIn: true, displayConditionsHold: true }));
      }),
    );
  });

  it('a closed record at the current version is within the wait right after closing (frequency > 0)', () => {
    fc.assert(
      fc.property(settings, fc.integer({ min: 1, max: 400 }), time, (s, days, now) => {
        const r = recordAfterClose(null, s.version, now);
        expect(decidePopupOverlay({ ...s, displayFrequency: days, enableMobile: true }, r, now, visitorPage).show).toBe(false);
        expect(decidePopupOverlay({ ...s, displayFrequency: days, enableMobile: true }, r, now + days * DAY_MS, visitorPage).show).toBe(true);
      }),
    );
  });
});

describe('popup overlay records', () => {
  it('closing keeps the signup flag only for the same version', () => {
    expect(recordAfterClose(recordAfterSignup(3, 10), 3, 20)).toEqual({ version: 3, submitted: true, closedDate: 20 });
    expect(recordAfterClose(recordAfterSignup(2, 10), 3, 20)).toEqual({ version: 3, submitted: false, closedDate: 20 });
    expect(recordAfterClose(null, 1, 5)).toEqual({ version: 1, submitted: false, closedDate: 5 });
  });

  it('a signup records the version, the flag and the date', () => {
    expect(recordAfterSignup(4, 99)).toEqual({ version: 4, submitted: true, closedDate: 99 });
  });
});
