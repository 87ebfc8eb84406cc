// Shared by the server tests: a server on a random port with a temp database, demo pages and built assets.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from './server';

export interface TestServer extends RunningServer {
  dir: string;
  dbPath: string;
  postForm(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  postJson(path: string, value: unknown, headers?: Record<string, string>): Promise<Response>;
}

/**
 * A visitor's crumb as the site's own pages send it (the crumb cookie echoed in X-CSRF-Token): the server refuses a
 * change without it (docs/security.md). A test that passes its own Cookie header passes its own crumb too.
 */
export const VISITOR_CRUMB = { Cookie: 'crumb=visitor-crumb', 'X-CSRF-Token': 'visitor-crumb' };

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'platform-server-'));
}

/** Starts a server; `dir` holds demo/ and dist/ fixtures plus secret.txt outside both, for traversal tests. */
export async function startTestServer(options: Partial<ServerOptions> & { dir?: string } = {}): Promise<TestServer> {
  const dir = options.dir ?? tempDir();
  writeFiles(dir, {
    'secret.txt': 'top secret',
    'demo/index.html': '<h1>Demo home</h1>',
    'demo/about.html': '<h1>Demo about</h1>',
    'demo/blog/index.html': '<h1>Demo blog</h1>',
    'demo/demo.css': 'body{}',
    'dist/runtime.js': 'export {};',
    'dist/runtime.js.map': '{"version":3}',
    'dist/runtime.css': 'body{}',
    'dist/manifest.json': '{}',
  });
  const dbPath = options.dbPath ?? join(dir, 'db', 'platform.sqlite');
  const server = await startServer({
    port: 0,
    demoDir: join(dir, 'demo'),
    distDir: join(dir, 'dist'),
    ...options,
    dbPath,
  });
  const post = (path: string, body: string, contentType: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { method: 'POST', body, headers: { 'Content-Type': contentType, ...VISITOR_CRUMB, ...headers } });
  return {
    ...server,
    dir,
    dbPath,
    postForm: (path, fields, headers) =>
      post(path, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', headers),
    postJson: (path, value, headers) => post(path, JSON.stringify(value), 'application/json', headers),
  };
}

/** A GET sent byte for byte (fetch would normalise `..` away before the server sees it). */
export function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: 'localhost', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function issueFormKey(server: TestServer): Promise<string> {
  const res = await fetch(`${server.url}/api/form/FormSubmissionKey`, { method: 'POST', headers: VISITOR_CRUMB });
  return ((await res.json()) as { key: string }).key;
}
