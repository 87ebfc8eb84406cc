import { describe, expect, it } from 'vitest';
import { formatViolation, importViolations, moduleReferences } from './import-direction';
import { readSources } from './source-files';

const file = (path: string, text: string) => ({ path, text });

describe('the import-direction check', () => {
  it('finds static, type-only, re-exported, side-effect and dynamic imports, not those in comments', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export * from './c';",
      "import './d.css';",
      "const e = () => import('./e');",
      "type F = typeof import('./f');",
      "// import { g } from './g';",
      "/* import('./h') */",
    ].join('\n');
    expect(moduleReferences(text).map((r) => [r.specifier, r.dynamic, r.line])).toEqual([
      ['./a', false, 1],
      ['../b', false, 2],
      ['./c', false, 3],
      ['./d.css', false, 4],
      ['./e', true, 5],
      ['./f', true, 6],
    ]);
  });

  it('fails a chart file that imports runtime/ or views/, not one that imports machines/ or a package', () => {
    const found = importViolations([
      file('machines/video/machine.ts', "import { logError } from '../../runtime/log';\nimport { setup } from 'xstate';\nimport { x } from '../shared/values';"),
      file('machines/form/connect.ts', "import type { FieldView } from '../../views/form/fields';"),
    ]);
    expect(found.map((v) => `${v.file}:${v.line} ${v.specifier}`)).toEqual([
      'machines/video/machine.ts:1 ../../runtime/log',
      'machines/form/connect.ts:1 ../../views/form/fields',
    ]);
  });

  it('lets a test of machines/ read the runtime schemas, and nothing else of the runtime', () => {
    const found = importViolations([
      file('machines/form/values.test.ts', "import { formFieldSchema } from '../../runtime/form/form.schema';\nimport { x } from '../../runtime/api-schemas';"),
      file('machines/form/site.test.ts', "import { siteContextSchema } from '../../runtime/schemas/site-context';"),
      file('machines/form/other.test.ts', "import { logError } from '../../runtime/log';"),
      file('machines/form/checks.test.ts', "import { formConfigValidator } from '../../runtime/form/form.validator.generated';"),
      file('machines/form/values.ts', "import type { FormField } from '../../runtime/form/form.schema';"),
    ]);
    expect(found.map((v) => v.file)).toEqual(['machines/form/other.test.ts', 'machines/form/checks.test.ts', 'machines/form/values.ts']);
  });

  it('fails runtime/ naming views/, except the block registry or a chrome feature loading a view chunk lazily', () => {
    const found = importViolations([
      file('runtime/chrome/dialogs.ts', "const load = () => import('../../views/dialog/mount');\nimport { x } from '../../views/dialog/mount';"),
      file('runtime/chrome/furniture/badge.ts', "const load = () => import('../../../views/badge/mount');"),
      file('runtime/system-error.ts', "const load = () => import('../views/system-error/mount');"),
      file('runtime/blocks/kinds.generated.ts', "const a = { load: () => import('../../views/menu/block') };\nimport { b } from '../../views/shared/b';"),
      file('runtime/page.ts', "import { startActor } from './actors';\nimport { m } from '../machines/menu/machine';"),
      file('views/menu/block.ts', "import { startActor } from '../../runtime/actors';"),
    ]);
    expect(found.map((v) => `${v.file}:${v.line}`)).toEqual([
      'runtime/chrome/dialogs.ts:2',
      'runtime/chrome/furniture/badge.ts:1',
      'runtime/system-error.ts:1',
      'runtime/blocks/kinds.generated.ts:2',
    ]);
  });
});

describe('machines/ imports neither runtime/ nor views/; runtime/ reaches views/ only through the block registry', () => {
  it('holds for every file of machines/, runtime/ and views/, tests included', () => {
    const files = readSources(['machines', 'runtime', 'views']);
    expect(files.length).toBeGreaterThan(300);
    expect(importViolations(files).map(formatViolation)).toEqual([]);
  });
});
