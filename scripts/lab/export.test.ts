import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverCharts } from '../../model-tests/gate/gate';
import { exportCharts } from './export';

const dir = mkdtempSync(path.join(tmpdir(), 'lab-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run lab:export', () => {
  it('writes every chart as a static page with its diagram as SVG, and an index of them', async () => {
    const ids = await exportCharts(dir);
    const { charts } = await discoverCharts();
    expect(ids).toEqual(charts.map((chart) => chart.machine.id).sort((a, b) => a.localeCompare(b)));
    expect(readdirSync(dir).sort()).toEqual([...ids.map((id) => `${id}.html`), 'index.html'].sort());
    const form = readFileSync(path.join(dir, 'form.html'), 'utf8');
    expect(form).toMatch(/<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*data-chart="form"/);
    expect(form).toContain('data-state-id="form.submitting.gettingKey"');
    expect(form).toContain('SUBMIT [hasInvalidFields]');
    const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
    for (const id of ids) expect(index).toContain(`<a href="${id}.html">${id}</a>`);
  }, 60_000);
});
