// The build's second pass: merges the chunks that always load together into one file. esbuild's code splitting gives
// every set of entries that share modules a chunk of its own, many of them 0.1 KB; each costs a request and its own
// gzip overhead. A chunk is downloaded when any entry whose static imports reach it is; an entry that is only ever
// imported after another one (every chunk after the core, the site chrome's views after the chrome) adds nothing to
// that condition. So chunks whose reduced condition is the same entry go into that entry's file, and chunks with the
// same set of entries go into one chunk. Each output is then bundled again by esbuild with its merged members inlined
// and its imports of other outputs pointed at where their code now lives.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * @param {object} options
 * @param {import('esbuild').Metafile} options.metafile the first pass's metafile (its outputs written under `from`)
 * @param {string} options.from the first pass's output folder (absolute)
 * @param {string} options.to the final output folder (absolute)
 * @param {string} options.root the working directory the metafile's paths are relative to
 * @param {string} options.core the core entry's output path (relative to `from`): loaded by the page itself, first
 * @param {string} options.afterBoot the entry every page downloads once booted (the site chrome): a chunk it shares
 * with entries not surely loaded after it, or a chunk too small to pay for a request of its own, goes into it
 * @param {string[]} options.everyPage the entries a page downloads once booted whatever it holds (`afterBoot` among them)
 * @param {number} options.smallChunk the raw size (bytes) under which a shared chunk is merged: into `afterBoot` when
 * one of `everyPage` needs it, else into one chunk with the other small ones
 * @param {(file: string) => boolean} [options.preload] the entries whose static imports are preloaded beside them
 * (runtime/preload-chunks.ts): the file that holds that module gets their closures as `__CHUNK_CLOSURES__`
 * @param {string} [options.preloadTableIn] that file (the core unless given): it must sit at the root of `to`, as the
 * table's paths are relative to it
 * @param {string[]} [options.oneRoundTrip] entries that must arrive in one round trip after the core: a small chunk
 * they share with other entries goes into the core (when all it imports is there), not into `afterBoot` or a group
 * @param {string[]} [options.lean] entries whose pages must pay only for the small chunks they use (the cookie banner,
 * on pages with no block): the small chunks one of them loads form a group of their own, and a small chunk joins a
 * bigger one only when every lean entry that loads the bigger one loads it too
 * @param {import('esbuild').BuildOptions} options.buildOptions target, minify, sourcemap… of the first pass
 * @returns {Promise<Map<string, { members: string[], imports: { path: string, kind: string }[] }>>} per final file
 * (relative to `to`) the first-pass files it holds and its imports of other final files
 */
