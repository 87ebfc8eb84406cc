// Builds the chart lab's own bundle into <dist>/lab/ (lab.js, lab.css): React and every chart with its model-test
// case, elkjs for the layout. A build of its own, so nothing of it can be shared with a runtime chunk; `esbuild.mjs`
// runs it after the runtime's build (`node --import tsx scripts/lab/build.ts <dist>`).
import { build, type Plugin } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chartFiles, REPO_ROOT } from '../../model-tests/gate/gate';

const CASES_DIR = path.join(REPO_ROOT, 'model-tests/cases');

/** Every model-test case file (`model-tests/cases/*.tsx`), sorted. */
export const caseFiles = () =>
  existsSync(CASES_DIR) ? readdirSync(CASES_DIR).filter((name) => /\.tsx?$/.test(name)).sort().map((name) => path.join(CASES_DIR, name)) : [];

/**
 * The `lab:charts` module: every chart file and case file as it is on disk when the lab is built, so a new chart
 * shows up in the lab without being listed anywhere.
 */
export function labChartsSource(charts = chartFiles(), cases = caseFiles()): string {
  const entries = (files: string[], prefix: string) =>
    files.map((file, i) => `{ file: ${JSON.stringify(path.relative(REPO_ROOT, file))}, module: ${prefix}${i} }`).join(',\n  ');
  return [
    ...charts.map((file, i) => `import * as chart${i} from ${JSON.stringify(file)};`),
    ...cases.map((file, i) => `import * as case${i} from ${JSON.stringify(file)};`),
    `export const chartModules = [\n  ${entries(charts, 'chart')}\n];`,
    `export const caseModules = [\n  ${entries(cases, 'case')}\n];`,
  ].join('\n');
}

const labCharts: Plugin = {
  name: 'lab-charts',
  setup(plugin) {
    plugin.onResolve({ filter: /^lab:charts$/ }, () => ({ path: 'lab:charts', namespace: 'lab-charts' }));
    plugin.onLoad({ filter: /.*/, namespace: 'lab-charts' }, () => ({ contents: labChartsSource(), loader: 'js', resolveDir: REPO_ROOT }));
  },
};

export async function buildLab(dist: string): Promise<void> {
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: { lab: 'scripts/lab/ui/main.tsx' },
    outdir: path.join(dist, 'lab'),
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    target: ['es2020'],
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [labCharts],
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'scripts/lab/build.ts')) {
  const dist = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'dist'));
  await buildLab(dist);
}
