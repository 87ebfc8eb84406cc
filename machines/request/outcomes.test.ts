import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyAnswer, isRetryableStatus, networkErrorMessage, parseFailureMessage } from './outcomes';

const url = '/api/thing';

describe('data-layer error mapping (visitor-runtime §8)', () => {
  it('maps 401 and 403 to "Unauthorized request"', () => {
    for (const status of [401, 403]) expect(networkErrorMessage(status)).toBe('Unauthorized request');
  });
  it('maps 500 and 501 to the internal server error message', () => {
    for (const status of [500, 501]) expect(networkErrorMessage(status)).toBe('Internal server error. Please try again later.');
  });
  it('maps 503 to the temporarily unavailable message', () => {
    expect(networkErrorMessage(503)).toBe('This service is temporarily unavailable. Please try again later.');
  });
  it('maps every other failing status, and no answer at all, to "Unable to connect…"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 599 }).filter((s) => ![401, 403, 500, 501, 503].includes(s)), (status) => {
        expect(networkErrorMessage(status)).toBe('Unable to connect…');
        expect(isRetryableStatus(status)).toBe(true);
      }),
    );
  });
  it('never retries a definite 401/403/500/501/503', () => {
    for (const status of [401, 403, 500, 501, 503]) expect(isRetryableStatus(status)).toBe(false);
  });
  it('turns any non-2xx status into NETWORK_FAILED with that status, whatever the body', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 599 }).filter((s) => s < 200 || s > 299), fc.string(), (status, body) => {
        expect(classifyAnswer({ url, status, body, format: 'json' })).toMatchObject({
          type: 'NETWORK_FAILED',
          status,
          message: networkErrorMessage(status),
        });
      }),
    );
  });
  it('keeps the JSON body of a failed answer (a 400 names its fields), and no body when it is not JSON', () => {
    const errors = { errors: { email: 'Email is not valid.' } };
    expect(classifyAnswer({ url, status: 400, body: JSON.stringify(errors), format: 'json' })).toEqual({
      type: 'NETWORK_FAILED', status: 400, message: 'Unable to connect…', data: errors,
    });
    expect(classifyAnswer({ url, status: 400, body: '<html>', format: 'json' })).not.toHaveProperty('data');
  });
  it('reports unparseable JSON with the URL and the parser message', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => { try { JSON.parse(s); return false; } catch { return true; } }), (body) => {
        const outcome = classifyAnswer({ url, status: 200, body, format: 'json' });
        expect(outcome.type).toBe('PARSE_FAILED');
        expect(outcome).toHaveProperty('message', expect.stringMatching(/^Internal Error: Unable to parse server response from \(\/api\/thing\) as JSON: .+/));
      }),
    );
    expect(parseFailureMessage('/x', 'boom')).toBe('Internal Error: Unable to parse server response from (/x) as JSON: boom');
  });
  it('passes any JSON without a flag through as data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const flagged = value && typeof value === 'object' && !Array.isArray(value) &&
          ['crumbFail', 'loginRequired', 'authorizationFail', 'error'].some((k) => k in value);
        fc.pre(!flagged);
        expect(classifyAnswer({ url, status: 200, body: JSON.stringify(value), format: 'json' })).toEqual({
          type: 'SUCCEEDED',
          data: JSON.parse(JSON.stringify(value)),
        });
      }),
    );
  });
  it('gives text answers back as text, never parsed', () => {
    fc.assert(fc.property(fc.string(), (body) => {
      expect(classifyAnswer({ url, status: 200, body, format: 'text' })).toEqual({ type: 'SUCCEEDED', data: body });
    }));
  });
  it('recognises crumbFail (with the new crumb), loginRequired, authorizationFail and an error field, in that order', () => {
    const classify = (answer: object) => classifyAnswer({ url, status: 200, body: JSON.stringify(answer), format: 'json' });
    expect(classify({ crumbFail: true, crumb: 'c2', error: 'x' })).toEqual({ type: 'CRUMB_FAILED', crumb: 'c2' });
    expect(classify({ crumbFail: true })).toEqual({ type: 'CRUMB_FAILED' });
    expect(classify({ loginRequired: true, authorizationFail: true })).toEqual({ type: 'LOGIN_REQUIRED' });
    expect(classify({ authorizationFail: true, error: 'x' })).toEqual({ type: 'AUTHORIZATION_FAILED' });
    expect(classify({ error: 'Server says no' })).toEqual({ type: 'SERVER_ERROR', message: 'Server says no' });
    expect(classify({ error: null, value: 1 })).toEqual({ type: 'SUCCEEDED', data: { error: null, value: 1 } });
  });
});
