import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs as a reader meets them: every doc is reachable from the README, and every path of the project a doc names
// is there (a moved or deleted file leaves no dangling name behind).

const DOCS = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const PROJECT_PATH = /\b((?:runtime|machines|views|scripts|model-tests|docs)\/[A-Za-z0-9_./*-]+)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.mts', '.js', '.md', '.html'];

/**
 * Whether a named path is there: as written (a file or folder), with one of the source extensions, as the start of a
 * file's name in its folder (the shorthand `model-tests/error-reporter|trace-batcher.model.test.tsx`), or, with a
 * `*`, as a pattern some file of its folder matches (`scripts/demo-site/banner-*.html`).
 */
function pathExists(named: string): boolean {
  const path = named.replace(/[.]+$/, '');
  if (path.includes('*')) return matches(path.split('/'), '.');
  if (EXTENSIONS.some((extension) => existsSync(path + extension))) return true;
  const folder = dirname(path);
  return existsSync(folder) && readdirSync(folder).some((name) => name.startsWith(`${basename(path)}.`));
}

/** Whether some path under `from` matches the segments, `*` matching any part of one name. */
function matches([first, ...rest]: string[], from: string): boolean {
  if (first === undefined) return true;
  if (!existsSync(from) || !statSync(from).isDirectory()) return false;
  const pattern = new RegExp(`^${first.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
  return readdirSync(from).some((name) => pattern.test(name) && matches(rest, join(from, name)));
}

describe('the docs', () => {
  it('are each linked from the README', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(DOCS.filter((doc) => !readme.includes(`(${doc})`))).toEqual([]);
  });

  it('name only paths the project has', () => {
    const missing = ['README.md', ...DOCS].flatMap((doc) =>
      [...readFileSync(doc, 'utf8').matchAll(PROJECT_PATH)].map((match) => match[1]!).filter((path) => !pathExists(path)).map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('take a path with or without its extension, and the shorthand of several files', () => {
    expect(pathExists('scripts/build/merge-chunks.mjs')).toBe(true);
    expect(pathExists('scripts/build/merge-chunks')).toBe(true);
    expect(pathExists('model-tests/error-reporter')).toBe(true);
    expect(pathExists('runtime/vendors.ts.')).toBe(true);
    expect(pathExists('scripts/demo-site/banner-*.html')).toBe(true);
    expect(pathExists('scripts/demo-site/nothing-*.html')).toBe(false);
    expect(pathExists('machines/*/anatomy.ts')).toBe(true);
    expect(pathExists('machines/*/no-such-file.ts')).toBe(false);
    expect(pathExists('runtime/no-such-module.ts')).toBe(false);
    expect(pathExists('runtime/no-such-folder/file.ts')).toBe(false);
  });
});
