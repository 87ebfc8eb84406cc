import { posix } from 'node:path';
import type { SourceFile } from './source-files';

/**
 * The direction of imports between the three layers (docs/architecture.md "Folders"): a chart and what it is made of
 * (machines/) know nothing of the page; the runtime (runtime/) knows the charts but no view; views (views/) may use
 * both. A view reaches the runtime only as a chunk loaded lazily (mayLoadView).
 */
export const LAYERS = ['machines', 'runtime', 'views'] as const;
export type Layer = (typeof LAYERS)[number];

/** What each layer must not import. */
const FORBIDDEN: Record<Layer, readonly Layer[]> = { machines: ['runtime', 'views'], runtime: ['views'], views: [] };

/**
 * Where runtime/ may name views/, and only in `import()` (a view downloaded lazily, as a chunk of its own): the block
 * registry's loaders (the kinds' chunks), the core's own view loaders (runtime/view-loaders.ts: apart from the
 * registry, which only pages with blocks download), and a site chrome feature asking for its view
 * chunk (`views/<feature>/mount`) when it first shows something. The chrome's loaders stay in their features: in one
 * file they would be a chunk every page downloads with chrome.js (about 120 bytes gzip on every page).
 */
export const VIEW_LOADERS_FILES: readonly string[] = ['runtime/blocks/kinds.generated.ts', 'runtime/view-loaders.ts'];
const CHROME_FEATURE = /^runtime\/chrome\/[\w-]+\.(test\.)?ts$/;
const VIEW_CHUNK = /^views\/[\w-]+\/mount(\.tsx?)?$/;
const mayLoadView = (file: string, target: string) => VIEW_LOADERS_FILES.includes(file) || (CHROME_FEATURE.test(file) && VIEW_CHUNK.test(target));

/**
 * The one exemption on the machines' side: a test file may build its fixtures with the runtime's schemas (a page's
 * JSON read as the runtime reads it: a kind's runtime/<folder>/<name>.schema.ts, runtime/schemas/*) and check a
 * chart's output against the API's schema (runtime/api-schemas.ts). A chart's own files never import them: their
 * types are in machines/<name>/types.ts.
 */
const TEST_FILE = /\.test\.tsx?$/;
const SCHEMA_MODULE = /^runtime\/(schemas\/[\w-]+|[\w-]+\/[\w-]+\.schema|api-schemas)(\.ts)?$/;

export interface ModuleReference {
  /** What the source wrote (`'../../runtime/log'`). */
  specifier: string;
  /** `import()`: loaded lazily, as a chunk of its own. */
  dynamic: boolean;
  line: number;
}

export interface ImportViolation {
  file: string;
  line: number;
  specifier: string;
  rule: string;
}

// Static imports and re-exports (`import x from`, `import type`, `export * from`, side-effect `import '…'`), and
// `import('…')` (also inside `typeof import('…')`). Comments are removed first so a quoted path in prose is no import.
const STATIC = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?(['"])([^'"\n]+)\1/g;
const DYNAMIC = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/**
 * The text with its comments blanked (lines kept). A comment opens at a line's start or after a space, a bracket, `;`
 * or `,`; in a string (a route's glob, an address), `/*` and `//` follow a letter, a star or a colon and are kept.
 */
export const withoutComments = (text: string) =>
  text
    .replace(/(^|[\s{(;,])\/\*[\s\S]*?\*\//gm, (comment, before: string) => before + comment.slice(before.length).replace(/[^\n]/g, ' '))
    .replace(/(^|[\s{(;,])\/\/[^\n]*/gm, '$1');

export function moduleReferences(text: string): ModuleReference[] {
  const code = withoutComments(text);
  const lineAt = (index: number) => code.slice(0, index).split('\n').length;
  const found: ModuleReference[] = [];
  for (const match of code.matchAll(STATIC)) found.push({ specifier: match[2]!, dynamic: false, line: lineAt(match.index! + match[0].indexOf(match[2]!)) });
  for (const match of code.matchAll(DYNAMIC)) found.push({ specifier: match[2]!, dynamic: true, line: lineAt(match.index!) });
  return found.sort((a, b) => a.line - b.line);
}

/** The layer a repository path is in, or null for anything else (scripts/, model-tests/, packages). */
export function layerOf(path: string): Layer | null {
  const top = path.split('/')[0];
  return (LAYERS as readonly string[]).includes(top!) ? (top as Layer) : null;
}

/** The repository path a relative specifier of `file` names (packages and bare names: null). */
export function resolveSpecifier(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(file), specifier));
}

/** Every import of the files that goes against the direction of the layers. */
export function importViolations(files: readonly SourceFile[]): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    if (!from) continue;
    for (const reference of moduleReferences(file.text)) {
      const target = resolveSpecifier(file.path, reference.specifier);
      const to = target && layerOf(target);
      if (!to || !FORBIDDEN[from].includes(to)) continue;
      if (to === 'views' && reference.dynamic && mayLoadView(file.path, target)) continue;
      if (from === 'machines' && TEST_FILE.test(file.path) && SCHEMA_MODULE.test(target)) continue;
      violations.push({
        file: file.path,
        line: reference.line,
        specifier: reference.specifier,
        rule:
          from === 'machines'
            ? `machines/ imports neither runtime/ nor views/: a chart's types and rules live in machines/<name>/, its effects are provided`
            : `runtime/ names views/ only in import(): the block registry's loaders, the core's view loaders, a chrome feature's view chunk`,
      });
    }
  }
  return violations;
}

export const formatViolation = (v: ImportViolation) => `${v.file}:${v.line} imports '${v.specifier}' (${v.rule})`;
