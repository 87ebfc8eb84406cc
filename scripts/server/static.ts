// Static files: the built runtime under /assets/ and the published-site HTML pages. Every lookup stays inside
// its root folder: a path with a `..` segment (raw or percent-encoded) or a NUL byte finds nothing, and a file is
// served by its real path, so a symbolic link inside the folder to a file outside it finds nothing either.
import { realpathSync, statSync } from 'node:fs';
import { extname, join, relative, isAbsolute } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Joins an URL path (still percent-encoded) under root, or null when it would leave root or is malformed. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split(/[/\\]/).filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return null;
  const file = join(root, ...segments);
  const rel = relative(root, file);
  return rel.startsWith('..') || isAbsolute(rel) ? null : file;
}

/** A file under `root` whose real path (links followed) is inside root's real path too. */
function isFileInside(root: string, file: string | null): file is string {
  if (file === null) return false;
  try {
    const real = relative(realpathSync(root), realpathSync(file));
    return !real.startsWith('..') && !isAbsolute(real) && statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A built runtime file for the path after /assets/. */
export function findAsset(distDir: string, assetPath: string): string | null {
  const file = safeJoin(distDir, assetPath);
  return isFileInside(distDir, file) ? file : null;
}

/**
 * A site page: `/` is index.html, `/foo` is foo, foo.html or foo/index.html; earlier roots win. An item under a
 * collection page, `/foo/item`, is foo/index.html when nothing else matches (the page reads the item from the path).
 */
export function findPage(roots: readonly string[], urlPath: string): string | null {
  const parent = urlPath.replace(/\/[^/]+\/?$/, '/');
  const candidates = [
    ...(urlPath.endsWith('/') ? [`${urlPath}index.html`] : [urlPath, `${urlPath}.html`, `${urlPath}/index.html`]),
    ...(parent !== '/' && parent !== urlPath ? [`${parent}index.html`] : []),
  ];
  for (const root of roots) {
    for (const candidate of candidates) {
      const file = safeJoin(root, candidate);
      if (isFileInside(root, file)) return file;
    }
  }
  return null;
}
