import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
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
