// Writes the page-contract schemas as JSON Schema into docs/schemas/ (`npm run schemas`), so a platform that renders
// pages can validate what it emits: the site context, and the configuration of every block kind with a chunk, taken
// from the zod schema the chunk's own `schema` (a validator generated from it, scripts/generate-validators.ts) was
// generated from (the kinds come from the registry, written from their definitions).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { toJSONSchema, type ZodMiniType } from 'zod/mini';
import { blockRegistry } from '../runtime/blocks/registry';
import { siteContextSchema } from '../runtime/schemas/site-context';
import { generatedFiles } from './generate-validators';

const asJson = (schema: ZodMiniType) => `${JSON.stringify(toJSONSchema(schema, { io: 'input' }), null, 2)}\n`;

/** Each generated validator → the zod schema it was generated from. */
async function zodSchemaOfValidator(): Promise<Map<unknown, ZodMiniType>> {
  const schemas = new Map<unknown, ZodMiniType>();
  for (const [file, validators] of Object.entries(generatedFiles)) {
    const module = (await import(`../${file}`)) as Record<string, unknown>;
    for (const [name, { schema }] of Object.entries(validators)) schemas.set(module[name], schema as ZodMiniType);
  }
  return schemas;
}

/** Every schema file's path and text, by path. */
export async function renderSchemas(): Promise<Record<string, string>> {
  const files: Record<string, string> = { 'docs/schemas/site-context.schema.json': asJson(siteContextSchema) };
  const zodSchemas = await zodSchemaOfValidator();
  for (const [kind, entry] of Object.entries(blockRegistry).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!entry.load) continue;
    const { schema } = await entry.load();
    const source = zodSchemas.get(schema);
    if (!source) throw new Error(`The ${kind} chunk's schema is no validator generated from a zod schema (scripts/generate-validators.ts).`);
    files[`docs/schemas/block-${kind}.schema.json`] = asJson(source);
  }
  return files;
}

async function writeSchemas() {
  mkdirSync('docs/schemas', { recursive: true });
  const files = await renderSchemas();
  // a kind that is gone takes its schema with it
  for (const name of readdirSync('docs/schemas')) if (!(`docs/schemas/${name}` in files)) rmSync(`docs/schemas/${name}`);
  for (const [file, text] of Object.entries(files)) writeFileSync(file, text);
  console.log(`docs/schemas/: ${Object.keys(files).length} schemas.`);
}

if (import.meta.url === `file://${process.argv[1]}`) void writeSchemas();
