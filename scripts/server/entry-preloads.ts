// A host lists the block entries of its first section with `<link rel="modulepreload" href="/assets/blocks/….js">`
// (entries keep their names from build to build; docs/contract.md "A host's first section"). The browser learns of
// the files such an entry imports only once the entry has arrived and been parsed: a round trip later, after the page
// has been parsed and the core has run. So the reference server, as a host should, lists those files beside the entry,
// from the build's table (dist/entry-files.json: each lazy entry → itself and the files it imports statically).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type EntryFiles = Readonly<Record<string, readonly string[]>>;

const PRELOAD = /<link\s+rel="modulepreload"\s+href="([^"]+)"\s*\/?>/g;
const SOURCE = /\s(?:src|href)="([^"]+)"/g;

/** The build's table, or an empty one when the build wrote none (then pages are served as written). */
export function readEntryFiles(distDir: string): EntryFiles {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'entry-files.json'), 'utf8')) as EntryFiles;
  } catch {
    return {};
  }
}

/**
 * The page with, after each modulepreload link of an entry under `prefix`, a link for every file that entry imports
 * statically and the page does not name yet (each file once, in the table's order).
 */
export function withEntryFiles(html: string, entryFiles: EntryFiles, prefix = '/assets/'): string {
  const named = new Set([...html.matchAll(SOURCE)].map((match) => match[1]!));
  return html.replace(PRELOAD, (link: string, href: string) => {
    const files = href.startsWith(prefix) ? entryFiles[href.slice(prefix.length)] : undefined;
    if (!files) return link;
    const added = files.map((file) => `${prefix}${file}`).filter((file) => !named.has(file));
    added.forEach((file) => named.add(file));
    return [link, ...added.map((file) => `<link rel="modulepreload" href="${file}">`)].join('\n  ');
  });
}
