import { build, type BuildOptions } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in JavaScript, without declarations (its options are documented there)
import { mergeChunks } from './merge-chunks.mjs';

// Each placement rule of the build's merge pass (docs/budgets.md "How the build groups chunks"), checked on a small
// site built for real: esbuild's code splitting, then mergeChunks with the options esbuild.mjs passes.

/** A module of the synthetic site: what it imports statically, what it loads with import(), and its size. */
type Module = { imports?: string[]; loads?: string[]; big?: boolean };

const smallChunk = 1024;
// The site: a core that loads the chrome, a tracker (both on every page), the block machinery and the cookie banner;
// blocks a and b use the renderer, the plain block does not and loads a lightbox.
const entries: Record<string, Module> = {
  runtime: { imports: ['clock'], loads: ['chrome', 'tracking', 'blocks', 'cookie-banner'] },
  chrome: { imports: ['storage'], loads: ['chrome/dialog', 'chrome/login'] },
  tracking: { imports: ['page-id', 'visit-format'] },
  blocks: { imports: ['registry', 'handover'], loads: ['blocks/a', 'blocks/b', 'blocks/plain'] },
  'blocks/a': { imports: ['renderer', 'registry', 'storage', 'mount', 'view-hook', 'anatomy', 'gallery-data', 'gallery-images', 'visit-link'] },
  'blocks/b': { imports: ['renderer', 'view-hook', 'script-loader', 'visit-link'] },
  'blocks/plain': { imports: ['message-format', 'page-id', 'script-loader', 'style-injector', 'anatomy', 'gallery-data', 'gallery-images', 'visit-link'], loads: ['lightbox'] },
  'cookie-banner': { imports: ['renderer', 'mount', 'handover', 'style-injector', 'anatomy'] },
  lightbox: { imports: ['gallery-images'] },
  'chrome/dialog': { imports: ['dialog-text'] },
  'chrome/login': { imports: ['dialog-text'] },
};
// Shared modules, each in the pattern of one rule (its users are in `entries`).
const helpers: Record<string, Module> = {
  clock: {}, // the core's own
  registry: {}, // blocks + blocks/a, which loads only after blocks
  storage: { big: true }, // the chrome + blocks/a
  'page-id': {}, // the tracker + the plain block
  handover: { imports: ['clock', 'message-format'] }, // blocks + the banner
  'message-format': {}, // handover + the plain block
  renderer: { big: true }, // blocks a, b and the banner
  mount: { imports: ['renderer'] }, // block a + the banner: always with the renderer
  'view-hook': {}, // blocks a + b: always with the renderer, but the banner loads that without it
  'script-loader': {}, // block b + the plain block
  'style-injector': {}, // the banner + the plain block
  anatomy: {}, // the banner + blocks plain and a
  'gallery-data': { big: true }, // block a + the plain block
  'gallery-images': { big: true }, // block a + the plain block + the lightbox, which loads only after the plain block
  'visit-format': {}, // the tracker + visit-link: small, an every-page entry needs it, so it goes into the chrome
  'dialog-text': { imports: ['storage'] }, // the chrome's two dialogs, loaded only after it: small, imports what is in it
  'visit-link': { imports: ['visit-format'] }, // blocks a, b and plain, not loaded after the chrome: small, but imports it
};
const mergeOptions = {
  core: 'runtime.js',
  afterBoot: 'chrome.js',
  everyPage: ['chrome.js', 'tracking.js'],
  smallChunk,
  preload: (file: string) => file.startsWith('blocks/'),
  preloadTableIn: 'blocks.js',
  oneRoundTrip: ['blocks.js'],
  lean: ['cookie-banner.js'],
};

/** What a module's `value()` returns: its name and, in brackets, its imports' values (so a lost or swapped export shows). */
const expectedValue = (name: string): string => {
  const module = entries[name] ?? helpers[name];
  return `${name}(${(module?.imports ?? []).map(expectedValue).join(' ')})`;
};

