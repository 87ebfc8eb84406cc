import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleFontsStylesheet, typekitStylesheet } from '../../machines/fonts/rules';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => void (server = await startTestServer()));
afterAll(() => server.close());

describe('font stand-ins', () => {
  it("serve a Typekit kit's stylesheet at the runtime's default address, and 404 for a kit that is gone", async () => {
    const kit = await fetch(`${server.url}${typekitStylesheet('abc1234')}`);
    expect(kit.status).toBe(200);
    expect(kit.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await kit.text()).toContain('font-family: "kit-abc1234"');
    expect((await fetch(`${server.url}${typekitStylesheet('gone404')}`)).status).toBe(404);
  });

  it('serve one stylesheet for the Google fonts, a face per family and weight, with no address of another origin', async () => {
    const res = await fetch(`${server.url}${googleFontsStylesheet([{ includeName: 'Lato:400,700' }, { includeName: 'Playfair Display' }])}`);
    expect(res.status).toBe(200);
    const css = await res.text();
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css).toContain('font-family: "Lato"; font-weight: 700');
    expect(css).toContain('font-family: "Playfair Display"; font-weight: 400');
    expect(css).not.toMatch(/url\(/);
    expect((await fetch(`${server.url}/fonts/css`)).status).toBe(400);
  });
});
