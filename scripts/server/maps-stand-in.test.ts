import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapsStandInScript } from './maps-stand-in';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

describe('maps stand-in', () => {
  it('serves the offline maps script at /maps/api.js as JavaScript, whatever the query', async () => {
    const res = await fetch(`${server.url}/maps/api.js?key=k&language=en&region=GB&callback=ready`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(mapsStandInScript);
  });

  it('is valid browser JavaScript', () => {
    expect(() => new Function(mapsStandInScript)).not.toThrow();
  });
});
