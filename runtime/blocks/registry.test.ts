import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { blockEntryPoints, KINDS_MODULE, loadDefinitions, renderKindsModule } from '../../scripts/build/block-kinds.mjs';
import { DESIGN_BY_SETTING, designForSetting, isCollectionDesign } from '../../machines/gallery/designs';
import { blockRegistry, SPEC_BLOCK_KINDS, type SpecBlockKind } from './registry';

const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as Record<'react' | 'preact', { entries: Record<string, unknown> }>;
const gallery = blockRegistry.gallery!;

describe("the gallery's parts, told from its configuration before its chunk loads", () => {
  const settings = [...Object.keys(DESIGN_BY_SETTING), 'unknown-setting'];

  it.each(settings)('design "%s": the chunk of the designs it is drawn with', (design) => {
    const collection = isCollectionDesign(designForSetting(design));
    expect(gallery.parts!({ design })).toEqual([collection ? 'blocks/gallery-collection.js' : 'blocks/gallery-designs.js']);
  });

  it.each(settings)('design "%s" with autoplay: the autoplay chunk too, unless a collection (which has no autoplay)', (design) => {
    const parts = gallery.parts!({ design, autoplay: true });
    expect(parts.includes('blocks/gallery-autoplay.js')).toBe(!isCollectionDesign(designForSetting(design)));
  });

  it('names only entries the build makes (each has a budget on both builds)', () => {
    const named = new Set(settings.flatMap((design) => gallery.parts!({ design, autoplay: true })));
    for (const part of named) {
      const entry = part.replace(/\.js$/, '');
      expect(budgets.react.entries[entry], part).toBeDefined();
      expect(budgets.preact.entries[entry], part).toBeDefined();
    }
  });
});

describe('the block kinds of visitor-runtime §2 (the registry marks them `spec`)', () => {
  it('lists the 25 blocks of §2 as distinct kebab-case names', () => {
    expect(SPEC_BLOCK_KINDS).toHaveLength(25);
    expect(new Set(SPEC_BLOCK_KINDS).size).toBe(25);
    for (const kind of SPEC_BLOCK_KINDS) expect(kind).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expectTypeOf<'tour-dates'>().toExtend<SpecBlockKind>();
  });

  it("holds the spec's blocks, not the page features it lists beside them", () => {
    const spec: readonly string[] = SPEC_BLOCK_KINDS;
    expect(spec).toContain('member-area');
    expect(spec).toContain('table-booking');
    for (const name of ['Member Area', 'tour dates', 'comments', 'cookie-banner', '']) expect(spec).not.toContain(name);
  });
});

describe('a kind is one definition: the registry is written from the definitions, listed by hand nowhere', () => {
  const root = process.cwd();

  it('the table on disk is the one the definitions give today (npm run kinds writes it)', async () => {
    expect(readFileSync(KINDS_MODULE, 'utf8')).toBe(await renderKindsModule(root));
  });

  it('the registry holds exactly the kinds defined, each with the chunk its definition names', async () => {
    const definitions = await loadDefinitions(root);
    expect(Object.keys(blockRegistry).sort()).toEqual(definitions.map(({ definition }) => definition.kind).sort());
    const entries = await blockEntryPoints(root);
    for (const { file, definition } of definitions) {
      expect(blockRegistry[definition.kind]!.load !== undefined, definition.kind).toBe(definition.chunk !== undefined);
      if (definition.chunk) expect(entries[`blocks/${definition.kind}`]).toBe(`./${path.posix.join(path.posix.dirname(file), definition.chunk)}`);
    }
  });

  describe('a definition the script refuses, with a message naming its file', () => {
    const project = (files: Record<string, string>) => {
      const folder = mkdtempSync(path.join(tmpdir(), 'kinds-'));
      mkdirSync(path.join(folder, 'runtime/blocks'), { recursive: true });
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
        writeFileSync(path.join(folder, file), text);
      }
      return folder;
    };
    const definition = (fields: string) => `export default { nature: 'interactive', ${fields} };`;
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      ['a kind defined twice', { 'views/a/kind.ts': definition("kind: 'a'"), 'views/b/a.kind.ts': definition("kind: 'a'") }, /views\/b\/a\.kind\.ts: the kind "a" is defined in views\/a\/kind\.ts too/],
      ['a code of two kinds', { 'views/a/kind.ts': definition("kind: 'a', codes: ['9']"), 'views/b/kind.ts': definition("kind: 'b', codes: ['9']") }, /views\/b\/kind\.ts: the code 9 of "b" is the code of "a" too/],
      ['a component of two kinds', { 'views/a/kind.ts': definition("kind: 'a', components: ['website.components.x']"), 'views/b/kind.ts': definition("kind: 'b', components: ['website.components.x']") }, /views\/b\/kind\.ts: the component website\.components\.x of "b" is one of "a" too/],
      ['a chunk that is not there', { 'views/a/kind.ts': definition("kind: 'a', chunk: './block'") }, /views\/a\/kind\.ts: the chunk "\.\/block" of "a" is no module beside it/],
      ['a name not in kebab case', { 'views/a/kind.ts': definition("kind: 'Tour Dates'") }, /kebab case, not "Tour Dates"/],
      ['no default export', { 'views/a/kind.ts': 'export const kind = 1;' }, /views\/a\/kind\.ts: a kind definition file default-exports/],
    ];
    it.each(cases)('%s', async (_, files, message) => {
      const folder = project(files);
      try {
        await expect(loadDefinitions(folder)).rejects.toThrow(message);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('the build refuses a table that is not current', async () => {
      const folder = project({ 'views/a/kind.ts': definition("kind: 'a', chunk: './block'"), 'views/a/block.ts': 'export {};' });
      try {
        writeFileSync(path.join(folder, KINDS_MODULE), await renderKindsModule(folder));
        expect(await blockEntryPoints(folder)).toEqual({ 'blocks/a': './views/a/block' });
        writeFileSync(path.join(folder, 'views/a/b.kind.ts'), definition("kind: 'b'"));
        await expect(blockEntryPoints(folder)).rejects.toThrow(/is not the table of today's kind definitions: run `npm run kinds`/);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
});
