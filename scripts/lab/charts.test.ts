// @vitest-environment happy-dom
// The case files are browser modules (the lab bundles them): they load in a DOM.
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chartFiles, discoverCharts } from '../../model-tests/gate/gate';
import { caseFiles, labChartsSource } from './build';
import { collectCharts } from './charts';

const load = (files: string[]) =>
  Promise.all(files.map(async (file) => ({ file, module: (await import(pathToFileURL(file).href)) as Record<string, unknown> })));

describe("the lab's charts", () => {
  it('are every chart the coverage gate finds in machines/, each once, with the cases that name it', async () => {
    const [charts, cases, gate] = await Promise.all([load(chartFiles()), load(caseFiles()), discoverCharts()]);
    const found = collectCharts(charts, cases);
    expect(found.map((chart) => chart.id)).toEqual(gate.charts.map((chart) => chart.machine.id).sort((a, b) => a.localeCompare(b)));
    expect(found.find((chart) => chart.id === 'form')!.cases.map((c) => c.title)).toEqual(['captcha false, bound false, redirect false']);
    expect(found.find((chart) => chart.id === 'gallery')!.cases).toHaveLength(1);
    // A chart without a view says why; a chart with one mounts it.
    expect(found.find((chart) => chart.id === 'performanceCollector')!.cases[0]!.noView).toMatch(/performance records/);
    expect(found.find((chart) => chart.id === 'review')!.cases[0]!.noView).toBeUndefined();
    // Every chart has one: its view, or why it has none.
    expect(found.filter((chart) => chart.cases.length === 0).map((chart) => chart.id)).toEqual([]);
  });

  it('give a view that takes over its page a case for another document, whose mount draws there and not here', async () => {
    const found = collectCharts(await load(chartFiles()), await load(caseFiles()));
    const framed = found.filter((chart) => chart.cases[0]!.inDocument).map((chart) => chart.id);
    expect(framed).toEqual(['cookieBanner', 'lightbox', 'popupOverlay']);
    const own = document.body.appendChild(document.createElement('main'));
    const other = document.implementation.createHTMLDocument('frame');
    const banner = found.find((chart) => chart.id === 'cookieBanner')!.cases[0]!.inDocument!(other);
    const actor = createActor(banner.machine, { input: banner.input }).start();
    const unmount = await banner.mount(actor as never, other.body.appendChild(other.createElement('div')));
    expect(other.querySelector('[data-runtime-host="cookie-banner"]')).not.toBeNull();
    expect(document.body.firstElementChild).toBe(own);
    expect(document.querySelector('[data-runtime-host]')).toBeNull();
    await unmount();
    actor.stop();
  });

  it("are imported by the lab's build from every chart file and case file on disk", () => {
    const source = labChartsSource(['/repo/machines/a/machine.ts', '/repo/machines/b/machine.ts'], ['/repo/model-tests/cases/a.tsx']);
    expect(source).toContain('import * as chart0 from "/repo/machines/a/machine.ts";');
    expect(source).toContain('import * as chart1 from "/repo/machines/b/machine.ts";');
    expect(source).toContain('import * as case0 from "/repo/model-tests/cases/a.tsx";');
    expect(labChartsSource()).toContain('machines/form/machine.ts');
    expect(labChartsSource().match(/import \* as chart/g)).toHaveLength(chartFiles().length);
  });
});