export async function mergeChunks({ metafile, from, to, root, core, afterBoot, everyPage, smallChunk, preload = () => false, preloadTableIn = core, oneRoundTrip = [], lean = [], buildOptions }) {
  const rel = (file) => path.relative(from, path.resolve(root, file));
  const outputs = Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => [
        rel(file),
        {
          entry: output.entryPoint !== undefined,
          bytes: output.bytes,
          exports: output.exports,
          imports: output.imports.map((imported) => ({ path: rel(imported.path), kind: imported.kind })),
        },
      ]),
  );
  const files = Object.keys(outputs);
  const entries = files.filter((file) => outputs[file].entry);

  /** Entry → every file its static imports reach (itself included). */
  const closure = new Map();
  const reach = (file, seen) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement') reach(imported.path, seen);
    return seen;
  };
  for (const entry of entries) closure.set(entry, reach(entry, new Set()));
  /** File → the entries whose download includes it. */
  const loadedBy = new Map(files.map((file) => [file, new Set(entries.filter((entry) => closure.get(entry).has(file)))]));

  // Entry → the entries surely loaded before it: those every file that imports it dynamically can only be
  // downloaded after. The core is loaded by the page; every other entry is imported by some file.
  const importers = new Map(entries.map((entry) => [entry, files.filter((file) => outputs[file].imports.some((i) => i.kind === 'dynamic-import' && i.path === entry))]));
  const before = new Map(entries.map((entry) => [entry, new Set(entry === core ? [] : entries.filter((other) => other !== entry))]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const entry of entries) {
      if (entry === core) continue;
      const sure = [...before.get(entry)].filter((candidate) =>
        importers.get(entry).length > 0 &&
        importers.get(entry).every((importer) => [...loadedBy.get(importer)].every((loader) => loader === candidate || before.get(loader).has(candidate))),
      );
      if (sure.length !== before.get(entry).size) {
        before.set(entry, new Set(sure));
        changed = true;
      }
    }
  }

  // Chunk → the file it goes into: the one entry its download depends on, else one chunk per set of entries.
  const home = new Map();
  const keys = new Map();
  const small = new Set();
  for (const file of files) {
    if (outputs[file].entry) {
      home.set(file, file);
      continue;
    }
    const loaders = [...loadedBy.get(file)];
    const key = loaders.filter((loader) => !loaders.some((other) => other !== loader && before.get(loader).has(other))).sort();
    if (key.length === 1) home.set(file, key[0]);
    else if (key.includes(afterBoot)) home.set(file, afterBoot);
    else {
      keys.set(file, key.join('|'));
      if (outputs[file].bytes < smallChunk) small.add(file);
    }
  }
  // A small chunk joins `afterBoot` only with everything it imports: what it reaches must already be in the core or
  // in `afterBoot`, or be small and join too (no renderer comes in with it). It may import what is in `afterBoot` only
  // when every entry that loads it has `afterBoot` anyway (one of `everyPage` loads it, or each is surely after).
  const staticImports = (file) => outputs[file].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const afterBootLoads = (entry) => entry === afterBoot || before.get(entry).has(afterBoot);
  // in `afterBoot` already, or small and loaded by one of `everyPage` (it goes there below)
  const intoAfterBoot = (file) => home.get(file) === afterBoot || (small.has(file) && [...loadedBy.get(file)].some((loader) => everyPage.includes(loader)));
  const withAfterBoot = (file) => intoAfterBoot(file) || [...loadedBy.get(file)].every(afterBootLoads);
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of small) {
      const fits = (imported) => home.get(imported) === core || (intoAfterBoot(imported) ? withAfterBoot(file) : small.has(imported));
      if (staticImports(file).every(fits)) continue;
      small.delete(file);
      changed = true;
    }
  }
  // A small chunk that a page with no block downloads anyway (one of `everyPage` needs it) joins `afterBoot`; the
  // others go into one shared chunk, so that a page with no block does not pay for what only blocks share. (A chunk
  // such a one imports is loaded by the same entries, so it joins `afterBoot` too: `afterBoot` never imports the group.)
  // A small chunk that only ever loads with a bigger shared chunk (every entry reaching it reaches that one too, or
  // is surely loaded after one that does: the renderer's chunk, for what views share) goes into that chunk, when it
  // imports nothing but that chunk and the core (so the bigger chunk brings no other file with it).
  const contains = (outer, inner) => [...inner].every((entry) => outer.has(entry) || [...before.get(entry)].some((earlier) => outer.has(earlier)));
  const joins = new Map();
  const importersOf = (file) => files.filter((other) => staticImports(other).includes(file));
  for (const file of [...keys.keys()].filter((chunk) => outputs[chunk].bytes < smallChunk)) {
    // imported by a small chunk: that one may go into the shared small chunk, which more entries load
    if (importersOf(file).some((importer) => small.has(importer))) continue;
    const hosts = [...keys.keys()].filter((host) =>
      outputs[host].bytes >= smallChunk &&
      contains(loadedBy.get(host), loadedBy.get(file)) &&
      lean.every((entry) => !loadedBy.get(host).has(entry) || loadedBy.get(file).has(entry)) &&
      staticImports(file).every((imported) => imported === host || home.get(imported) === core),
    );
    const host = hosts.sort((a, b) => outputs[b].bytes - outputs[a].bytes)[0];
    if (host !== undefined) joins.set(file, host);
  }
  // A small chunk an `oneRoundTrip` entry loads goes into the core when all it imports is there, which a chunk it
  // imports may be by this same rule (hence the loop: the chunks come in no particular order).
  const intoCore = (file) => small.has(file) && !joins.has(file) && home.get(file) !== core &&
    oneRoundTrip.some((entry) => loadedBy.get(file).has(entry)) && staticImports(file).every((imported) => home.get(imported) === core);
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of keys.keys()) if (intoCore(file)) (home.set(file, core), (changed = true));
  }
  // The small chunks that only entries surely loaded after `afterBoot` download form a group that may import it; the
  // others form one that never does (what they import is loaded by at least their entries, so it is in that group,
  // the core or a chunk of its own), so that an entry such as the error overlay does not download `afterBoot` for them.
  const groups = new Map();
  for (const [file, key] of keys) {
    if (joins.has(file) || home.get(file) === core) continue;
    const leanLoaders = lean.filter((entry) => loadedBy.get(file).has(entry));
    const smallGroup = leanLoaders.length > 0 ? `small|${leanLoaders.join('|')}` : 'small';
    const loaders = [...loadedBy.get(file)];
    const group = !small.has(file) ? key : loaders.some((loader) => everyPage.includes(loader)) ? null : loaders.every(afterBootLoads) ? smallGroup : `${smallGroup}|early`;
    if (group === null) home.set(file, afterBoot);
    else groups.set(group, [...(groups.get(group) ?? []), file]);
  }
  for (const members of groups.values()) {
    const name = members.length === 1 ? members[0] : `chunks/chunk-${hash(members.sort().join('|'))}.js`;
    for (const member of members) home.set(member, name);
  }
  for (const [file, host] of joins) home.set(file, home.get(host));
  // A file that imports one it is merged into would import itself: the first pass's chunks import only what is
  // reached from at least the same entries, so this holds unless a small chunk joined `afterBoot` above it.
  const finalImports = (final) => new Set(files.filter((file) => home.get(file) === final).flatMap((file) =>
    outputs[file].imports.filter((i) => i.kind === 'import-statement').map((i) => home.get(i.path)).filter((target) => target !== final)));
  const cycle = (start) => {
    const seen = new Set();
    const walk = (final) => [...finalImports(final)].some((next) => next === start || (!seen.has(next) && (seen.add(next), walk(next))));
    return walk(start);
  };
  for (const final of new Set(home.values())) if (cycle(final)) throw new Error(`Merging chunks made ${final} import itself.`);
  const finals = new Map();
  for (const file of files) finals.set(home.get(file), [...(finals.get(home.get(file)) ?? []), file]);

  // Every export of a merged chunk gets a short name unique in its new file; an entry's own exports keep theirs.
  const exportName = new Map();
  for (const [final, members] of finals) {
    const taken = new Set(outputs[final]?.entry ? outputs[final].exports : []);
    let counter = 0;
    const fresh = () => {
      let name;
      do name = `$${(counter++).toString(36)}`;
      while (taken.has(name));
      return name;
    };
    for (const member of members) {
      for (const name of outputs[member].exports) {
        const keep = member === final && (outputs[member].entry || members.length === 1);
        exportName.set(`${member}\0${name}`, keep ? name : fresh());
      }
    }
  }

  const relativeFrom = (final, target) => {
    const relative = path.relative(path.dirname(final), target).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  // `preloadTableIn` learns what each lazy entry `preload` names imports statically beyond the core and itself
  // (runtime/preload-chunks.ts).
  const finalClosure = (final, seen = new Set()) => {
    if (seen.has(final)) return seen;
    seen.add(final);
    for (const next of finalImports(final)) finalClosure(next, seen);
    return seen;
  };
  const preloadFiles = [];
  const fileIndex = (file) => {
    if (!preloadFiles.includes(file)) preloadFiles.push(file);
    return preloadFiles.indexOf(file);
  };
  const preloadEntries = {};
  for (const final of finals.keys()) {
    if (final === core || final === preloadTableIn || !preload(final)) continue;
    preloadEntries[final] = [...finalClosure(final)].filter((file) => file !== core && file !== preloadTableIn && file !== final).map(fileIndex);
  }
  const closures = JSON.stringify({ files: preloadFiles, entries: preloadEntries });

  const result = new Map();
  await Promise.all(
    [...finals].map(async ([final, members]) => {
      const own = new Set(members.map((member) => path.join(from, member)));
      // the file's own first-pass code first, so that its imports evaluate in their first-pass order
      const ordered = members.includes(final) ? [final, ...members.filter((member) => member !== final)] : members;
      const entryCode = ordered
        .map((member) => {
          const names = outputs[member].exports.map((name) => {
            const as = exportName.get(`${member}\0${name}`);
            return as === name ? name : `${name} as ${as}`;
          });
          const source = JSON.stringify(path.join(from, member));
          return names.length > 0 ? `export { ${names.join(', ')} } from ${source};` : `import ${source};`;
        })
        .join('\n');
      const built = await build({
        ...buildOptions,
        stdin: { contents: entryCode, resolveDir: from, sourcefile: `${final} (merged)` },
        outfile: path.join(to, final),
        bundle: true,
        splitting: false,
        write: true,
        define: { ...buildOptions.define, __CHUNK_CLOSURES__: final === preloadTableIn ? closures : 'undefined' },
        metafile: true,
        plugins: [
          {
            name: 'merged-chunks',
            setup(plugin) {
              plugin.onResolve({ filter: /^final:/ }, (args) => ({ path: args.path.slice('final:'.length), external: true }));
              plugin.onResolve({ filter: /.*/ }, (args) => {
                if (args.kind === 'entry-point' || args.importer === '' || args.importer === '<stdin>') return { path: path.resolve(from, args.path) };
                const target = path.relative(from, path.resolve(path.dirname(args.importer), args.path));
                if (args.kind === 'dynamic-import') return { path: relativeFrom(final, target), external: true };
                if (own.has(path.join(from, target))) return { path: path.join(from, target) };
                return { path: target, namespace: 'moved', pluginData: { target } };
              });
              // A first-pass file merged elsewhere: its exports, now under their names in the file that holds it.
              plugin.onLoad({ filter: /.*/, namespace: 'moved' }, ({ pluginData: { target } }) => {
                const where = `final:${relativeFrom(final, home.get(target))}`;
                const names = outputs[target].exports.map((name) => `${exportName.get(`${target}\0${name}`)} as ${name}`);
                return { contents: names.length > 0 ? `export { ${names.join(', ')} } from ${JSON.stringify(where)};` : `import ${JSON.stringify(where)};`, loader: 'js' };
              });
            },
          },
        ],
      });
      const output = built.metafile.outputs[path.relative(buildOptions.absWorkingDir, path.join(to, final))];
      const imports = output.imports.map((imported) => ({
        path: path.join(path.dirname(final), imported.path).split(path.sep).join('/'),
        kind: imported.kind,
      }));
      result.set(final, { members, imports });
    }),
  );
  return result;
}

const hash = (text) => createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();