const loaderName = (target: string) => `load_${target.replace(/\W/g, '_')}`;

/** A module whose `value()` calls its imports' and which exports a loader per module it imports dynamically. */
function moduleSource(name: string, module: Module): string {
  const specifier = (target: string) => `./${path.relative(path.dirname(name), target)}.js`.replace(/^\.\/\.\./, '..');
  const imports = (module.imports ?? []).map((target, i) => `import { value as v${i} } from '${specifier(target)}';`);
  const calls = (module.imports ?? []).map((_, i) => `v${i}()`).join(', ');
  const loads = (module.loads ?? []).map((target) => `export const ${loaderName(target)} = () => import('${specifier(target)}');`);
  // a big module's padding is part of its value, so that minifying cannot drop it
  const padding = module.big ? ` + ${JSON.stringify(' '.repeat(smallChunk * 2))}.trim()` : '';
  // the block machinery reads the preload table the merge pass defines
  const table = name === 'blocks' ? ['export const preloadTable = () => typeof __CHUNK_CLOSURES__ === "undefined" ? undefined : __CHUNK_CLOSURES__;'] : [];
  return [...imports, `export const value = () => '${name}(' + [${calls}].join(' ') + ')'${padding};`, ...loads, ...table].join('\n');
}

type Merged = Map<string, { members: string[]; imports: { path: string; kind: string }[] }>;
/** The final files, and per first-pass file the source modules it held. */
type Site = { dist: string; merged: Merged; firstPassInputs: Record<string, string[]>; firstPassBytes: Record<string, number> };

/** Writes the modules into `dir`, builds them as esbuild.mjs does (code splitting, then mergeChunks). */
async function buildSite(dir: string, siteEntries: Record<string, Module>, siteHelpers: Record<string, Module>): Promise<Site> {
  const src = path.join(dir, 'src');
  for (const [name, module] of Object.entries({ ...siteEntries, ...siteHelpers })) {
    const file = path.join(src, `${name}.js`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, moduleSource(name, module));
  }
  const firstPassDir = path.join(dir, 'first-pass');
  const dist = path.join(dir, 'dist');
  const outputOptions: BuildOptions = { absWorkingDir: src, format: 'esm', minify: true, target: ['es2020'], platform: 'browser', logLevel: 'warning' };
  const result = await build({
    ...outputOptions,
    entryPoints: Object.fromEntries(Object.keys(siteEntries).map((name) => [name, `./${name}.js`])),
    outdir: firstPassDir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
  });
  const merged: Merged = await mergeChunks({ metafile: result.metafile, from: firstPassDir, to: dist, root: src, ...mergeOptions, buildOptions: outputOptions });
  // the output is ES modules, as for the browser
  writeFileSync(path.join(dist, 'package.json'), '{ "type": "module" }');
  const outputs = Object.entries(result.metafile.outputs).map(([file, output]) => [path.relative(firstPassDir, path.resolve(src, file)), output] as const);
  const firstPassInputs = Object.fromEntries(outputs.map(([file, output]) => [file, Object.keys(output.inputs)]));
  const firstPassBytes = Object.fromEntries(outputs.map(([file, output]) => [file, output.bytes]));
  return { dist, merged, firstPassInputs, firstPassBytes };
}

/** The final file that holds a source module: the one whose first-pass members had it among their inputs. */
function fileHolding(site: Site, module: string): string {
  const holding = [...site.merged.keys()].filter((file) => site.merged.get(file)!.members.some((member) => site.firstPassInputs[member]!.includes(`${module}.js`)));
  expect(holding, `${module} is in exactly one file`).toHaveLength(1);
  return holding[0]!;
}

/** A final file and every file it imports statically: what the browser downloads for it. */
function downloads(site: Site, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of site.merged.get(file)!.imports) if (imported.kind === 'import-statement') downloads(site, imported.path, seen);
  return seen;
}

