import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPast, knownTimeZone, localDay, parseInstant, showDate } from './rules';

const DAY = 86_400_000;
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) });
const zone = fc.constantFrom('UTC', 'Europe/Lisbon', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago');

describe('tour dates (docs/blocks.md "Tour dates")', () => {
  it('reads a date and time only with its offset', () => {
    expect(parseInstant('2026-12-05T20:00:00+01:00')).toBe(Date.UTC(2026, 11, 5, 19));
    expect(parseInstant('2026-12-05T20:00Z')).toBe(Date.UTC(2026, 11, 5, 20));
    expect(parseInstant('2026-12-05T20:00:00')).toBeNull();
    expect(parseInstant('5 December')).toBeNull();
    expect(parseInstant(null)).toBeNull();
    fc.assert(fc.property(instant, (time) => {
      expect(parseInstant(new Date(time).toISOString())).toBe(time);
    }));
  });

  it('knows the zones the browser knows and refuses others', () => {
    expect(knownTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeNull();
  });

  it('keeps a show until its day is over where it plays, and never before it starts', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 3 * DAY }), zone, (start, after, timeZone) => {
        expect(isPast(start, start - after, timeZone)).toBe(false);
        if (after >= DAY) expect(isPast(start, start + after, timeZone)).toBe(true);
        // Once past, later is past too.
        if (isPast(start, start + after, timeZone)) expect(isPast(start, start + after + DAY, timeZone)).toBe(true);
        expect(isPast(start, start + after, timeZone)).toBe(localDay(start + after, timeZone) !== localDay(start, timeZone));
      }),
    );
  });

  it('shows the date in the zone it happens, with the zone named', () => {
    expect(showDate(Date.UTC(2026, 11, 5, 20), 'en-GB', 'Europe/Lisbon')).toBe('Sat, 5 Dec 2026, 20:00 WET');
    expect(showDate(Date.UTC(2026, 11, 5, 20), 'en-GB', 'Asia/Tokyo')).toBe('Sun, 6 Dec 2026, 05:00 GMT+9');
  });
});
