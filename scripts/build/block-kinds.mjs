// A block kind is one definition: `views/<kind>/kind.ts`, or `<name>.kind.ts` where a folder holds several kinds
// (docs/adding-a-block.md). This script finds every definition, writes the registry's table of kinds from them
// (runtime/blocks/kinds.generated.ts, `npm run kinds`) and gives the build its `blocks/<kind>` entries. The table
// holds each definition's fields as written, its chunk as a loader, so a page pays nothing for the definitions'
// files: no kind is listed by hand anywhere.
import { transform } from 'esbuild';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the definitions are: every folder of views/ and the block machinery's own folder (the kinds left as drawn). */
const DEFINITION_FOLDERS = (root) => [
  ...readdirSync(path.join(root, 'views'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `views/${entry.name}`),
  'runtime/blocks',
];
export const KINDS_MODULE = 'runtime/blocks/kinds.generated.ts';
const isDefinitionFile = (name) => name === 'kind.ts' || name.endsWith('.kind.ts');

/** The definition files, in path order. */
export function definitionFiles(root) {
  return DEFINITION_FOLDERS(root)
    .flatMap((folder) => readdirSync(path.join(root, folder)).filter(isDefinitionFile).map((name) => `${folder}/${name}`))
    .sort();
}

/**
 * Every definition, evaluated: `{ file, definition }` in path order (a file's default export is one definition or a
 * list of them). A definition file imports types only, so it evaluates on its own.
 */
export async function loadDefinitions(root) {
  const loaded = [];
  for (const file of definitionFiles(root)) {
    const { code } = await transform(readFileSync(path.join(root, file), 'utf8'), { loader: 'ts', format: 'esm' });
    const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    if (module.default === undefined) throw new Error(`${file}: a kind definition file default-exports its definition (or a list of them).`);
    for (const definition of [module.default].flat()) loaded.push({ file, definition });
  }
  const kinds = new Map();
  const codes = new Map();
  const components = new Map();
  for (const { file, definition } of loaded) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(definition.kind))) throw new Error(`${file}: a kind is named in kebab case, not "${definition.kind}".`);
    if (kinds.has(definition.kind)) throw new Error(`${file}: the kind "${definition.kind}" is defined in ${kinds.get(definition.kind)} too.`);
    kinds.set(definition.kind, file);
    for (const code of definition.codes ?? []) {
      if (codes.has(code)) throw new Error(`${file}: the code ${code} of "${definition.kind}" is the code of "${codes.get(code)}" too.`);
      codes.set(code, definition.kind);
    }
    for (const component of definition.components ?? []) {
      if (components.has(component)) throw new Error(`${file}: the component ${component} of "${definition.kind}" is one of "${components.get(component)}" too.`);
      components.set(component, definition.kind);
    }
    if (definition.chunk !== undefined && chunkSource(root, file, definition.chunk) === undefined)
      throw new Error(`${file}: the chunk "${definition.chunk}" of "${definition.kind}" is no module beside it.`);
  }
  return loaded;
}

/** The chunk's module path from the project root, without extension (as esbuild and import() take it), if it exists. */
function chunkSource(root, file, chunk) {
  const resolved = path.posix.join(path.posix.dirname(file), chunk);
  return ['.ts', '.tsx'].some((extension) => existsSync(path.join(root, resolved + extension))) ? resolved : undefined;
}

/** A field's value as TypeScript source: data as JSON, a function as its own (evaluated) source. */
/** The fields only the spec's list, the tests and the docs use: written apart, so no page downloads them. */
const FACTS = ['spec', 'readsPublished'];

const sourceOf = (value) => (typeof value === 'function' ? value.toString() : JSON.stringify(value));

/** The text of runtime/blocks/kinds.generated.ts for the definitions found. */
export async function renderKindsModule(root) {
  return kindsModuleOf(root, await loadDefinitions(root));
}

