import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, monthTitle, monthWeeks, shiftMonth, weekdayNames } from './rules';

const month = fc.record({ year: fc.integer({ min: 1900, max: 2200 }), index: fc.integer({ min: 1, max: 12 }) }).map(({ year, index }) => `${year}-${String(index).padStart(2, '0')}`);

describe('calendar month grids (docs/blocks.md "Calendar")', () => {
  it('moves by months across years, and back', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    fc.assert(fc.property(month, fc.integer({ min: -500, max: 500 }), (m, n) => {
      expect(shiftMonth(shiftMonth(m, n), -n)).toBe(m);
      expect(shiftMonth(m, n)).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    }));
  });

  it('lays every day of the month once, in order, in Monday-first weeks', () => {
    fc.assert(fc.property(month, (m) => {
      const weeks = monthWeeks(m);
      for (const week of weeks) expect(week).toHaveLength(7);
      const days = weeks.flat().filter((day): day is string => day !== null);
      expect(days).toHaveLength(daysInMonth(m));
      days.forEach((day, i) => expect(day).toBe(`${m}-${String(i + 1).padStart(2, '0')}`));
      const first = weeks[0]!.indexOf(days[0]!);
      const [year, index] = m.split('-').map(Number) as [number, number];
      expect(first).toBe((new Date(Date.UTC(year, index - 1, 1)).getUTCDay() + 6) % 7);
      expect(weeks[weeks.length - 1]!.some((day) => day !== null)).toBe(true);
    }));
  });

  it('names months and weekdays in the page language', () => {
    expect(monthTitle('2026-12', 'en-GB')).toBe('December 2026');
    expect(weekdayNames('en-GB')[0]).toEqual({ long: 'Monday', short: 'Mon' });
    expect(weekdayNames('en-GB')[6]).toEqual({ long: 'Sunday', short: 'Sun' });
  });
});
