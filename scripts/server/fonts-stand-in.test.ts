import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleFontsStylesheet, typekitStylesheet, type FontSettings } from '../../machines/fonts/rules';
import { defaultVendorAddress } from '../../runtime/vendors';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
/** The font addresses the vendor table gives a page whose `vendorStandIns` is this server. */
let standIns: FontSettings;
beforeAll(async () => {
  server = await startTestServer();
  const setting = { standIns: new URL('/', server.url) };
  standIns = { typekitUrl: defaultVendorAddress('typekit', setting)!, googleFontsUrl: defaultVendorAddress('googleFonts', setting)! };
});
afterAll(() => server.close());

describe('font stand-ins', () => {
  it("serve a Typekit kit's stylesheet at the address the vendor table gives under the stand-in setting, and 404 for a kit that is gone", async () => {
    const kit = await fetch(typekitStylesheet('abc1234', standIns)!);
    expect(kit.status).toBe(200);
    expect(kit.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await kit.text()).toContain('font-family: "kit-abc1234"');
    expect((await fetch(typekitStylesheet('gone404', standIns)!)).status).toBe(404);
  });

  it('serve one stylesheet for the Google fonts, a face per family and weight, with no address of another origin', async () => {
    const res = await fetch(googleFontsStylesheet([{ includeName: 'Lato:400,700' }, { includeName: 'Playfair Display' }], standIns)!);
    expect(res.status).toBe(200);
    const css = await res.text();
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css).toContain('font-family: "Lato"; font-weight: 700');
    expect(css).toContain('font-family: "Playfair Display"; font-weight: 400');
    expect(css).not.toMatch(/url\(/);
    expect((await fetch(`${server.url}/fonts/css`)).status).toBe(400);
  });
});
