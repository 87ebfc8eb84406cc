// Writes the page-contract schemas as JSON Schema into docs/schemas/ (`npm run schemas`), so a platform that renders
// pages can validate what it emits: the site context, and the configuration of every block kind with a chunk, taken
// from the chunk's own `schema` (the kinds come from the registry, written from their definitions).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { toJSONSchema, type ZodMiniType } from 'zod/mini';
import { blockRegistry } from '../runtime/blocks/registry';
import { siteContextSchema } from '../runtime/schemas/site-context';

const asJson = (schema: ZodMiniType) => `${JSON.stringify(toJSONSchema(schema, { io: 'input' }), null, 2)}\n`;

/** Every schema file's path and text, by path. */
export async function renderSchemas(): Promise<Record<string, string>> {
  const files: Record<string, string> = { 'docs/schemas/site-context.schema.json': asJson(siteContextSchema) };
  for (const [kind, entry] of Object.entries(blockRegistry).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!entry.load) continue;
    const { schema } = await entry.load();
    files[`docs/schemas/block-${kind}.schema.json`] = asJson(schema as unknown as ZodMiniType);
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
