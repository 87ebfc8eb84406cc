import { withoutComments } from './import-direction';
import type { SourceFile } from './source-files';

/**
 * Views do not read the environment (docs/architecture.md "One placement per component"): whether the visitor
 * prefers reduced motion and what the address's query says are read by the runtime, once, and reach a chart as a
 * provided delay or an input (a block's plan, `runtime/<name>/`). In a file under views/, a call of
 * `prefersReducedMotion` (or an import of it) or a read of `location.search` is such a read. Comments are prose.
 */
const READS: ReadonlyArray<{ what: string; pattern: RegExp }> = [
  { what: 'prefersReducedMotion', pattern: /\bprefersReducedMotion\b/ },
  { what: 'location.search', pattern: /\blocation\s*\??\.\s*search\b/ },
];

export interface EnvironmentRead {
  file: string;
  line: number;
  what: string;
}

/** Every read of reduced motion or of the address's query in a file under views/. */
export function environmentReadsInViews(files: readonly SourceFile[]): EnvironmentRead[] {
  const reads: EnvironmentRead[] = [];
  for (const file of files) {
    if (!file.path.startsWith('views/')) continue;
    withoutComments(file.text)
      .split('\n')
      .forEach((code, index) => {
        for (const { what, pattern } of READS) if (pattern.test(code)) reads.push({ file: file.path, line: index + 1, what });
      });
  }
  return reads;
}

export const formatEnvironmentRead = (read: EnvironmentRead) => `${read.file}:${read.line} ${read.what}`;
