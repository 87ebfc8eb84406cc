// Builds dist/: the React-free core entry (runtime.js), one lazy chunk per block kind, the overlay view and the
// inspector, as minified ES modules with code splitting. Prints and writes the size table (dist/size.json).
import { build } from 'esbuild';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { mergeChunks } from './scripts/build/merge-chunks.mjs';
import { blockEntryPoints } from './scripts/build/block-kinds.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// DIST_DIR builds elsewhere (parallel work on one checkout); the server serves it when given the same DIST_DIR.
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');

// The renderer of the published bundles: React (the default, and always the one of development and unit tests), or
// preact/compat, a lighter React-compatible one: `npm run build -- --renderer=preact`, or RENDERER=preact.
const rendererArgument = process.argv.find((argument) => argument.startsWith('--renderer='))?.slice('--renderer='.length);
const renderer = rendererArgument ?? process.env.RENDERER ?? 'react';
if (renderer !== 'react' && renderer !== 'preact') throw new Error(`Unknown renderer "${renderer}": react or preact.`);
/** react, react-dom and their subpaths (react/jsx-runtime, react-dom/client) resolve to preact/compat's. */
const rendererAlias = renderer === 'preact' ? { react: 'preact/compat', 'react-dom': 'preact/compat' } : {};
/**
 * @xstate/react imports use-sync-external-store's shim, which re-implements useSyncExternalStore for React < 18; React
 * 19 and preact/compat have it, so the shim's imports resolve to the package's plain versions (0.4 KB gzip less).
 */
const syncStorePlugin = {
  name: 'sync-external-store-without-shim',
  setup: (plugin) =>
    plugin.onResolve({ filter: /^use-sync-external-store\/shim(\/with-selector)?$/ }, (args) =>
      plugin.resolve(args.path.replace('/shim', ''), { kind: args.kind, resolveDir: args.resolveDir })),
};
/**
 * The blocks' validators (runtime/<folder>/<name>.validator.generated.ts, which import all their checks from
 * runtime/schemas/validate-checks.ts) get an instance of runtime/schemas/validate.ts of their own, in the same chunk as
 * their checks: the core has one for the site context, and sharing it would make the core export each of its checks
 * to them (about 70 bytes gzip, in a core at its 20 KB cap).
 */
const blockValidatorsPlugin = {
  name: 'block-validators-own-checks',
  setup: (plugin) =>
    plugin.onResolve({ filter: /^\.\.?\/validate$/ }, (args) =>
      /[\\/]schemas[\\/]validate-checks\.ts$/.test(args.importer)
        ? { path: path.join(args.resolveDir, `${args.path}.ts`), suffix: '?blocks' }
        : undefined),
};
/** react-dom/client, where every view is mounted from, also sets preact's effect timing (scripts/build/preact-client.mjs). */
const rendererPlugins =
  renderer === 'preact'
    ? [syncStorePlugin, blockValidatorsPlugin, { name: 'preact-client', setup: (plugin) => plugin.onResolve({ filter: /^react-dom\/client$/ }, () => ({ path: path.join(root, 'scripts/build/preact-client.mjs') })) }]
    : [syncStorePlugin, blockValidatorsPlugin];

