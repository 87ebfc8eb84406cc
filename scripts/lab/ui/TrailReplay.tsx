import { useState } from 'react';
import type { TrailStep } from '../../../machines/shared/trail';
import type { LabChart } from '../charts';
import { replayInLab } from '../replay-in-lab';

// The replay of the current step's actor: its steps of the trail, caused bare on a fresh actor of its chart, and
// where the replay and the trail part, if they do. Each actor's last answer stays while the engineer steps.

export function TrailReplay({ chart, trail, step }: { chart: LabChart | undefined; trail: readonly TrailStep[]; step: TrailStep }) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);
  const steps = trail.filter((other) => other.actor === step.actor).length;
  const run = async () => {
    if (running) return;
    setRunning(true);
    const answer = await replayInLab(chart!, trail, step.actor);
    setAnswers((earlier) => ({ ...earlier, [step.actor]: answer }));
    setRunning(false);
  };
  return (
    <section className="panel" aria-labelledby="replay-heading">
      <h2 id="replay-heading">Replay</h2>
      {chart ? (
        <>
          <p className="muted">
            The {steps} {steps === 1 ? 'step' : 'steps'} of {step.actor} on a fresh {chart.id} actor set up as its lab page, each event without payload (the
            trail has none): a timer's clock moved, a stand-in settled, any other event sent.
          </p>
          <button type="button" onClick={() => void run()} aria-disabled={running || undefined}>
            Replay {step.actor}
          </button>
        </>
      ) : (
        <p className="muted">No replay: the lab does not know the chart {step.chart}.</p>
      )}
      <p role="status" data-testid="replay-outcome">
        {running ? 'Replaying…' : (answers[step.actor] ?? '')}
      </p>
    </section>
  );
}