/** The text of runtime/blocks/kinds.generated.ts for `definitions` (loadDefinitions' answer). */
function kindsModuleOf(root, definitions) {
  const rows = definitions.map(({ file, definition }, index, all) => {
    // the fields in the definition's order, its chunk as the loader after them (the order gzips best)
    const properties = Object.entries(definition)
      // 'interactive' is what a kind is unless it says 'static': the page reads only the latter (identify.ts)
      .filter(([name, value]) => name !== 'kind' && !FACTS.includes(name) && !(name === 'nature' && value === 'interactive'))
      .sort(([a], [b]) => Number(a === 'chunk') - Number(b === 'chunk'))
      .map(([name, value]) =>
        name === 'chunk'
          ? `load: () => import('${path.posix.relative(path.posix.dirname(KINDS_MODULE), chunkSource(root, file, value))}')`
          : `${name}: ${sourceOf(value)}`,
      );
    const heading = all[index - 1]?.file === file ? '' : `  // ${file}\n`;
    return `${heading}  ${JSON.stringify(definition.kind)}: { ${properties.join(', ')} },`;
  });
  const facts = definitions
    .map(({ definition }) => [definition.kind, Object.entries(definition).filter(([name]) => FACTS.includes(name))])
    .filter(([, fields]) => fields.length > 0)
    .map(([kind, fields]) => `  ${JSON.stringify(kind)}: { ${fields.map(([name, value]) => `${name}: ${sourceOf(value)}`).join(', ')} },`);
  return [
    '// Written by scripts/build/block-kinds.mjs (`npm run kinds`) from every kind definition: do not edit. A test checks',
    '// that it is current (runtime/blocks/registry.test.ts); the build refuses a table that is not.',
    "import type { BlockKindEntry, BlockKindFacts } from './contract';",
    '',
    '/** What the page needs of each kind. */',
    'export const KINDS = {',
    ...rows,
    '} as const satisfies Record<string, BlockKindEntry>;',
    '',
    '/** What the spec, the tests and the docs say of a kind, which no page needs (left out of the bundles). */',
    'export const KIND_FACTS = {',
    ...facts,
    '} as const satisfies Record<string, BlockKindFacts>;',
    '',
    '/** The kind of each numeric block-type code (accordion 69 and marquee 70 are visitor-runtime §3\'s). */',
    `export const BLOCK_CODES: Readonly<Record<string, string>> = { ${definitions.flatMap(({ definition }) => (definition.codes ?? []).map((code) => `${JSON.stringify(code)}: ${JSON.stringify(definition.kind)}`)).join(', ')} };`,
    '',
    '/** The kinds visitor-runtime §2 names (`spec`), in the table\'s order. */',
    `export const SPEC_BLOCK_KINDS = [${definitions.filter(({ definition }) => definition.spec).map(({ definition }) => JSON.stringify(definition.kind)).join(', ')}] as const;`,
    '',
  ].join('\n');
}

/**
 * The build's `{ 'blocks/<kind>': './<source path>' }`, for every kind with a chunk, by kind name: the entries' order
 * moves esbuild's chunk names and the preload table's order, and this one gives the smallest files.
 */
export async function blockEntryPoints(root) {
  const definitions = await loadDefinitions(root);
  if (readFileSync(path.join(root, KINDS_MODULE), 'utf8') !== kindsModuleOf(root, definitions))
    throw new Error(`${KINDS_MODULE} is not the table of today's kind definitions: run \`npm run kinds\`.`);
  return Object.fromEntries(
    definitions
      .filter(({ definition }) => definition.chunk !== undefined)
      .sort((a, b) => (a.definition.kind < b.definition.kind ? -1 : 1))
      .map(({ file, definition }) => [`blocks/${definition.kind}`, `./${chunkSource(root, file, definition.chunk)}`]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const definitions = await loadDefinitions(root);
  writeFileSync(path.join(root, KINDS_MODULE), kindsModuleOf(root, definitions));
  console.log(`${KINDS_MODULE}: ${definitions.length} kinds.`);
}
