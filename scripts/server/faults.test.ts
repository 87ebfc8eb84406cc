import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FAULT_MODES,
  FaultBudget,
  MAX_DELAY_MS,
  faultReply,
  formatFaultHeader,
  parseFault,
  type Fault,
} from './faults';

const noQuery = new URLSearchParams();
const faultKey = fc.stringMatching(/^[\w.:-]{1,20}$/);
const fault: fc.Arbitrary<Fault> = fc
  .record(
    {
      mode: fc.constantFrom(...FAULT_MODES),
      delayMs: fc.integer({ min: 0, max: MAX_DELAY_MS }),
      times: fc.integer({ min: 1, max: 1000 }),
      key: faultKey,
    },
    { requiredKeys: ['mode', 'delayMs'] },
  )
  .map(({ delayMs, ...rest }) => (rest.mode === 'delay' ? { ...rest, delayMs } : rest));

describe('parseFault', () => {
  it('reads back any fault written as an X-Fault header', () => {
    fc.assert(
      fc.property(fault, (f) => {
        expect(parseFault(formatFaultHeader(f), noQuery)).toEqual({ ok: true, fault: f });
      }),
    );
  });

  it('reads the same fault from ?fault=&faultTimes=&faultKey= as from the header', () => {
    fc.assert(
      fc.property(fault, (f) => {
        const { times, key, ...modeOnly } = f;
        const query = new URLSearchParams({ fault: formatFaultHeader(modeOnly) });
        if (times !== undefined) query.set('faultTimes', String(times));
        if (key !== undefined) query.set('faultKey', key);
        expect(parseFault(undefined, query)).toEqual({ ok: true, fault: f });
      }),
    );
  });

  it('tolerates spaces around header parts', () => {
    const fault = { mode: '500', times: 2, key: 'a' };
    expect(parseFault('  500 ;times = 2 ;  key=a ', noQuery)).toEqual({ ok: true, fault });
  });

  it('prefers the header over the query', () => {
    expect(parseFault('429', new URLSearchParams('fault=500'))).toEqual({ ok: true, fault: { mode: '429' } });
  });

  it('finds no fault when neither header nor query names one', () => {
    expect(parseFault(undefined, new URLSearchParams('faultTimes=1'))).toEqual({ ok: true, fault: null });
    expect(parseFault('', noQuery)).toEqual({ ok: true, fault: null });
  });

  it('caps a delay at 30 seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_DELAY_MS, max: 10 ** 9 }), (ms) => {
        const capped = { mode: 'delay', delayMs: MAX_DELAY_MS };
        expect(parseFault(`delay=${ms}`, noQuery)).toEqual({ ok: true, fault: capped });
      }),
    );
  });

  it('rejects any unknown mode, a delay without milliseconds and malformed parameters', () => {
    const known = (s: string) => (FAULT_MODES as readonly string[]).includes(s) || /^delay=\d+$/.test(s);
    const unknownMode = fc.string().filter((s) => !s.includes(';') && s.trim() !== '' && !known(s.trim()));
    fc.assert(
      fc.property(unknownMode, (mode) => {
        expect(parseFault(mode, noQuery).ok).toBe(false);
      }),
    );
    for (const bad of ['delay', 'delay=-5', '500; times=0', '500; times=x', '500; key=', '500; colour=red']) {
      expect(parseFault(bad, noQuery), bad).toMatchObject({ ok: false });
    }
    expect(parseFault(undefined, new URLSearchParams('fault=500&faultTimes=0'))).toMatchObject({ ok: false });
  });
});

describe('FaultBudget', () => {
  it('lets a limited fault fire exactly `times` times per key, and an unlimited one always', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 20 }), (times, extra) => {
        const budget = new FaultBudget();
        const fired = Array.from({ length: times + extra }, () => budget.take({ mode: '500', times, key: 'k' }, '/a'));
        expect(fired.filter(Boolean)).toHaveLength(times);
        expect(fired.slice(0, times).every(Boolean)).toBe(true);
        expect(budget.take({ mode: '500', times, key: 'other' }, '/a')).toBe(true);
        expect(budget.take({ mode: '500' }, '/a')).toBe(true);
      }),
    );
  });

  it('counts a limited fault without a key per mode and endpoint', () => {
    const budget = new FaultBudget();
    expect(budget.take({ mode: '500', times: 1 }, '/a')).toBe(true);
    expect(budget.take({ mode: '500', times: 1 }, '/a')).toBe(false);
    expect(budget.take({ mode: '500', times: 1 }, '/b')).toBe(true);
    expect(budget.take({ mode: '503', times: 1 }, '/a')).toBe(true);
  });
});

describe('faultReply', () => {
  it('names the submitted form fields in field-errors, from JSON text or an object', () => {
    expect(faultReply('field-errors', { form: '{"name":"x","phone":[]}' }).json).toEqual({
      errors: { name: 'This field is not valid.', phone: 'This field is not valid.' },
    });
    expect(faultReply('field-errors', { form: { a: 1 } }).json).toEqual({ errors: { a: 'This field is not valid.' } });
  });

  it('falls back to an email field error when no form map was submitted', () => {
    expect(faultReply('field-errors', undefined).json).toEqual({ errors: { email: 'Email is not valid.' } });
    expect(faultReply('field-errors', { form: '{nope' }).json).toEqual({ errors: { email: 'Email is not valid.' } });
  });
});
