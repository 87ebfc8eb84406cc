import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDORS } from '../../runtime/vendors';
import { followStandInScript } from './follow-stand-in';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

describe('follow stand-in', () => {
  it("serves the offline follow script at the vendor table's stand-in address, as JavaScript", async () => {
    const res = await fetch(`${server.url}${VENDORS.follow.standIn}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe(followStandInScript);
  });

  it('is valid browser JavaScript that counts its runs', () => {
    const window: { followStandInRuns?: number } = {};
    new Function('window', followStandInScript)(window);
    new Function('window', followStandInScript)(window);
    expect(window.followStandInRuns).toBe(2);
  });
});
