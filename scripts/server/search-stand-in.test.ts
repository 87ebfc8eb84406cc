import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchPreviewResponseSchema } from '../../runtime/api-schemas';
import { searchPreview } from './search-stand-in';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

describe('search preview stand-in', () => {
  it('finds the entries holding every word of the query, any case, at most five', () => {
    expect(searchPreview('city GUIDE').items).toEqual([{ title: 'City Guide (PDF)', url: '/shop' }]);
    expect(searchPreview('bread').items.map((item) => item.title)).toEqual(['Bread club', 'Events calendar']);
    expect(searchPreview('  ').items).toEqual([]);
    expect(searchPreview('e').items.length).toBeLessThanOrEqual(5);
  });

  it('answers GET /api/search/GetSearchPreview?q= in the schema the runtime reads, and stores nothing', async () => {
    const res = await fetch(`${server.url}/api/search/GetSearchPreview?q=guide&crumb=x`);
    expect(res.status).toBe(200);
    expect(searchPreviewResponseSchema.parse(await res.json())).toEqual({ items: [{ title: 'City Guide (PDF)', url: '/shop' }] });
    expect((await fetch(`${server.url}/api/search/GetSearchPreview`)).status).toBe(400);
  });
});
