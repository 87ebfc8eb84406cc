import { withoutComments } from './import-direction';
import type { SourceFile } from './source-files';

/**
 * A component's `data-scope` and `data-part` names are written once, in its anatomy (machines/<name>/anatomy.ts,
 * built by machines/shared/anatomy.ts, and machines/shared/part-attributes.ts); views, connect, stylesheets, readers and tests take attributes and
 * selectors from it, so a renamed or removed part is a type error instead of a selector that silently matches
 * nothing. Anywhere else, the attribute's name in code (a selector, a JSX attribute, `getAttribute('data-part')`,
 * markup in a template) is a raw use. Comments are prose, not uses.
 */
const ANATOMY_FILE = /^machines\/[\w-]+\/anatomy\.ts$/;
/** The part attribute alone (PART_ATTRIBUTE, ANY_PART_SELECTOR), apart from anatomy.ts so the core does not carry createAnatomy. */
const SHARED_PART_ATTRIBUTES = 'machines/shared/part-attributes.ts';

/**
 * The files that may write the names, each for its reason: the checker's own test, whose fixtures are the raw uses it
 * must find.
 */
export const RAW_PARTS_EXEMPT: Readonly<Record<string, string>> = {
  'scripts/architecture/raw-parts.test.ts': 'its fixtures are the raw uses the check must find',
};

const RAW = /data-(?:part|scope)\b/g;

export interface RawPartUse {
  file: string;
  line: number;
  /** The line's code around the use, trimmed. */
  code: string;
}

export const mayNameParts = (path: string) => ANATOMY_FILE.test(path) || path === SHARED_PART_ATTRIBUTES || path in RAW_PARTS_EXEMPT;

/** Every `data-part` / `data-scope` written outside an anatomy file. */
export function rawPartUses(files: readonly SourceFile[]): RawPartUse[] {
  const uses: RawPartUse[] = [];
  for (const file of files) {
    if (mayNameParts(file.path)) continue;
    const lines = withoutComments(file.text).split('\n');
    lines.forEach((code, index) => {
      if (RAW.test(code)) uses.push({ file: file.path, line: index + 1, code: code.trim().slice(0, 160) });
      RAW.lastIndex = 0;
    });
  }
  return uses;
}

export const formatRawPartUse = (use: RawPartUse) => `${use.file}:${use.line} ${use.code}`;
