import { chartAnatomy } from '../../machines/chart/anatomy';
import { barShare, chartLayout, type ChartLayout } from '../../machines/chart/rules';
import { chartDataset } from '../../machines/shared/interface-rules';
import type { BlockModule } from '../../runtime/blocks/contract';
import { injectStyle } from '../../runtime/inject-style';
import { logWarn } from '../../runtime/log';
import type { ChartConfig } from '../../runtime/chart/chart.schema';
import { hideChildren, html, svg } from '../shared/dom';
import { chartConfigValidator } from '../../runtime/chart/chart.validator.generated';

/**
 * The chart block's lazy chunk (docs/blocks.md "Chart"): a bar chart drawn as SVG, with the data as a table that
 * assistive technology reads instead. No chart library, no React, no chart: nothing changes once drawn.
 */
export const schema = chartConfigValidator;
export const mountError = 'Could not render chart';

/** Ten series colours, each at least 3:1 against white (WCAG 1.4.11). */
export const SERIES_COLOURS = ['#1f5f99', '#b3471d', '#2e7d32', '#7b3f9e', '#8a6d00', '#00796b', '#c2185b', '#5d4037', '#455a64', '#6a5acd'];
const WIDTH = 600;
const HEIGHT = 240;
const AXIS = 24;

const STYLE = `${chartAnatomy.selector('figure')}{margin:0}
${chartAnatomy.selector('plot')}{display:block;width:100%;height:auto;max-height:20rem}
${chartAnatomy.selector('legend')}{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:.5rem 0;padding:0}
${chartAnatomy.selector('legend')} span{display:inline-block;width:.8em;height:.8em;margin-right:.3em;vertical-align:-.05em}
${chartAnatomy.selector('table')}{border-collapse:collapse;margin-top:.5rem}
${chartAnatomy.selector('table')} th,${chartAnatomy.selector('table')} td{border:1px solid #ccc;padding:.2rem .5rem;text-align:left}`;

function plot(doc: Document, layout: ChartLayout): SVGSVGElement {
  const group = (WIDTH - AXIS) / layout.categories.length;
  const bar = (group * 0.8) / Math.max(1, layout.series.length);
  const bars = layout.values.flatMap((row, rowIndex) =>
    row.map((value, seriesIndex) => {
      const height = barShare(value, layout.max) * (HEIGHT - AXIS);
      return svg(doc, 'rect', {
        ...chartAnatomy.attrs('bar'),
        x: (AXIS + rowIndex * group + group * 0.1 + seriesIndex * bar).toFixed(2),
        y: (HEIGHT - AXIS - height).toFixed(2),
        width: bar.toFixed(2),
        height: height.toFixed(2),
        fill: SERIES_COLOURS[seriesIndex % SERIES_COLOURS.length],
      });
    }),
  );
  const labels = layout.categories.map((category, rowIndex) =>
    svg(doc, 'text', { x: (AXIS + rowIndex * group + group / 2).toFixed(2), y: HEIGHT - 6, 'text-anchor': 'middle', 'font-size': 12, fill: '#333' }, category),
  );
  return svg(
    doc,
    'svg',
    { ...chartAnatomy.attrs('plot'), viewBox: `0 0 ${WIDTH} ${HEIGHT}`, 'aria-hidden': 'true', focusable: 'false' },
    svg(doc, 'line', { x1: AXIS, y1: HEIGHT - AXIS, x2: WIDTH, y2: HEIGHT - AXIS, stroke: '#333' }),
    svg(doc, 'text', { x: 2, y: 12, 'font-size': 12, fill: '#333' }, String(layout.max)),
    ...bars,
    ...labels,
  );
}

function table(doc: Document, dataset: string[][], title: string): HTMLTableElement {
  const [header = [], ...rows] = dataset;
  return html(
    doc,
    'table',
    chartAnatomy.attrs('table'),
    html(doc, 'caption', {}, `${title}: the data`),
    html(doc, 'thead', {}, html(doc, 'tr', {}, ...header.map((name) => html(doc, 'th', { scope: 'col' }, name)))),
    html(doc, 'tbody', {}, ...rows.map((row) => html(doc, 'tr', {}, ...row.map((cell, index) => (index === 0 ? html(doc, 'th', { scope: 'row' }, cell) : html(doc, 'td', {}, cell)))))),
  );
}

export const mount: BlockModule<ChartConfig>['mount'] = ({ id, element }, config) => {
  const cut = chartDataset(config.data.map((row) => row.map(String)), config.maxRows, config.maxColumns);
  if ('message' in cut) throw new Error(cut.message);
  const doc = element.ownerDocument;
  if (cut.truncated) logWarn(`Chart #${id}: the dataset was truncated to a maximum of ${config.maxRows} rows and ${config.maxColumns} columns.`);
  injectStyle('chart', STYLE, doc);
  const layout = chartLayout(cut.dataset);
  const figure = html(
    doc,
    'figure',
    chartAnatomy.attrs('figure'),
    html(doc, 'figcaption', chartAnatomy.attrs('caption'), config.title),
    plot(doc, layout),
    layout.series.length > 1 &&
      html(doc, 'ul', { ...chartAnatomy.attrs('legend'), 'aria-hidden': 'true' }, ...layout.series.map((name, index) =>
        html(doc, 'li', {}, html(doc, 'span', { style: `background:${SERIES_COLOURS[index % SERIES_COLOURS.length]}` }), name))),
    cut.truncated && html(doc, 'p', chartAnatomy.attrs('note'), `Showing the first ${cut.dataset.length - 1} rows and ${cut.dataset[0]!.length} columns of the data.`),
    table(doc, cut.dataset, config.title),
  );
  const showFallback = hideChildren(element);
  element.append(figure);
  return {
    unmount() {
      figure.remove();
      showFallback();
    },
  };
};
