import { withoutComments } from './import-direction';
import { inlineProviders } from './inline-providers';
import type { SourceFile } from './source-files';

/**
 * One placement per component (docs/architecture.md "One placement per component"): `machines/<name>/` holds the
 * chart, connect, anatomy, pure rules and domain types; `runtime/<name>/` what the runtime provides to that chart
 * (actors, DOM glue) and its published reader (`read-published.ts`); `views/<name>/` the React view, its styles and
 * the block's composition. A component is named as machines/ spells it; where another layer's folder is named
 * otherwise (a block kind named for the page, a folder older than the chart), FOLDER_OF names the component it
 * belongs to.
 */
export const FOLDER_OF: Readonly<Record<string, readonly string[]>> = {
  'runtime/images': ['image-loader'],
  'runtime/map': ['map', 'map-options', 'maps-script'],
  'runtime/gallery': ['gallery', 'gallery-autoplay', 'swipe'],
  'runtime/telemetry': ['error-reporter', 'performance-collector', 'trace-batcher'],
  'runtime/commerce': ['cart', 'cart-indicator', 'cart-page'],
  'runtime/donation': ['form'],
  'runtime/consent': ['consent', 'cookie-banner'],
  'runtime/chrome/dialogs.ts': ['dialog'],
  'runtime/chrome/popup-overlay.ts': ['popup-overlay'],
  'runtime/chrome/popup-overlay-effects.ts': ['popup-overlay'],
  'runtime/chrome/tooltips.ts': ['tooltip'],
  'runtime/chrome/session.ts': ['login', 'logout'],
  'runtime/chrome/relative-time.ts': ['relative-time'],
  'runtime/chrome/scaled-text.ts': ['scaled-text'],
  'runtime/system-error.ts': ['system-error'],
  'runtime/page.ts': ['lifecycle'],
  'runtime/blocks': ['block-lifecycle'],
  'runtime/data-layer.ts': ['request'],
  'views/images': ['image-loader'],
  'views/reviews': ['review'],
  'views/summary-v2': ['summary'],
  'views/newsletter': ['form'],
  'views/donation': ['form'],
};

/**
 * Folders of runtime/ that are no one component's: what the page shares, named here with the reason, so a new
 * folder is either a component's or says why it is not.
 */
export const SHARED_RUNTIME_FOLDERS: Readonly<Record<string, string>> = {
  analytics: "the data layer's analytics context, events and experiments, read by every tracking feature",
  chrome: "the site chrome (dist/chrome.js): each page-wide feature's initialiser and what it provides to its chart (dialog, popup overlay, tooltip, login and logout, relative time, scaled text, keyboard)",
  commerce: 'the cart and review APIs and the one cart of the page, shared by product, cart, cart indicator and review',
  media: 'one medium playing at a time, shared by audio, video and the gallery',
  schemas: "the site context's schema, what every kind's schema shares (its messages, SameType) and the generated validators' checks; a kind's own schema lives beside it, runtime/<folder>/<name>.schema.ts",
  telemetry: 'error reporting, the trace batcher and the performance collector: the core\'s own charts and their effects',
  text: 'link helpers of text blocks',
  tracking: 'census, pixels and the visitor record: tracking that several components trigger',
};

/**
 * Top-level files of runtime/ that provide effects: the core's own charts, which every page runs (kept out of a
 * folder so the core's entry reads as one list).
 */
export const CORE_PROVIDERS: Readonly<Record<string, string>> = {
  'runtime/data-layer.ts': 'request',
};

export interface Misplaced {
  file: string;
  what: string;
  rule: string;
}