/** The raw size of the first-pass chunk that holds a source module. */
const firstPassBytes = (site: Site, module: string) => {
  const [file] = Object.entries(site.firstPassInputs).find(([, inputs]) => inputs.includes(`${module}.js`))!;
  return site.firstPassBytes[file]!;
};

let dir: string;
let site: Site;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'merge-chunks-'));
  site = await buildSite(path.join(dir, 'site'), entries, helpers);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the merge pass (scripts/build/merge-chunks.mjs) on a synthetic site', () => {
  it('starts from a first pass where each shared helper has a chunk of its own, big or small as the rules need', () => {
    for (const [name, module] of Object.entries(helpers)) {
      if (name === 'clock') continue; // the core's own module
      if (module.big) expect(firstPassBytes(site, name), name).toBeGreaterThanOrEqual(smallChunk);
      else expect(firstPassBytes(site, name), name).toBeLessThan(smallChunk);
    }
  });

  // A chunk is downloaded when any entry whose static imports reach it is, and an entry only ever loaded after another
  // adds nothing to that condition: so a chunk goes where its reduced condition says.
  it('puts a chunk whose only condition is one entry into that entry (blocks/a loads only after blocks)', () => {
    expect(fileHolding(site, 'registry')).toBe('blocks.js');
  });
  it('puts chunks with the same reduced set of entries into one file (the lightbox loads only after blocks/plain)', () => {
    expect(fileHolding(site, 'gallery-images')).toBe(fileHolding(site, 'gallery-data'));
    expect(fileHolding(site, 'gallery-data')).toMatch(/^chunks\/chunk-/);
  });
  // the chrome is downloaded by every page anyway, so what it shares with an entry not loaded after it goes into it
  it('puts a chunk the chrome shares with an entry not loaded after it into the chrome, whatever its size', () => {
    expect(fileHolding(site, 'storage')).toBe('chrome.js');
  });

  // A small chunk that a page with no block downloads anyway is not worth a request of its own.
  it('puts a small chunk an every-page entry needs into the chrome', () => {
    expect(fileHolding(site, 'page-id')).toBe('chrome.js');
  });

  // blocks.js (oneRoundTrip) must arrive in one round trip after the core, so what it shares cannot be elsewhere.
  it('puts a small chunk blocks.js shares, which imports only the core, into the core', () => {
    expect(fileHolding(site, 'handover')).toBe('runtime.js');
    expect(fileHolding(site, 'message-format')).toBe('runtime.js'); // what handover imports gets there by this rule
    expect(fileHolding(site, 'clock')).toBe('runtime.js');
    expect([...downloads(site, 'blocks.js')].sort()).toEqual(['blocks.js', 'runtime.js']);
  });

  // A small chunk that always comes with the renderer costs a request for nothing; but the lean banner must
  // not pay for what only blocks use.
  it('puts a small chunk that only loads with the renderer into the renderer, when the banner uses it too', () => {
    expect(fileHolding(site, 'mount')).toBe(fileHolding(site, 'renderer'));
  });
  it('keeps a small chunk the banner does not use out of the renderer the banner loads', () => {
    expect(fileHolding(site, 'view-hook')).not.toBe(fileHolding(site, 'renderer'));
  });

  // The small chunks only blocks share cost a page with no block nothing, and one file saves their requests; the
  // banner (lean) is the one view of such a page, so it must not download the blocks' ones.
  it('puts the remaining small chunks into one shared file, the ones the banner loads into one of their own', () => {
    const shared = fileHolding(site, 'view-hook');
    const banners = fileHolding(site, 'style-injector');
    expect(fileHolding(site, 'script-loader')).toBe(shared);
    expect(fileHolding(site, 'anatomy')).toBe(banners);
    expect(banners).not.toBe(shared);
    expect([shared, banners]).toEqual([expect.stringMatching(/^chunks\/chunk-/), expect.stringMatching(/^chunks\/chunk-/)]);
  });

  // The shared small file must import no chrome: an entry not loaded after the chrome that needs one small helper
  // would download the chrome with it (the error overlay did, for a three-line helper).
  it('keeps a small chunk that imports what went into the chrome out of the shared small file, with its own loaders', () => {
    expect(fileHolding(site, 'visit-format')).toBe('chrome.js');
    const shared = fileHolding(site, 'script-loader');
    expect(fileHolding(site, 'visit-link')).not.toBe(shared);
    expect(downloads(site, shared)).not.toContain('chrome.js');
    expect(downloads(site, fileHolding(site, 'visit-link'))).toContain('chrome.js');
  });
  it('puts the small chunks only entries loaded after the chrome share into a shared file of their own, which may import it', () => {
    const afterChrome = fileHolding(site, 'dialog-text');
    expect(afterChrome).not.toBe(fileHolding(site, 'script-loader'));
    expect(downloads(site, afterChrome)).toContain('chrome.js');
  });

  it('has each entry download only what it uses: the banner no block helper, the plain block no renderer', () => {
    const renderer = fileHolding(site, 'renderer');
    expect([...downloads(site, 'cookie-banner.js')].sort()).toEqual(['cookie-banner.js', renderer, fileHolding(site, 'anatomy'), 'runtime.js'].sort());
    expect(downloads(site, 'cookie-banner.js')).not.toContain(fileHolding(site, 'view-hook'));
    expect(downloads(site, 'blocks/plain.js')).not.toContain(renderer);
    expect([...downloads(site, 'chrome.js')]).toEqual(['chrome.js']);
  });

  // The block machinery preloads each block's static imports beside it (runtime/preload-chunks.ts).
  it('defines the preload table in preloadTableIn: per block, the files it imports beyond the core and blocks.js', async () => {
    const blocks = await import(pathToFileURL(path.join(site.dist, 'blocks.js')).href);
    const core = await import(pathToFileURL(path.join(site.dist, 'runtime.js')).href);
    const table = blocks.preloadTable();
    const blockFiles = [...site.merged.keys()].filter((file) => file.startsWith('blocks/'));
    expect(Object.keys(table.entries).sort()).toEqual(blockFiles.sort());
    for (const block of blockFiles) {
      const beyond = [...downloads(site, block)].filter((file) => ![block, 'runtime.js', 'blocks.js'].includes(file));
      expect(table.entries[block].map((index: number) => table.files[index]).sort(), block).toEqual(beyond.sort());
    }
    expect(core.preloadTable).toBeUndefined();
  });

  it('still runs: every entry computes its value through its helpers, and loads what it imports dynamically', async () => {
    for (const [name, module] of Object.entries(entries)) {
      const entry = await import(pathToFileURL(path.join(site.dist, `${name}.js`)).href);
      expect(entry.value(), name).toBe(expectedValue(name));
      for (const target of module.loads ?? []) expect((await entry[loaderName(target)]()).value()).toBe(expectedValue(target));
    }
  });

  // Merged files that import each other would run code before what it imports: the merge must refuse them. A small
  // chunk joins the chrome above a chunk that imports it when the chrome is loaded only after another every-page entry.
  it('throws when a merge would make a file import itself', async () => {
    const cycleEntries: Record<string, Module> = {
      runtime: { loads: ['tracking', 'blocks/x', 'blocks/y'] },
      tracking: { imports: ['shared'], loads: ['chrome'] },
      chrome: { imports: ['shared'] },
      'blocks/x': { imports: ['shared'] },
      'blocks/y': { imports: ['tiny'] },
    };
    const cycleHelpers: Record<string, Module> = { shared: { big: true, imports: ['tiny'] }, tiny: {} };
    await expect(buildSite(path.join(dir, 'cycle'), cycleEntries, cycleHelpers)).rejects.toThrow(/Merging chunks made chrome\.js import itself/);
  });
});
