import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Reads what `npm run build` measured (npm test builds first) and holds every output to the committed budget of the
// renderer it was built with (React by default, preact/compat with --renderer=preact).
const sizeFile = `${process.env.DIST_DIR ?? 'dist'}/size.json`;
const sizes = existsSync(sizeFile) ? JSON.parse(readFileSync(sizeFile, 'utf8')) : null;
const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'))[sizes?.renderer ?? 'react'];

describe(`bundle budgets (size-budgets.json, ${sizes?.renderer ?? 'react'} build)`, () => {
  it('has a size table from the build', () => {
    expect(sizes, `${sizeFile} is missing: run npm run build`).not.toBeNull();
  });

  for (const [file, limit] of Object.entries<number>(budgets.files)) {
    it(`${file} is within ${limit} bytes gzip`, () => {
      expect(sizes.files[file], `${file} was not built`).toBeDefined();
      expect(sizes.files[file].gzip).toBeLessThanOrEqual(limit);
    });
  }

  for (const [entry, budget] of Object.entries<{ gzip: number; react: boolean }>(budgets.entries)) {
    it(`${entry} with its static imports is within ${budget.gzip} bytes gzip and ${budget.react ? 'may' : 'does not'} include React`, () => {
      const measured = sizes.entries[entry];
      expect(measured, `${entry} was not built`).toBeDefined();
      expect(measured.gzip).toBeLessThanOrEqual(budget.gzip);
      if (!budget.react) expect(measured.includesReact).toBe(false);
    });
  }

  it('the block machinery (blocks.js) imports nothing beyond the core: a page with blocks gets it in one round trip', () => {
    expect(sizes.entries.blocks.files.sort()).toEqual(['blocks.js', 'runtime.js']);
  });

  it('every built entry has a budget', () => {
    expect(Object.keys(sizes.entries).sort()).toEqual(Object.keys(budgets.entries).sort());
  });
});

// Block data is checked on published pages by validators generated from the zod schemas (scripts/generate-validators.ts):
// zod is the source and the checker in tests and tooling, and no page downloads it.
describe('no published chunk holds zod', () => {
  it("no output of the runtime's build has an input of zod", () => {
    const meta = JSON.parse(readFileSync(`${process.env.DIST_DIR ?? 'dist'}/meta.json`, 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    const zod = Object.entries(meta.outputs).flatMap(([file, output]) => Object.keys(output.inputs).filter((input) => input.includes('node_modules/zod/')).map((input) => `${file}: ${input}`));
    expect(Object.keys(meta.outputs).length).toBeGreaterThan(0);
    expect(zod).toEqual([]);
  });
});

// The chart lab (docs/lab.md) is an engineer's tool built beside the runtime into <dist>/lab/: no page downloads it,
// so nothing of it, nor of its layout library, may end up in a runtime chunk.
describe('the chart lab is in no runtime chunk', () => {
  const dist = process.env.DIST_DIR ?? 'dist';
  const LAB_SOURCES = /^(scripts\/lab\/|model-tests\/|node_modules\/elkjs\/)/;

  it("no output of the runtime's build has an input of the lab, its model-test cases or elkjs", () => {
    const meta = JSON.parse(readFileSync(`${dist}/meta.json`, 'utf8')) as { outputs: Record<string, { inputs: Record<string, unknown> }> };
    const leaks = Object.entries(meta.outputs).flatMap(([file, output]) => Object.keys(output.inputs).filter((input) => LAB_SOURCES.test(input)).map((input) => `${file}: ${input}`));
    expect(Object.keys(meta.outputs).length).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    expect(Object.keys(sizes.files).filter((file) => file.startsWith('lab/'))).toEqual([]);
  });

  it('the lab is its own bundle, with elkjs in it', () => {
    const map = JSON.parse(readFileSync(`${dist}/lab/lab.js.map`, 'utf8')) as { sources: string[] };
    expect(map.sources.some((source) => source.includes('node_modules/elkjs/'))).toBe(true);
    expect(map.sources.some((source) => source.includes('scripts/lab/ui/Lab.tsx'))).toBe(true);
  });
});