const TEST = /\.test(-support)?\.tsx?$|\.test-support\.ts$/;
const READER_FILE = /^runtime\/[\w-]+\/read-published\.ts$/;
/** A published reader defined (not an alias of one: `export const readPublished: … = readPublishedForm;`). */
const READER_DEFINITION = /export\s+(?:async\s+)?function\s+(readPublished\w*)|export\s+const\s+(readPublished\w*)\s*(?::[^=;]+)?=\s*(?:async\s*)?(?:\(|function\b|[\w$]+\s*=>)/g;
/** An actor's logic defined: an effect with a lifetime, provided to a chart. */
const ACTOR_LOGIC = /\b(fromPromise|fromCallback|fromObservable|fromEventObservable|fromTransition)\s*(?:<[^()]*>)?\s*\(/g;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * Published readers and effect providers outside their place: a reader anywhere but `runtime/<folder>/read-published.ts`;
 * actor logic in views/ or scripts' page code, or in runtime/ outside a component's or a shared folder (the core's
 * own providers apart); an action or actor a view provides inline (`.provide({ actions: { x: () => … } })`, see
 * ./inline-providers.ts). machines/ defines placeholders only (machines/shared/provided.ts and a chart's own), and
 * tests provide their stand-ins: neither is checked.
 */
export function misplaced(files: readonly SourceFile[], componentNames: ReadonlySet<string>): Misplaced[] {
  const found: Misplaced[] = [];
  for (const file of files) {
    if (TEST.test(file.path) || file.path.startsWith('machines/')) continue;
    const code = withoutComments(file.text);
    for (const match of code.matchAll(READER_DEFINITION)) {
      if (READER_FILE.test(file.path)) continue;
      found.push({
        file: `${file.path}:${lineOf(code, match.index!)}`,
        what: `published reader ${match[1] ?? match[2]}`,
        rule: "a published reader is the runtime's: runtime/<name>/read-published.ts (a view's block only re-exports it)",
      });
    }
    if (file.path.startsWith('views/')) {
      for (const inline of inlineProviders(code)) {
        found.push({
          file: `${file.path}:${lineOf(code, inline.index)}`,
          what: `${inline.what} provided inline`,
          rule: "an effect provider is the runtime's: runtime/<name>/ provides it, the view passes it on (`.provide({ actions: effectsOf(…) })`)",
        });
      }
    }
    const place = effectPlaceProblem(file.path, componentNames);
    if (!place) continue;
    for (const match of code.matchAll(ACTOR_LOGIC)) {
      found.push({ file: `${file.path}:${lineOf(code, match.index!)}`, what: `effect provider (${match[1]})`, rule: place });
    }
  }
  return found;
}

/** Why actor logic may not be defined in this file, or null where it may. */
function effectPlaceProblem(path: string, componentNames: ReadonlySet<string>): string | null {
  const [top, folder, rest] = path.split('/');
  if (top !== 'runtime') return "an effect provider is the runtime's: runtime/<name>/, views only compose what it provides";
  if (rest === undefined) return CORE_PROVIDERS[path] ? null : "runtime's top level provides only the core's own charts (CORE_PROVIDERS): a component's effects go in runtime/<name>/";
  const components = FOLDER_OF[`runtime/${folder}`] ?? [folder!];
  if (components.some((name) => componentNames.has(name)) || SHARED_RUNTIME_FOLDERS[folder!]) return null;
  return `runtime/${folder}/ is no component's folder (no machines/${folder}/) and not one of SHARED_RUNTIME_FOLDERS`;
}

export const formatMisplaced = (m: Misplaced) => `${m.file}: ${m.what} (${m.rule})`;

export interface ComponentRow {
  component: string;
  machines: string | null;
  runtime: string[];
  views: string[];
}

/**
 * Every component and its places in the three layers: a component is a folder of machines/ (a chart), or a block
 * kind's folder of views/ or runtime/ with no chart of its own. A component's places are the folders named as it is
 * and those FOLDER_OF gives it (`paths`: every folder of the three layers, and runtime's files FOLDER_OF names).
 */
export function placementTable(folders: { machines: string[]; runtime: string[]; views: string[] }): ComponentRow[] {
  const rows = new Map<string, ComponentRow>();
  const row = (component: string) => {
    let found = rows.get(component);
    if (!found) rows.set(component, (found = { component, machines: null, runtime: [], views: [] }));
    return found;
  };
  for (const name of folders.machines) if (name !== 'shared') row(name).machines = `machines/${name}/`;
  const owners = (path: string, name: string) => FOLDER_OF[path] ?? [name];
  for (const name of folders.runtime) {
    const path = `runtime/${name}`;
    if (SHARED_RUNTIME_FOLDERS[name] && !FOLDER_OF[path]) continue;
    for (const owner of owners(path, name)) row(owner).runtime.push(name.endsWith('.ts') ? path : `${path}/`);
  }
  for (const name of folders.views) if (name !== 'shared') for (const owner of owners(`views/${name}`, name)) row(owner).views.push(`views/${name}/`);
  return [...rows.values()].sort((a, b) => a.component.localeCompare(b.component));
}

/** The runtime's entries the table reads (paths under runtime/): its folders, and the files FOLDER_OF names that exist. */
export const runtimeEntries = (folders: readonly string[], files: readonly string[]) => [
  ...folders,
  ...files.filter((file) => FOLDER_OF[`runtime/${file}`]),
];

/** The table as docs/architecture.md shows it. */
export function placementMarkdown(rows: readonly ComponentRow[]): string {
  const cells = (values: readonly string[]) => (values.length ? values.map((v) => `\`${v}\``).join(', ') : '—');
  return [
    '| component | machines/ | runtime/ | views/ |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.component} | ${cells(r.machines ? [r.machines] : [])} | ${cells(r.runtime)} | ${cells(r.views)} |`),
  ].join('\n');
}
