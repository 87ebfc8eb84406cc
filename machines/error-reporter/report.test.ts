import { describe, expect, it } from 'vitest';
import { errorReportBatchSchema } from '../../runtime/api-schemas';
import { errorReport, MAX_MESSAGE, MAX_STACK, describeThrown, reportRequest, stackOf } from './report';

const page = { websiteId: 'site-1', templateId: null, url: 'https://example.com/shop?x=1', userAgent: 'UA' };

describe('error-report events (visitor-runtime §3)', () => {
  it('carries the page facts, the place of the error and the cut stack', () => {
    const error = new Error('Boom');
    error.stack = `Error: Boom\n${'    at f (app.js:1:1)\n'.repeat(500)}`;
    const report = errorReport({ message: 'Uncaught Error: Boom', error, file: 'app.js', line: 3, column: 9 }, page, 42);
    expect(report).toEqual({
      event: 'javascript-error',
      data: {
        websiteId: 'site-1',
        templateId: null,
        url: page.url,
        userAgent: 'UA',
        app: 'visitor-runtime',
        message: 'Uncaught Error: Boom',
        stack: error.stack.slice(0, MAX_STACK),
        file: 'app.js',
        line: 3,
        column: 9,
      },
      timestamp: 42,
    });
    expect(errorReportBatchSchema.safeParse([report]).success).toBe(true);
  });

  it('has no stack, file or position when the browser gives none, and cuts long messages', () => {
    const report = errorReport({ message: 'x'.repeat(5000), error: 'just text', line: Number.NaN }, page, 1);
    expect(report.data).toMatchObject({ stack: null, file: null, line: null, column: null });
    expect(report.data.message).toHaveLength(MAX_MESSAGE);
    expect(report.data).not.toHaveProperty('custom');
    expect(errorReport({ message: 'm', custom: { a: 1 } }, page, 1).data.custom).toEqual({ a: 1 });
  });

  it('reads any thrown value without throwing', () => {
    const hostile = Object.defineProperty({}, 'stack', { get: () => { throw new Error('no'); } });
    expect(stackOf(hostile)).toBeNull();
    expect(stackOf(null)).toBeNull();
    expect(describeThrown(new TypeError('bad'))).toBe('TypeError: bad');
    expect(describeThrown({ code: 7 })).toBe('{"code":7}');
    expect(describeThrown(undefined)).toBe('undefined');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeThrown(cyclic)).toBe('Unknown error');
  });

  it('posts the list as JSON with the crumb as X-CSRF-Token (visitor-runtime §7)', () => {
    const report = errorReport({ message: 'm' }, page, 1);
    expect(reportRequest([report], 'crumb-1')).toEqual({
      url: '/api/events/RecordJavascriptErrors',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'crumb-1' },
      body: JSON.stringify([report]),
    });
    expect(reportRequest([report], null).headers).not.toHaveProperty('X-CSRF-Token');
  });
});