/** Entry points by output name. Every module the core loads with import() is an entry, so it gets a stable name. */
export const entryPoints = {
  runtime: 'runtime/index.ts',
  'data-layer': 'runtime/data-layer.ts',
  'system-error': 'views/system-error/mount.tsx',
  inspector: 'runtime/inspector.ts',
  // the block machinery (runtime/blocks/: registry, lifecycle chart and its effects): only pages with blocks download it
  blocks: 'runtime/blocks/index.ts',
  'block-handover': 'runtime/blocks/handover-deliver.ts',
  // one per block kind with a chunk, from the kinds' definitions (scripts/build/block-kinds.mjs)
  ...(await blockEntryPoints(root)),
  'blocks/gallery-collection': 'views/gallery/CollectionDesign.tsx',
  // the gallery's parts a block loads when it needs them (views/gallery/designs.ts, views/gallery/block.tsx)
  'blocks/gallery-designs': 'views/gallery/adopting-designs.ts',
  'blocks/gallery-autoplay': 'runtime/gallery/wire-autoplay.ts',
  // the map marker's icon, asked for when a map starts drawing (runtime/map/draw-map.ts); not a block's part, so
  // outside blocks/: no block preloads it, and the block machinery's table of what to preload leaves it out
  'map-marker': 'runtime/map/marker-icon.ts',
  // the search block's preview, downloaded on the field's first need (views/search/block.ts)
  'blocks/search-preview': 'views/search/mount-preview.tsx',
  lightbox: 'views/lightbox/mount.tsx',
  'cookie-banner': 'views/cookie-banner/mount.tsx',
  tracking: 'runtime/tracking/index.ts',
  'telemetry/error-reporter': 'runtime/telemetry/error-reporter.ts',
  'telemetry/trace': 'runtime/telemetry/trace.ts',
  'telemetry/performance': 'runtime/telemetry/performance.ts',
  fonts: 'runtime/fonts/fonts.ts',
  chrome: 'runtime/chrome/index.ts',
  'chrome/popup-overlay': 'views/popup-overlay/mount.tsx',
  'chrome/dialog': 'views/dialog/mount.tsx',
  'chrome/login': 'views/login/mount.tsx',
  'chrome/logout': 'views/logout/mount.tsx',
  'chrome/tooltip': 'views/tooltip/mount.tsx',
  'chrome/relative-time': 'views/relative-time/mount.tsx',
  // the page's experiments, downloaded on the first `visitorRuntime.experiments()` (runtime/index.ts)
  experiments: 'runtime/analytics/experiments.ts',
};

rmSync(dist, { recursive: true, force: true });
// First pass into a scratch folder: esbuild's code splitting. Second pass into dist/: the chunks that always load
// together merged into one file (scripts/build/merge-chunks.mjs). The scratch folder is inside the checkout: a chunk's
// hash covers its source map, whose paths run from the chunk to the sources, so a folder outside would make every
// chunk's name, and by a few bytes a file's size, depend on where the checkout is.
mkdirSync(path.join(root, 'tmp'), { recursive: true });
const firstPass = mkdtempSync(path.join(root, 'tmp', 'runtime-build-'));
const outputOptions = { absWorkingDir: root, format: 'esm', minify: true, sourcemap: 'linked', target: ['es2020'], platform: 'browser', logLevel: 'warning' };
const result = await build({
  ...outputOptions,
  entryPoints,
  outdir: firstPass,
  bundle: true,
  splitting: true,
  jsx: 'automatic',
  alias: rendererAlias,
  plugins: rendererPlugins,
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
});
const merged = await mergeChunks({ metafile: result.metafile, from: firstPass, to: dist, root, core: 'runtime.js', afterBoot: 'chrome.js', everyPage: ['chrome.js', 'tracking.js', 'telemetry/performance.js'], smallChunk: 2048, preload: (file) => file.startsWith('blocks/') || file === 'lightbox.js', preloadTableIn: 'blocks.js', oneRoundTrip: ['blocks.js'], lean: ['cookie-banner.js'], buildOptions: outputOptions });
rmSync(firstPass, { recursive: true, force: true });
writeFileSync(path.join(dist, 'meta.json'), JSON.stringify(result.metafile));
// The chart lab (docs/lab.md): a build of its own into dist/lab/, so nothing of it is in a runtime chunk. TypeScript
// (it finds the charts as the coverage gate does), so it runs under tsx.
const lab = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lab/build.ts', dist], { cwd: root, stdio: 'inherit' });
if (lab.status !== 0) throw new Error('The chart lab did not build (scripts/lab/build.ts).');

/** First-pass file (relative to its folder) → its inputs. */
const firstPassInputs = Object.fromEntries(
  Object.entries(result.metafile.outputs).map(([file, output]) => [path.relative(firstPass, path.resolve(root, file)), Object.keys(output.inputs)]),
);

