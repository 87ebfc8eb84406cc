import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VISIT_TIME_COOKIE, VISITOR_RECORD_COOKIE, VISITOR_RECORD_MAX_AGE_S, type CookieJar } from '../cookies';
import { formatVisitorRecord, parseVisitorRecord, type VisitorRecord } from '../cookie-values';
import { isSameVisit, nextVisitorRecord, randomId, recordVisit, VISIT_WINDOW_MS } from './visitor-record';

const time = fc.integer({ min: 1, max: 4_102_444_800_000 }); // up to 2100
const record: fc.Arbitrary<VisitorRecord> = fc.record({
  id: fc.stringMatching(/^[0-9a-f]{1,24}$/),
  firstVisit: time,
  previousVisit: time,
  currentVisit: time,
  lastActivity: time,
  visitCount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
});

/** A jar that keeps the last value per name and every cookie string written. */
function fakeJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const written: string[] = [];
  const jar: CookieJar = {
    get: () => [...values].map(([k, v]) => `${k}=${v}`).join('; '),
    set: (text) => {
      written.push(text);
      const [pair] = text.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/Max-Age=0(;|$)/.test(text)) values.delete(name);
      else values.set(name, value);
    },
  };
  return { jar, values, written };
}

describe('visitor record per page view (visitor-runtime §3)', () => {
  it('starts a record on the first page view: a new id, every timestamp now, one visit', () => {
    fc.assert(
      fc.property(time, fc.boolean(), (now, same) => {
        const next = nextVisitorRecord(null, now, same, () => 'abc');
        expect(next).toEqual({ id: 'abc', firstVisit: now, previousVisit: now, currentVisit: now, lastActivity: now, visitCount: 1 });
      }),
    );
  });

  it('in the same visit only moves the last activity', () => {
    fc.assert(fc.property(record, time, (previous, now) => {
      expect(nextVisitorRecord(previous, now, true)).toEqual({ ...previous, lastActivity: now });
    }));
  });

  it('on a new visit shifts the current visit to previous and counts one more visit (capped at 2^53 - 1)', () => {
    fc.assert(
      fc.property(record, time, (previous, now) => {
        const next = nextVisitorRecord(previous, now, false);
        expect(next).toEqual({
          id: previous.id,
          firstVisit: previous.firstVisit,
          previousVisit: previous.currentVisit,
          currentVisit: now,
          lastActivity: now,
          visitCount: Math.min(previous.visitCount + 1, Number.MAX_SAFE_INTEGER),
        });
      }),
    );
  });

  it('always gives a record that the cookie format reads back unchanged', () => {
    fc.assert(
      fc.property(fc.option(record, { nil: null }), time, fc.boolean(), (previous, now, same) => {
        const next = nextVisitorRecord(previous, now, same);
        expect(parseVisitorRecord(formatVisitorRecord(next))).toEqual(next);
      }),
    );
  });

  it('counts a page view less than 30 minutes after the last activity as the same visit', () => {
    expect(VISIT_WINDOW_MS).toBe(30 * 60 * 1000);
    fc.assert(
      fc.property(time, fc.integer({ min: -VISIT_WINDOW_MS, max: 3 * VISIT_WINDOW_MS }), (visitTime, delta) => {
        const now = visitTime + delta;
        expect(isSameVisit(visitTime, now)).toBe(delta >= 0 && delta < VISIT_WINDOW_MS);
      }),
    );
    expect(isSameVisit(null, 5)).toBe(false);
  });

  it('makes ids of 24 hex digits that fit the record', () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('recordVisit (cookies)', () => {
  it('writes the visitor record for 2 years and the visit time for 30 minutes', () => {
    const { jar, values, written } = fakeJar();
    const first = recordVisit(1_700_000_000_000, jar);
    expect(values.get(VISITOR_RECORD_COOKIE)).toBe(formatVisitorRecord(first));
    expect(values.get(VISIT_TIME_COOKIE)).toBe('1700000000000');
    expect(written.find((t) => t.startsWith(`${VISITOR_RECORD_COOKIE}=`))).toContain(`Max-Age=${VISITOR_RECORD_MAX_AGE_S}`);
    expect(written.find((t) => t.startsWith(`${VISIT_TIME_COOKIE}=`))).toContain('Max-Age=1800');
  });

  it('updates the cookies page view after page view, visit after visit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 3 * VISIT_WINDOW_MS }), { minLength: 1, maxLength: 12 }), (gaps) => {
        const { jar, values } = fakeJar();
        let now = 1_700_000_000_000;
        const first = recordVisit(now, jar);
        let visits = 1;
        for (const gap of gaps) {
          now += gap;
          if (gap >= VISIT_WINDOW_MS) visits++;
          const next = recordVisit(now, jar);
          expect(next).toMatchObject({ id: first.id, firstVisit: first.firstVisit, lastActivity: now, visitCount: visits });
          expect(parseVisitorRecord(values.get(VISITOR_RECORD_COOKIE)!)).toEqual(next);
          expect(values.get(VISIT_TIME_COOKIE)).toBe(String(now));
        }
      }),
    );
  });

  it('replaces a broken visitor record with a new one', () => {
    const { jar, values } = fakeJar({ [VISITOR_RECORD_COOKIE]: 'x|1|2', [VISIT_TIME_COOKIE]: 'nope' });
    const next = recordVisit(1_700_000_000_000, jar);
    expect(next.visitCount).toBe(1);
    expect(values.get(VISITOR_RECORD_COOKIE)).toBe(formatVisitorRecord(next));
  });

  it('continues a 5-part record, read with one visit', () => {
    const { jar } = fakeJar({ [VISITOR_RECORD_COOKIE]: 'v1|10|20|30|40' });
    expect(recordVisit(1_700_000_000_000, jar)).toEqual({
      id: 'v1', firstVisit: 10, previousVisit: 30, currentVisit: 1_700_000_000_000, lastActivity: 1_700_000_000_000, visitCount: 2,
    });
  });
});
