import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMisplaced, misplaced, placementMarkdown, placementTable, runtimeEntries, SHARED_RUNTIME_FOLDERS } from './placement';
import { readSources, REPO_ROOT } from './source-files';

const subfolders = (top: string) =>
  readdirSync(join(REPO_ROOT, top), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const runtimeFiles = readSources(['runtime']).map((file) => file.path.slice('runtime/'.length));
const table = placementTable({ machines: subfolders('machines'), runtime: runtimeEntries(subfolders('runtime'), runtimeFiles), views: subfolders('views') });
const componentNames = new Set(table.map((row) => row.component));

const check = (path: string, text: string) => misplaced([{ path, text }], new Set(['gallery', 'form', 'block-lifecycle'])).map(formatMisplaced);

describe('the placement check', () => {
  it("names a published reader defined anywhere but runtime/<name>/read-published.ts, and lets a block re-export one", () => {
    expect(check('runtime/gallery/read-published.ts', 'export function readPublishedGallery(el: HTMLElement) {}')).toEqual([]);
    expect(check('views/form/block.tsx', "export const readPublished: BlockModule['readPublished'] = readPublishedForm;")).toEqual([]);
    expect(check('views/form/block.tsx', "export { readPublishedForm as readPublished } from '../../runtime/form/read-published';")).toEqual([]);
    expect(check('views/image/block.ts', "export const readPublished: BlockModule<C>['readPublished'] = (element) => ({});")).toEqual([
      "views/image/block.ts:1: published reader readPublished (a published reader is the runtime's: runtime/<name>/read-published.ts (a view's block only re-exports it))",
    ]);
    expect(check('runtime/marquee/markup.ts', '\nexport function readPublishedMarquee(block: HTMLElement) {}')).toEqual([
      "runtime/marquee/markup.ts:2: published reader readPublishedMarquee (a published reader is the runtime's: runtime/<name>/read-published.ts (a view's block only re-exports it))",
    ]);
  });

  it("names actor logic defined in views/, at runtime's top level (the core's own apart) or in a runtime folder that is no component's", () => {
    expect(check('runtime/form/effects.ts', 'const a = fromPromise<string>(async () => 1);')).toEqual([]);
    expect(check('runtime/chrome/session.ts', 'const a = fromPromise(async () => 1);')).toEqual([]);
    expect(check('runtime/blocks/lifecycle.ts', 'const a = fromCallback(() => () => {});')).toEqual([]);
    expect(check('runtime/data-layer.ts', 'const a = fromPromise(async () => 1);')).toEqual([]);
    expect(check('views/follow-button/effects.ts', 'const a = fromPromise(async () => 1);')).toEqual([
      "views/follow-button/effects.ts:1: effect provider (fromPromise) (an effect provider is the runtime's: runtime/<name>/, views only compose what it provides)",
    ]);
    expect(check('runtime/cart-glue.ts', 'const a = fromCallback(() => () => {});')).toEqual([
      "runtime/cart-glue.ts:1: effect provider (fromCallback) (runtime's top level provides only the core's own charts (CORE_PROVIDERS): a component's effects go in runtime/<name>/)",
    ]);
    expect(check('runtime/widgets/x.ts', 'const a = fromPromise(async () => 1);')).toEqual([
      'runtime/widgets/x.ts:1: effect provider (fromPromise) (runtime/widgets/ is no component\'s folder (no machines/widgets/) and not one of SHARED_RUNTIME_FOLDERS)',
    ]);
  });

  it('names an action or actor a view provides inline, by its name and line', () => {
    const rule = "an effect provider is the runtime's: runtime/<name>/ provides it, the view passes it on (`.provide({ actions: effectsOf(…) })`)";
    expect(check('views/audio/block.ts', 'const a = startActor(id, audioMachine.provide({ actions: { pauseMedia: () => media.pause() } }));')).toEqual([
      `views/audio/block.ts:1: action pauseMedia provided inline (${rule})`,
    ]);
    expect(check('views/marquee/block.tsx', 'marqueeMachine.provide({\n  actors: { watchPage: watchPageActor(element) },\n  actions: { relayout() { motion.layout(); } },\n})')).toEqual([
      `views/marquee/block.tsx:3: action relayout provided inline (${rule})`,
    ]);
    expect(check('views/cookie-banner/mount.tsx', "m.provide({ actions: { 'storeChoice': (_, { choice }: { choice: string }) => recordConsent(choice) } })")).toEqual([
      `views/cookie-banner/mount.tsx:1: action storeChoice provided inline (${rule})`,
    ]);
    expect(check('views/x/block.tsx', 'm.provide({ actions: { remember: assign({ n: 1 }), tell: async function () {} }, actors: { load: async ({ input }) => input } })')).toEqual([
      `views/x/block.tsx:1: action remember provided inline (${rule})`,
      `views/x/block.tsx:1: action tell provided inline (${rule})`,
      `views/x/block.tsx:1: actor load provided inline (${rule})`,
    ]);
  });

  it("lets a view pass on what the runtime provides: a factory's result, a reference, a call, a spread; and leaves delays alone", () => {
    expect(check('views/follow-button/block.tsx', 'followButtonMachine.provide({ actors: followButtonActors(site), actions: followButtonEffects(id) })')).toEqual([]);
    expect(check('views/gallery/block.tsx', 'galleryMachine.provide({ actors: { keyboard: keyboardListener(() => element), watchViewport: viewportWatch() } })')).toEqual([]);
    expect(check('views/form/mount-form.tsx', 'formMachine.provide({ actions: { ...drafts.actions, ...formPageEffects(config, () => 1), resetCaptcha: captcha.reset } })')).toEqual([]);
    expect(check('views/accordion/block.tsx', 'accordionMachine.provide({ delays: { animation: () => (reduced() ? 0 : 250) } })')).toEqual([]);
    expect(check('runtime/audio/effects.ts', 'audioMachine.provide({ actions: { pauseMedia: () => media.pause() } })')).toEqual([]);
    expect(check('views/audio/block.test.ts', 'audioMachine.provide({ actions: { pauseMedia: () => media.pause() } })')).toEqual([]);
  });

  it('leaves tests, comments and the charts\' own placeholders alone', () => {
    expect(check('views/form/mount-form.test.ts', 'const a = fromPromise(async () => 1);')).toEqual([]);
    expect(check('views/form/mount-form.tsx', '// the runtime provides fromPromise(…) actors')).toEqual([]);
    expect(check('machines/fonts/machine.ts', 'const a = fromPromise(async () => 1);')).toEqual([]);
  });
});

describe('every component has one placement', () => {
  it('every published reader and every effect provider sits in runtime/<name>/ (the core\'s own providers apart)', () => {
    const files = readSources(['runtime', 'views', 'scripts/demo-site']);
    expect(files.length).toBeGreaterThan(300);
    expect(misplaced(files, componentNames).map(formatMisplaced)).toEqual([]);
  });

  it('every folder of runtime/ is a component\'s or a shared one named with its reason', () => {
    const strays = subfolders('runtime').filter((name) => !SHARED_RUNTIME_FOLDERS[name] && !table.some((row) => row.runtime.includes(`runtime/${name}/`)));
    expect(strays).toEqual([]);
  });

  it("docs/architecture.md's table is the tree's (regenerate it from this test's output when a folder comes or goes)", () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs/architecture.md'), 'utf8');
    const shown = doc.split('<!-- placement-table -->')[1]?.split('<!-- /placement-table -->')[0]?.trim();
    expect(shown).toBe(placementMarkdown(table));
  });
});
