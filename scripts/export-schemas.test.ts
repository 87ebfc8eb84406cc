import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../runtime/blocks/registry';
import { renderSchemas } from './export-schemas';

describe('JSON Schema export of the page contract (npm run schemas)', async () => {
  const files = await renderSchemas();

  it('has the site context and every block kind with a chunk, and docs/schemas/ holds exactly them', () => {
    const kinds = Object.keys(blockRegistry).filter((kind) => blockRegistry[kind]!.load);
    expect(Object.keys(files).sort()).toEqual(['site-context', ...kinds.map((kind) => `block-${kind}`)].map((name) => `docs/schemas/${name}.schema.json`).sort());
    expect(readdirSync('docs/schemas').map((name) => `docs/schemas/${name}`).sort()).toEqual(Object.keys(files).sort());
  });

  for (const [file, text] of Object.entries(files)) {
    it(`${file} is committed and matches the zod/mini schema`, () => expect(readFileSync(file, 'utf8')).toBe(text));
  }
});
