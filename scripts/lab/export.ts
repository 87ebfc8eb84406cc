// `npm run lab:export`: every chart of machines/ as a static HTML page with its diagram (SVG) in docs/charts/, and an
// index of them, so the charts can be read on the repository's pages without running anything.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyStateMachine } from 'xstate';
import { discoverCharts, REPO_ROOT } from '../../model-tests/gate/gate';
import { rootTransitions } from './chart-graph';
import { layoutChart } from './layout';
import { ChartDiagram } from './ui/ChartDiagram';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n` +
  `<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1a202c}svg{max-width:100%;height:auto}</style>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;

/** A chart's diagram as a standalone SVG document. */
export async function chartSvg(machine: AnyStateMachine): Promise<string> {
  const layout = await layoutChart(machine);
  return renderToStaticMarkup(createElement(ChartDiagram, { layout, active: new Set<string>(), title: `The ${machine.id} chart` }));
}

/** Writes `<dir>/<chart id>.html` per chart and `<dir>/index.html`; returns the chart ids, sorted. */
export async function exportCharts(dir = path.join(REPO_ROOT, 'docs/charts')): Promise<string[]> {
  const { charts, failed } = await discoverCharts();
  if (failed.length) throw new Error(`Charts that could not be read: ${failed.map((f) => `${f.file} (${String(f.error)})`).join('; ')}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sorted = [...charts].sort((a, b) => a.machine.id.localeCompare(b.machine.id));
  for (const { file, machine } of sorted) {
    const everywhere = rootTransitions(machine);
    const body =
      `<p><a href="index.html">All charts</a></p>\n<h1>${escapeHtml(machine.id)}</h1>\n<p>From <code>${escapeHtml(file)}</code>. ` +
      'Boxes are states (dashed: regions of a parallel state; doubled: final), arrows transitions labelled with their ' +
      'event, [guard] and <code>after</code> delay.</p>\n' +
      (everywhere.length ? `<p>In every state: ${escapeHtml(everywhere.join(', '))}</p>\n` : '') +
      (await chartSvg(machine));
    writeFileSync(path.join(dir, `${machine.id}.html`), page(`${machine.id} chart`, body));
  }
  const list = sorted.map(({ file, machine }) => `<li><a href="${machine.id}.html">${escapeHtml(machine.id)}</a> <code>${escapeHtml(file)}</code></li>`).join('\n');
  writeFileSync(
    path.join(dir, 'index.html'),
    page('Charts', `<h1>Charts</h1>\n<p>Every chart of <code>machines/</code>, written by <code>npm run lab:export</code>; step through them in the lab (docs/lab.md).</p>\n<ul>\n${list}\n</ul>`),
  );
  return sorted.map(({ machine }) => machine.id);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(REPO_ROOT, 'scripts/lab/export.ts')) {
  const ids = await exportCharts(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`Wrote ${ids.length} charts to ${process.argv[2] ?? 'docs/charts/'}.`);
}
