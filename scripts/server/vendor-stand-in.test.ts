import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDORS } from '../../runtime/vendors';
import { vendorStandInScript } from './vendor-stand-in';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

describe('vendor stand-ins', () => {
  it('serves each script kind its own offline script, as JavaScript, and 404 for any other', async () => {
    for (const kind of ['acuity', 'zola', 'table-booking', 'opentable']) {
      const res = await fetch(`${server.url}/vendor/${kind}.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await res.text()).toBe(vendorStandInScript(kind));
    }
    expect((await fetch(`${server.url}/vendor/missing.js`)).status).toBe(404);
  });

  it("serves SoundCloud's player page at the vendor table's stand-in address, naming the track escaped", async () => {
    const res = await fetch(`${server.url}${VENDORS.soundcloud.standIn}?url=${encodeURIComponent('https://soundcloud.com/a/<b>')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('playing <span data-track>https://soundcloud.com/a/&#60;b&#62;</span>');
  });
});

describe('the vendor table’s stand-ins (runtime/vendors.ts)', () => {
  it('each stand-in the table names is served by the reference server', async () => {
    for (const [vendor, { standIn }] of Object.entries(VENDORS) as Array<[string, { standIn?: string }]>) {
      if (!standIn) continue;
      // what the runtime adds: the site's kit in a template, a family for the font service, a track for the player
      const path = standIn.replace('{kitId}', 'abc1234');
      expect((await fetch(`${server.url}${path}?url=https%3A%2F%2Fsoundcloud.com%2Fa&family=Lato`)).status, vendor).toBe(200);
    }
  });
});

describe('media stand-in', () => {
  it('serves a playable WAV tone for the audio blocks, and 404 for any other address', async () => {
    const res = await fetch(`${server.url}/media/tone.wav`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const wav = Buffer.from(await res.arrayBuffer());
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect((await fetch(`${server.url}/media/../x.wav`)).status).toBe(404);
  });
});
