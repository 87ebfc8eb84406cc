import { describe, expect, it } from 'vitest';
import { formatRawPartUse, rawPartUses } from './raw-parts';
import { readSources } from './source-files';

const file = (path: string, text: string) => ({ path, text });
const found = (files: { path: string; text: string }[]) => rawPartUses(files).map((use) => `${use.file}:${use.line}`);

describe('the raw-parts check', () => {
  it('finds a part or scope written in a selector, a JSX attribute, an attribute read and a CSS rule', () => {
    expect(
      found([
        file('views/dialog/DialogView.tsx', '<div data-scope="dialog" data-part="actions">\n<div {...dialogAnatomy.attrs(\'actions\')}>'),
        file('views/lightbox/LightboxView.tsx', "wrapper.querySelector('[data-part=\"play\"]');\nconst part = el.getAttribute('data-part');"),
        file('views/tooltip/styles.ts', "export const css = `\n[data-scope='tooltip'][data-part='root'] { position: fixed; }\n${part('root')} {}`;"),
        file('runtime/blocks/handover.ts', "export const ACTIVATABLE = `${FOCUSABLE}, [data-part]`;"),
      ]),
    ).toEqual(['views/dialog/DialogView.tsx:1', 'views/lightbox/LightboxView.tsx:1', 'views/lightbox/LightboxView.tsx:2', 'views/tooltip/styles.ts:2', 'runtime/blocks/handover.ts:1']);
  });

  it('finds them in tests and scripts too, and not in comments, dataset reads or other data attributes', () => {
    expect(
      found([
        file('model-tests/dialog.model.test.tsx', "// the [data-part=\"root\"] of the dialog\n/* data-scope */ container.querySelector('[data-part=\"root\"]');"),
        file('scripts/browser/shop.browser.test.ts', "page.locator('[data-swipe=\"dragging\"], [data-design]');\nbutton.dataset.part;\npage.locator('[data-scope=\"cart\"]');"),
        // a route's glob holds `/*`, an address `//`: neither opens a comment that would hide the next lines
        file('scripts/browser/cart.browser.test.ts', "page.route('**/api/cart/*', fail);\nfetch('https://example.com//x');\ncart.locator('[data-part=\"entry\"]');"),
      ]),
    ).toEqual(['model-tests/dialog.model.test.tsx:2', 'scripts/browser/shop.browser.test.ts:3', 'scripts/browser/cart.browser.test.ts:3']);
  });

  it('lets an anatomy file write them, and no other file named like one', () => {
    expect(
      found([
        file('machines/dialog/anatomy.ts', "export const a = { selector: (p: string) => `[data-scope=\"dialog\"][data-part=\"${p}\"]` };"),
        file('machines/shared/anatomy.ts', "attrs: (part: Part) => ({ 'data-scope': scope, 'data-part': part }),"),
        file('views/dialog/anatomy.ts', "const s = '[data-part=\"root\"]';"),
        file('machines/dialog/anatomy.test.ts', "const s = '[data-part=\"root\"]';"),
      ]),
    ).toEqual(['views/dialog/anatomy.ts:1', 'machines/dialog/anatomy.test.ts:1']);
  });
});

describe('parts and scopes are written only in anatomies', () => {
  it('holds for every file of machines/, runtime/, views/, model-tests/ and scripts/, tests included', () => {
    const files = readSources(['machines', 'runtime', 'views', 'model-tests', 'scripts']);
    expect(files.length).toBeGreaterThan(500);
    expect(rawPartUses(files).map(formatRawPartUse)).toEqual([]);
  });
});
