// Writes the page-contract schemas (site context, each block kind's configuration) as JSON Schema into
// docs/schemas/, so a platform that renders pages can validate what it emits. `npm run schemas`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { toJSONSchema } from 'zod/mini';
import { schema as donationConfigSchema } from '../views/donation/block';
import { accordionConfigSchema } from '../runtime/schemas/accordion';
import { followButtonConfigSchema } from '../runtime/schemas/follow-button';
import { formConfigSchema } from '../runtime/schemas/form';
import { siteContextSchema } from '../runtime/schemas/site-context';

export const contractSchemas = {
  'site-context': siteContextSchema,
  'block-accordion': accordionConfigSchema,
  'block-form': formConfigSchema,
  'block-donation': donationConfigSchema,
  'block-follow': followButtonConfigSchema,
};

export function renderSchemas(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(contractSchemas).map(([name, schema]) => [
      `docs/schemas/${name}.schema.json`,
      `${JSON.stringify(toJSONSchema(schema, { io: 'input' }), null, 2)}\n`,
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync('docs/schemas', { recursive: true });
  for (const [file, text] of Object.entries(renderSchemas())) {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}
