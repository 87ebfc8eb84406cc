/**
 * Every file a lazy entry imports statically, fetched side by side with the entry itself. Without this, the browser
 * learns of a block chunk's imports (the renderer, the charts it shares) only once the chunk has arrived: a second
 * round trip before a block can mount. The build writes the table into `blocks.js`, the block machinery this module
 * is part of, which sits beside the core at the root of the build (scripts/build/merge-chunks.mjs defines
 * `__CHUNK_CLOSURES__`: the files, then per entry the indexes of those it needs beyond the core and `blocks.js`); in
 * the source, and in tests, there is none and nothing is preloaded.
 */
declare const __CHUNK_CLOSURES__: { files: string[]; entries: Record<string, number[]> } | undefined;

const closures = typeof __CHUNK_CLOSURES__ === 'undefined' ? undefined : __CHUNK_CLOSURES__;
/** The addresses asked for so far: by this module, and, read at its first call, by the page's own links. */
let preloaded: Set<string> | undefined;

/**
 * Asks the browser for every file `entry` (a path in the build, e.g. `blocks/gallery.js`) imports, once each, and
 * with `itself` for the entry too (a part of a block that its chunk will import: the browser has it by then).
 */
export function preloadChunk(entry: string, { itself = false, doc = document }: { itself?: boolean; doc?: Document } = {}): void {
  const files = (closures?.entries[entry] ?? []).map((index) => closures!.files[index]!);
  // What the host listed in its first section (docs/contract.md) is not listed again: each link appended is a
  // request the browser looks up, in the task that tells the first viewport's blocks.
  preloaded ??= new Set(Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (listed) => listed.href));
  for (const file of closures && itself ? [entry, ...files] : files) {
    const href = new URL(file, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}
