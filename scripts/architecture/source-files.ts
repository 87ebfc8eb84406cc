import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface SourceFile {
  /** Path from the repository's root, with forward slashes (`machines/menu/connect.ts`). */
  path: string;
  text: string;
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;

/** Every TypeScript and JavaScript file under the given top-level folders, tests included. */
export function readSources(folders: readonly string[], root = REPO_ROOT): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name)) files.push({ path: relative(root, full).split('\\').join('/'), text: readFileSync(full, 'utf8') });
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** The TypeScript and JavaScript files at the repository's top (the build's and the test runner's configuration). */
export function readTopLevelSources(root = REPO_ROOT): SourceFile[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => ({ path: entry.name, text: readFileSync(join(root, entry.name), 'utf8') }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
