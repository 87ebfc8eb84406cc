import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DESIGN_BY_SETTING, designForSetting, isCollectionDesign } from '../machines/gallery/designs';
import { blockRegistry } from './block-registry';

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