/** A file plus every chunk it imports statically: what the browser must fetch before the file can run. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of merged.get(file).imports) if (imported.kind === 'import-statement') staticClosure(imported.path, seen);
  return seen;
}

const sizeOf = (file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
};
/** Whether the file holds the renderer: React and React DOM, or preact and preact/compat. */
const hasReact = (file) =>
  merged.get(file).members.some((member) => firstPassInputs[member].some((input) => /node_modules\/(react(-dom)?|preact)\//.test(input)));
// The renderer runs almost whole on a block's first render, so V8 is told to compile it as it downloads, on a
// background thread, instead of function by function on the main thread as each is first called (Chrome's explicit
// compile hints: a magic comment on the file's first line; other engines ignore it). So is the core: xstate, most of
// it, runs as the page's first actors start. `npm run bench:boot-cpu` measures the main thread's time to the first
// gallery with and without it (docs/benchmarks.md).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
for (const file of [...merged.keys()].filter((file) => hasReact(file) || file === 'runtime.js')) {
  const code = path.join(dist, file);
  writeFileSync(code, COMPILE_HINT + readFileSync(code, 'utf8'));
  // the source map's lines move down by one
  const map = JSON.parse(readFileSync(`${code}.map`, 'utf8'));
  writeFileSync(`${code}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
}
const fileSizes = Object.fromEntries([...merged.keys()].map((file) => [file, { ...sizeOf(file), includesReact: hasReact(file), members: merged.get(file).members }]));
const entries = Object.fromEntries(
  Object.keys(entryPoints).map((name) => {
    const closure = [...staticClosure(`${name}.js`)];
    const total = closure.reduce(
      (sum, f) => ({ raw: sum.raw + fileSizes[f].raw, gzip: sum.gzip + fileSizes[f].gzip, brotli: sum.brotli + fileSizes[f].brotli }),
      { raw: 0, gzip: 0, brotli: 0 },
    );
    return [name, { files: closure, ...total, includesReact: closure.some((f) => fileSizes[f].includesReact) }];
  }),
);
writeFileSync(path.join(dist, 'size.json'), JSON.stringify({ renderer, files: fileSizes, entries }, null, 2));
// For hosts (docs/contract.md "A host's first section"): each lazy entry and the files it imports statically, so a page
// that lists an entry with modulepreload can list what it needs beside it, in the same round trip.
// A block is mounted by code of its own that the block machinery imports when the first block leaves dormant
// (runtime/blocks/effects.ts): a block entry's files include it.
const holding = (source) => [...merged.keys()].find((file) => merged.get(file).members.some((member) => firstPassInputs[member].some((input) => input.endsWith(source))));
const mountFiles = [...staticClosure(holding('runtime/blocks/mount.ts'))];
const entryFiles = Object.fromEntries(
  [...merged.keys()]
    .filter((file) => file.startsWith('blocks/') || file === 'lightbox.js')
    .map((file) => [file, [...new Set([...staticClosure(file), ...(file.startsWith('blocks/') ? mountFiles : [])])].filter((f) => f !== 'runtime.js')]),
);
writeFileSync(path.join(dist, 'entry-files.json'), JSON.stringify(entryFiles, null, 2));

const kb = (n) => (n / 1024).toFixed(2).padStart(8);
console.log(`\n${'file'.padEnd(44)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(9)}${'br KB'.padStart(8)}`);
for (const [file, s] of Object.entries(fileSizes)) console.log(`${file.padEnd(44)}${kb(s.raw)} ${kb(s.gzip)}${kb(s.brotli)}`);
console.log(`\n${'entry + static imports'.padEnd(44)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(9)}${'br KB'.padStart(8)}  React`);
for (const [name, s] of Object.entries(entries)) console.log(`${name.padEnd(44)}${kb(s.raw)} ${kb(s.gzip)}${kb(s.brotli)}  ${s.includesReact ? 'yes' : 'no'}`);
