import { describe, expect, it } from 'vitest';
import { formMachine } from '../../machines/form/machine';
import { galleryMachine } from '../../machines/gallery/machine';
import { listTransitions } from '../../model-tests/harness/transitions';
import { activeStateIds, formatStateValue } from './active-states';
import { chartGraph, type ChartNode } from './chart-graph';
import { layoutChart } from './layout';

const flatten = (nodes: ChartNode[]): ChartNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describe('a chart as a graph for the layout', () => {
  it('nests the states as the chart does, with an initial marker in each compound state', () => {
    const graph = chartGraph(formMachine);
    expect(graph.children.map((node) => node.id)).toEqual(['form/initial', 'form.editing', 'form.submitting', 'form.redirecting', 'form.submitted']);
    const submitting = graph.children.find((node) => node.id === 'form.submitting')!;
    expect(submitting.kind).toBe('compound');
    expect(submitting.children!.map((node) => node.id)).toEqual(['form.submitting/initial', 'form.submitting.gettingKey', 'form.submitting.saving']);
    expect(graph.children.find((node) => node.id === 'form.submitted')!.kind).toBe('final');
  });

  it("marks a parallel state's regions", () => {
    const nodes = flatten(chartGraph(galleryMachine).children);
    expect(nodes.filter((node) => node.region).map((node) => node.id)).toEqual(['gallery.slides', 'gallery.layout']);
  });

  it('labels every transition with its event, guard and delay, one edge per target', () => {
    const graph = chartGraph(formMachine);
    const labels = graph.edges.map((edge) => edge.labels[0]?.text);
    expect(labels).toContain('SUBMIT [hasInvalidFields]');
    expect(labels).toContain('done: fetchKey');
    expect(labels).toContain('error: saveSubmission');
    expect(labels).toContain('done: saveSubmission [hasRedirect]');
    const transitions = new Set(graph.edges.map((edge) => edge.transition).filter(Boolean));
    expect(transitions).toEqual(new Set(listTransitions(formMachine).map((t) => t.id)));
    // A transition without a target (an action only) loops back to its state.
    const change = graph.edges.find((edge) => edge.labels[0]?.text === 'CHANGE')!;
    expect(change.targets).toEqual(change.sources);
    const galleryLabels = chartGraph(galleryMachine).edges.map((edge) => edge.labels[0]?.text);
    expect(galleryLabels).toContain('after transition');
    expect(galleryLabels.some((label) => /^after resizeDebounce \(\d+ ms\)$/.test(label ?? ''))).toBe(true);
  });

  it('is laid out by elkjs with every state and transition placed', async () => {
    const layout = await layoutChart(galleryMachine);
    expect(layout.states.filter((s) => s.kind !== 'initial').map((s) => s.id).sort()).toEqual(
      flatten(chartGraph(galleryMachine).children).filter((n) => n.kind !== 'initial').map((n) => n.id).sort(),
    );
    const region = layout.states.find((s) => s.id === 'gallery.slides')!;
    const inner = layout.states.find((s) => s.id === 'gallery.slides.idle')!;
    // Absolute coordinates: an inner state lies inside its region.
    expect(inner.x).toBeGreaterThanOrEqual(region.x);
    expect(inner.y + inner.height).toBeLessThanOrEqual(region.y + region.height);
    expect(layout.transitions.every((t) => t.points.length >= 2)).toBe(true);
  });
});

describe('the active states of a snapshot value', () => {
  it('follows nested and parallel values to the state ids', () => {
    expect([...activeStateIds(formMachine, { submitting: 'saving' })]).toEqual(['form', 'form.submitting', 'form.submitting.saving']);
    expect(activeStateIds(galleryMachine, { slides: 'moving', layout: 'steady' })).toEqual(
      new Set(['gallery', 'gallery.slides', 'gallery.slides.moving', 'gallery.layout', 'gallery.layout.steady']),
    );
    expect(formatStateValue({ slides: 'moving', layout: 'steady' })).toBe('slides.moving; layout.steady');
  });
});
