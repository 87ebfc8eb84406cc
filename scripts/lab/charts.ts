import type { AnyStateMachine } from 'xstate';
import { isStateMachine } from '../../model-tests/harness/chart-actor';
import type { ChartCase } from '../../model-tests/harness/walk-chart';

// The lab's charts: every state machine the chart files export (as the coverage gate finds them), each with the
// model-test cases that name it (`labCases` of model-tests/cases/*.tsx): the mount of its real view, its input and
// its event cases.

export interface LabChart {
  id: string;
  file: string;
  machine: AnyStateMachine;
  cases: Array<ChartCase<AnyStateMachine>>;
}

type Modules = Array<{ file: string; module: Record<string, unknown> }>;

export function collectCharts(chartModules: Modules, caseModules: Modules): LabChart[] {
  const charts = new Map<string, LabChart>();
  for (const { file, module } of chartModules) {
    for (const machine of Object.values(module).filter(isStateMachine)) {
      if (!charts.has(machine.id)) charts.set(machine.id, { id: machine.id, file, machine, cases: [] });
    }
  }
  for (const { module } of caseModules) {
    const cases = (module.labCases ?? []) as Array<ChartCase<AnyStateMachine>>;
    for (const chartCase of cases) charts.get(chartCase.machine.id)?.cases.push(chartCase);
  }
  return [...charts.values()].sort((a, b) => a.id.localeCompare(b.id));
}
