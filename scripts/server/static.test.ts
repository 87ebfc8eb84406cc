import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeJoin } from './static';
import { rawGet, startTestServer, tempDir, writeFiles, type TestServer } from './test-support';

let server: TestServer;
let siteDir: string;
beforeAll(async () => {
  siteDir = tempDir();
  writeFiles(siteDir, { 'about.html': '<h1>Site about</h1>', 'shop/index.html': '<h1>Site shop</h1>' });
  server = await startTestServer({ siteDir });
  // Links inside the site's folder (issue 37): one to a file outside it, one to a folder outside it, one to a page inside.
  writeFiles(server.dir, { 'outside/notes.txt': 'outside notes', 'outside/page.html': '<h1>Outside</h1>' });
  symlinkSync('/etc/passwd', join(siteDir, 'passwd.txt'));
  symlinkSync(join(server.dir, 'secret.txt'), join(siteDir, 'secret.html'));
  symlinkSync(join(server.dir, 'outside'), join(siteDir, 'elsewhere'));
  symlinkSync(join(siteDir, 'about.html'), join(siteDir, 'about-us.html'));
  mkdirSync(join(server.dir, 'dist', 'sub'), { recursive: true });
  symlinkSync(join(server.dir, 'secret.txt'), join(server.dir, 'dist', 'sub', 'leak.js'));
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

describe('assets', () => {
  it.each([
    ['runtime.js', 'text/javascript; charset=utf-8'],
    ['runtime.js.map', 'application/json; charset=utf-8'],
    ['runtime.css', 'text/css; charset=utf-8'],
    ['manifest.json', 'application/json; charset=utf-8'],
  ])('serves dist/%s as %s with Cache-Control: no-cache', async (file, type) => {
    const res = await get(`/assets/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing asset', async () => {
    expect((await get('/assets/nope.js')).status).toBe(404);
  });
});

describe('pages', () => {
  it('serves index.html at /, foo.html at /foo and foo/index.html at /foo and /foo/', async () => {
    expect(await (await get('/')).text()).toBe('<h1>Demo home</h1>');
    expect(await (await get('/blog')).text()).toBe('<h1>Demo blog</h1>');
    expect(await (await get('/blog/')).text()).toBe('<h1>Demo blog</h1>');
    const shop = await get('/shop');
    expect(shop.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await shop.text()).toBe('<h1>Site shop</h1>');
  });

  it('prefers a SITE_DIR page over the demo page of the same name', async () => {
    expect(await (await get('/about')).text()).toBe('<h1>Site about</h1>');
  });

  it('serves other demo-site files with their content type', async () => {
    const res = await get('/demo.css');
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers an HTML 404 page for an unknown path, escaping the path', async () => {
    const res = await rawGet(server.port, '/missing<script>');
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page not found');
    expect(res.body).not.toContain('<script>');
  });

  it('sets a crumb cookie on an HTML response only when the request has none', async () => {
    const first = await get('/');
    expect(first.headers.get('set-cookie')).toMatch(/^crumb=[\w-]{16,}; Path=\/; SameSite=Lax$/);
    expect((await get('/missing')).headers.get('set-cookie')).toMatch(/^crumb=/);
    expect((await get('/', { Cookie: 'crumb=mine' })).headers.get('set-cookie')).toBeNull();
    expect((await get('/assets/runtime.js')).headers.get('set-cookie')).toBeNull();
  });
});

describe('headers every answer carries', () => {
  it("a page may be framed by this server's pages only (frame-ancestors 'self'), loads no plugin, keeps its base, and no answer is sniffed for another type", async () => {
    for (const path of ['/', '/shop', '/missing']) {
      const page = await get(path);
      expect(page.headers.get('content-security-policy'), path).toBe("frame-ancestors 'self'; object-src 'none'; base-uri 'self'");
      expect(page.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
    for (const path of ['/', '/assets/runtime.js', '/demo.css', '/api/site/header-footer', '/images/index.json']) {
      expect((await get(path)).headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

describe('path traversal', () => {
  it.each([
    '/assets/../secret.txt',
    '/assets/..%2fsecret.txt',
    '/assets/%2e%2e/secret.txt',
    '/assets/..%5csecret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/runtime.js%00.map',
    '/assets/%E0%A4%A',
  ])('refuses %s', async (path) => {
    const res = await rawGet(server.port, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('top secret');
    expect(res.body).not.toContain('root:');
  });

  it('serves a file by its real path: a link inside the folder to a file or folder outside it finds nothing', async () => {
    for (const path of ['/passwd.txt', '/secret', '/secret.html', '/elsewhere/notes.txt', '/elsewhere/page', '/assets/sub/leak.js']) {
      const res = await rawGet(server.port, path);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('top secret');
      expect(res.body).not.toContain('Outside');
    }
    // A link to a page inside the folder is that page.
    expect(await (await get('/about-us')).text()).toContain('Site about');
  });

  it('keeps any decoded path inside the root folder', () => {
    const segment = fc.constantFrom('..', '.', '%2e%2e', '%2E%2e', '..%2f', '..%5c', 'a', 'b.html', '%00', '', '%');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const root = '/srv/root';
        const file = safeJoin(root, segments.join('/'));
        if (file !== null) expect(file === root || file.startsWith(`${root}/`)).toBe(true);
      }),
    );
  });
});
