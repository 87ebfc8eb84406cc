// The build's `blocks/<kind>` entries, read from the block registry (runtime/blocks/registry.ts): each kind's chunk is
// the module its loader imports, so the registry is the one place that names it.
import { transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `{ 'blocks/<kind>': '<source path>' }` for every kind the registry has a chunk for, in the registry's order. */
export async function blockEntryPoints(root) {
  const registry = 'runtime/blocks/registry.ts';
  const source = readFileSync(path.join(root, registry), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  const { blockRegistry } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return Object.fromEntries(
    Object.entries(blockRegistry)
      .filter(([, entry]) => entry.load)
      .map(([kind, entry]) => {
        const imported = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(entry.load))?.[1];
        if (!imported) throw new Error(`runtime/blocks/registry.ts: the loader of "${kind}" does not import a module by its path`);
        return [`blocks/${kind}`, `./${path.relative(root, path.resolve(root, path.dirname(registry), imported))}`];
      }),
  );
}
