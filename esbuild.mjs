// Builds dist/: the React-free core entry (runtime.js), one lazy chunk per block kind, the overlay view and the
// inspector, as minified ES modules with code splitting. Prints and writes the size table (dist/size.json).
import { build } from 'esbuild';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { blockEntryPoints } from './scripts/block-entries.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
// DIST_DIR builds elsewhere (parallel work on one checkout); the server serves it when given the same DIST_DIR.
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const distRel = path.relative(root, dist);

/** Entry points by output name. Every module the core loads with import() is an entry, so it gets a stable name. */
export const entryPoints = {
  runtime: 'runtime/index.ts',
  'data-layer': 'runtime/data-layer.ts',
  'system-error': 'views/system-error/mount.tsx',
  inspector: 'runtime/inspector.ts',
  'block-handover': 'runtime/block-handover-deliver.ts',
  // one per block kind, from the block registry
  ...(await blockEntryPoints(root)),
  'blocks/gallery-collection': 'views/gallery/CollectionDesign.tsx',
  lightbox: 'views/lightbox/mount.tsx',
  'cookie-banner': 'views/cookie-banner/mount.tsx',
  tracking: 'runtime/tracking/index.ts',
  'telemetry/error-reporter': 'runtime/telemetry/error-reporter.ts',
  'telemetry/trace': 'runtime/telemetry/trace.ts',
  'telemetry/performance': 'runtime/telemetry/performance.ts',
  chrome: 'runtime/chrome/index.ts',
  'chrome/popup-overlay': 'views/popup-overlay/mount.tsx',
  'chrome/dialog': 'views/dialog/mount.tsx',
  'chrome/login': 'views/login/mount.tsx',
  'chrome/logout': 'views/logout/mount.tsx',
  'chrome/tooltip': 'views/tooltip/mount.tsx',
  'chrome/relative-time': 'views/relative-time/mount.tsx',
};

rmSync(dist, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints,
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  target: ['es2020'],
  platform: 'browser',
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
});
writeFileSync(path.join(dist, 'meta.json'), JSON.stringify(result.metafile));

const outputs = result.metafile.outputs;
const files = Object.keys(outputs).filter((file) => file.endsWith('.js'));

/** A file plus every chunk it imports statically: what the browser must fetch before the file can run. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') staticClosure(imported.path, seen);
  return seen;
}

const sizeOf = (file) => {
  const bytes = readFileSync(path.join(root, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
};
const rel = (file) => path.relative(distRel, file);
const hasReact = (file) => Object.keys(outputs[file].inputs).some((input) => /node_modules\/react(-dom)?\//.test(input));
const fileSizes = Object.fromEntries(files.map((file) => [rel(file), { ...sizeOf(file), includesReact: hasReact(file) }]));
const entries = Object.fromEntries(
  Object.keys(entryPoints).map((name) => {
    const file = path.join(distRel, `${name}.js`);
    const closure = [...staticClosure(file)].map(rel);
    const total = closure.reduce(
      (sum, f) => ({ raw: sum.raw + fileSizes[f].raw, gzip: sum.gzip + fileSizes[f].gzip, brotli: sum.brotli + fileSizes[f].brotli }),
      { raw: 0, gzip: 0, brotli: 0 },
    );
    return [name, { files: closure, ...total, includesReact: closure.some((f) => fileSizes[f].includesReact) }];
  }),
);
writeFileSync(path.join(dist, 'size.json'), JSON.stringify({ files: fileSizes, entries }, null, 2));

const kb = (n) => (n / 1024).toFixed(2).padStart(8);
console.log(`\n${'file'.padEnd(44)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(9)}${'br KB'.padStart(8)}`);
for (const [file, s] of Object.entries(fileSizes)) console.log(`${file.padEnd(44)}${kb(s.raw)} ${kb(s.gzip)}${kb(s.brotli)}`);
console.log(`\n${'entry + static imports'.padEnd(44)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(9)}${'br KB'.padStart(8)}  React`);
for (const [name, s] of Object.entries(entries)) console.log(`${name.padEnd(44)}${kb(s.raw)} ${kb(s.gzip)}${kb(s.brotli)}  ${s.includesReact ? 'yes' : 'no'}`);
