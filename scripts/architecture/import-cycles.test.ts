import { describe, expect, it } from 'vitest';
import { circularComponents, describeCircles, importGraph, resolveImport } from './import-cycles';
import { readSources, readTopLevelSources } from './source-files';

const file = (path: string, text: string) => ({ path, text });
const TEST_FILE = /\.test\.tsx?$/;

describe('the import-circle check', () => {
  it('resolves a specifier to a file with or without its extension, an index, and ignores packages', () => {
    const paths = new Set(['runtime/a.ts', 'views/b.tsx', 'runtime/c/index.ts', 'scripts/d.mjs']);
    expect(resolveImport('runtime/x.ts', './a', paths)).toBe('runtime/a.ts');
    expect(resolveImport('runtime/x.ts', '../views/b', paths)).toBe('views/b.tsx');
    expect(resolveImport('runtime/x.ts', './c', paths)).toBe('runtime/c/index.ts');
    expect(resolveImport('scripts/x.mjs', './d.mjs', paths)).toBe('scripts/d.mjs');
    expect(resolveImport('runtime/x.ts', 'xstate', paths)).toBeNull();
    expect(resolveImport('runtime/x.ts', './e.css', paths)).toBeNull();
  });

  it('counts type imports, re-exports and import() as edges, and names each circle', () => {
    const graph = importGraph([
      file('a.ts', "import type { B } from './b';"),
      file('b.ts', "export { c } from './c';"),
      file('c.ts', "const load = () => import('./a');"),
      file('d.ts', "import { a } from './a';\nimport { e } from './e';"),
      file('e.ts', "import './d';"),
      file('f.ts', "import { f } from './f';"),
      file('g.ts', "import { a } from './a';"),
    ]);
    expect(circularComponents(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.ts', 'e.ts'], ['f.ts']]);
    expect(describeCircles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts', 'd.ts → e.ts → d.ts', 'f.ts → f.ts']);
  });

  it('names the shortest circle of a larger component and lists its files', () => {
    const graph = importGraph([
      file('a.ts', "import './b';\nimport './c';"),
      file('b.ts', "import './a';"),
      file('c.ts', "import './a';"),
    ]);
    expect(describeCircles(graph)).toEqual(['a.ts → b.ts → a.ts (one circle of 3 files: a.ts, b.ts, c.ts)']);
  });

  it('ignores an import written in a comment', () => {
    const graph = importGraph([file('a.ts', "// import { b } from './b';"), file('b.ts', "import { a } from './a';")]);
    expect(circularComponents(graph)).toEqual([]);
  });
});

describe('no import circle in the source', () => {
  it('holds for every file outside tests, type imports and import() included', () => {
    const folders = ['machines', 'runtime', 'views', 'model-tests', 'scripts'];
    const files = [...readSources(folders), ...readTopLevelSources()].filter((source) => !TEST_FILE.test(source.path));
    expect(files.length).toBeGreaterThan(500);
    expect(describeCircles(importGraph(files))).toEqual([]);
  });
});
