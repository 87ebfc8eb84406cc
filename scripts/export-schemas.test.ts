import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSchemas } from './export-schemas';

describe('JSON Schema export of the page contract', () => {
  for (const [file, text] of Object.entries(renderSchemas())) {
    it(`${file} is committed and matches the zod/mini schema (run npm run schemas)`, () => {
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(text);
    });
  }
});
