import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  parseDateAttribute,
  RELATIVE_TIME_REFRESH_MS,
  relativeTimeBucket,
  SECONDS_AGO_LIMIT_MS,
} from './rules';
import { relativeTimeLabel } from './label';

const date = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('relative time labels (display-widgets §4: just now, about N seconds ago under 60 s, then a date)', () => {
  it('uses the specification numbers: refresh 5000 ms, seconds under 60 s', () => {
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
    expect(SECONDS_AGO_LIMIT_MS).toBe(60_000);
  });

  it("'just now' within 5 s of now", () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -4999, max: 4999 }), (d, offset) => {
        expect(relativeTimeBucket(d, d + offset)).toBe('justNow');
        expect(relativeTimeLabel('justNow', d, d + offset, 'en-US')).toBe('just now');
      }),
    );
  });

  it("'about N seconds ago' from 5 s to under 60 s, N the whole seconds elapsed", () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 5000, max: 59_999 }), (d, elapsed) => {
        expect(relativeTimeBucket(d, d + elapsed)).toBe('secondsAgo');
        expect(relativeTimeLabel('secondsAgo', d, d + elapsed, 'en-US')).toBe(`about ${Math.floor(elapsed / 1000)} seconds ago`);
      }),
    );
  });

  it('a formatted date from 60 s on, and for dates 5 s or more in the future', () => {
    fc.assert(
      fc.property(date, fc.oneof(fc.integer({ min: 60_000, max: 1e11 }), fc.integer({ min: -1e11, max: -5000 })), (d, elapsed) => {
        expect(relativeTimeBucket(d, d + elapsed)).toBe('date');
        expect(relativeTimeLabel('date', d, d + elapsed, 'en-US')).toBe(formatDate(d, 'en-US'));
      }),
    );
  });

  it('the boundaries: 4999 ms just now, 5000 ms about 5 seconds, 59,999 ms about 59 seconds, 60,000 ms a date', () => {
    expect(relativeTimeBucket(0, 4999)).toBe('justNow');
    expect(relativeTimeBucket(0, 5000)).toBe('secondsAgo');
    expect(relativeTimeLabel('secondsAgo', 0, 5000, 'en-US')).toBe('about 5 seconds ago');
    expect(relativeTimeLabel('secondsAgo', 0, 59_999, 'en-US')).toBe('about 59 seconds ago');
    expect(relativeTimeBucket(0, 60_000)).toBe('date');
  });

  it('as time goes on a date only moves forward: just now → seconds → date', () => {
    const order = { justNow: 0, secondsAgo: 1, date: 2 };
    fc.assert(
      fc.property(date, fc.integer({ min: -4999, max: 1e6 }), fc.integer({ min: 0, max: 1e6 }), (d, a, step) => {
        expect(order[relativeTimeBucket(d, d + a + step)]).toBeGreaterThanOrEqual(order[relativeTimeBucket(d, d + a)]);
      }),
    );
  });

  it('formats the date as a medium date with a short time in the locale', () => {
    const d = new Date(2026, 10, 21, 8, 17).getTime();
    expect(formatDate(d, 'en-US')).toBe('Nov 21, 2026, 8:17 AM');
  });
});

describe('data-date: ms since 1970, anything non-numeric skipped', () => {
  it('reads any integer in the range of a date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.stringMatching(/^\s{0,2}$/), (n, ws) => {
        expect(parseDateAttribute(`${ws}${n}${ws}`)).toBe(n);
      }),
    );
  });
  it('rejects everything that is not an integer', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !/^\s*-?\d+\s*$/.test(s)), (s) => {
        expect(parseDateAttribute(s)).toBeNull();
      }),
    );
    for (const raw of [null, undefined, '', '  ', 'yesterday', '2026-11-21', '1.7e12', '1700000000000.5', '0x10', '+5', '99999999999999999'])
      expect(parseDateAttribute(raw)).toBeNull();
  });
});
