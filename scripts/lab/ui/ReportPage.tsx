import { useMemo, useState } from 'react';
import type { TrailStep } from '../../../machines/shared/trail';
import type { LabChart } from '../charts';
import type { LabReport } from '../lab-report';
import { stateValueOf, trailStates } from '../trail-states';
import { DiagramPanel } from './DiagramPanel';
import { TrailReplay } from './TrailReplay';
import { VirtualList } from './VirtualList';

// An opened report: its trail step by step (the last step current, where the page was when it reported), the
// current step's chart with the step's states highlighted and the states the trail went through before tinted, and
// the replay of the step's actor.

const TRAIL_HEIGHT = 360;

// The transition first, so a row cut to its panel's width still says it; the actor only when it is not named as its
// chart (a page's own actors are).
const actorText = (step: TrailStep) => (step.actor !== step.chart ? ` · actor ${step.actor}` : '');
const blockText = (step: TrailStep) => (step.block ? ` · ${step.kind ?? 'block'} ${step.block}` : '');
export const describeStep = (step: TrailStep, index: number) =>
  `#${index + 1} ${step.ms} ms · ${step.chart}: ${step.from || '(start)'} → ${step.to} on ${step.event}${actorText(step)}${blockText(step)}`;

function StepButton({ enabled, onPress, children }: { enabled: boolean; onPress: () => void; children: string }) {
  // aria-disabled rather than disabled: the button keeps the focus at either end of the trail.
  return (
    <button type="button" aria-disabled={enabled ? undefined : true} onClick={() => enabled && onPress()}>
      {children}
    </button>
  );
}

export function ReportPage({ report, charts }: { report: LabReport; charts: readonly LabChart[] }) {
  const { trail } = report;
  const [current, setCurrent] = useState(trail.length - 1);
  const step = trail[current]!;
  const chart = charts.find((known) => known.id === step.chart);
  const { visited } = useMemo(() => trailStates(trail, current), [trail, current]);
  const caption = `(step #${current + 1}: ${step.from || '(start)'} → ${step.to} on ${step.event})`;

  return (
    <div className="report-page">
      <header className="page-header">
        <h1>Report: {report.title}</h1>
        <p className="muted">
          {report.source}
          {report.key.startsWith('pasted/') ? '' : ` #${report.key}`}
          {report.at ? ` · ${report.at}` : ''} · {trail.length} steps · <a href="#reports">Other reports</a>
        </p>
      </header>
      <div className="columns">
        <section className="panel trail-panel" aria-labelledby="trail-heading">
          <h2 id="trail-heading">Trail</h2>
          <div className="stepper">
            <StepButton enabled={current > 0} onPress={() => setCurrent(current - 1)}>
              Previous step
            </StepButton>
            <output data-testid="current-step">
              Step {current + 1} of {trail.length}
            </output>
            <StepButton enabled={current < trail.length - 1} onPress={() => setCurrent(current + 1)}>
              Next step
            </StepButton>
          </div>
          <VirtualList
            items={trail}
            label="Steps of the trail"
            maxHeight={TRAIL_HEIGHT}
            current={current}
            className="trail-steps"
            itemKey={(_, index) => index}
            renderRow={(row, index, tabIndex) => (
              // Choosing follows the focus: the arrow keys step through the trail.
              <button type="button" tabIndex={tabIndex} title={describeStep(row, index)} aria-current={index === current ? 'step' : undefined} onFocus={() => setCurrent(index)} onClick={() => setCurrent(index)}>
                {describeStep(row, index)}
              </button>
            )}
          />
        </section>
        <TrailReplay chart={chart} trail={trail} step={step} />
      </div>
      {chart ? (
        <DiagramPanel key={chart.id} machine={chart.machine} value={stateValueOf(step.to)} caption={caption} visited={visited} />
      ) : (
        <section className="panel diagram-panel" aria-label="Diagram">
          <p data-testid="unknown-chart">
            The lab does not know the chart {step.chart}: no machine of machines/ has this id (the report may come from another version of the runtime).
          </p>
        </section>
      )}
    </div>
  );
}
