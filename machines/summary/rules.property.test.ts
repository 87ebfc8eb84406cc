import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { widgetRenderingRequestSchema } from '../../runtime/api-schemas';
import { isRetryableStatus, networkErrorMessage } from '../request/outcomes';
import { loadFailureMessage, renderedHtml, widgetRenderingOutcome, widgetRenderingRequest } from './rules';

const widget = fc.record(
  { type: fc.oneof(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), fc.integer()), id: fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), value: fc.jsonValue() },
  { requiredKeys: ['type', 'id'] },
);

describe('summary event block rules (visitor-runtime §7, display-widgets §8)', () => {
  it('asks for the widget rendering form-encoded: widgetJSON (type, id, value) and collectionId, as the platform reads them', () => {
    fc.assert(
      fc.property(widget, fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (w, collectionId) => {
        const spec = widgetRenderingRequest(w, collectionId);
        expect(spec).toMatchObject({ method: 'POST', url: '/api/widget/GetWidgetRendering', form: true, showErrors: false });
        // the body as the data layer encodes it (objects as JSON), read by the server's own schema
        const fields = Object.fromEntries(Object.entries(spec.data!).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
        const read = widgetRenderingRequestSchema.safeParse(fields);
        expect(read.success).toBe(true);
        expect(read.data!.collectionId).toBe(collectionId);
        expect(read.data!.widgetJSON).toEqual(JSON.parse(JSON.stringify({ type: w.type, id: w.id, value: w.value })));
      }),
    );
  });

  it('takes an answer with html as the rendering, and one without as unreadable', () => {
    fc.assert(
      fc.property(fc.string(), (html) => {
        expect(widgetRenderingOutcome({ type: 'SUCCEEDED', data: { html } })).toEqual({ type: 'SUCCEEDED', data: { html } });
        expect(renderedHtml({ html })).toBe(html);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue().filter((v) => renderedHtml(v) === null), (data) => {
        expect(widgetRenderingOutcome({ type: 'SUCCEEDED', data })).toMatchObject({ type: 'PARSE_FAILED' });
      }),
    );
    expect(widgetRenderingOutcome({ type: 'SERVER_ERROR', message: 'x' })).toEqual({ type: 'SERVER_ERROR', message: 'x' });
  });

  it("says 'Unable to load. Try again.' when the connection may pass, 'Unable to load results' when the answer was an error", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 599 }), (status) => {
        const error = { kind: 'network' as const, status, message: networkErrorMessage(status) };
        expect(loadFailureMessage(error)).toBe(isRetryableStatus(status) ? 'Unable to load. Try again.' : 'Unable to load results');
      }),
    );
    expect(loadFailureMessage({ kind: 'network' })).toBe('Unable to load. Try again.');
    for (const kind of ['server', 'parse', 'authorization', 'crumb', 'loginRequired'] as const) {
      expect(loadFailureMessage({ kind })).toBe('Unable to load results');
    }
  });
});
