import { useEffect, useState } from 'react';
import type { ChartCoverage } from '../../../model-tests/gate/gate';
import type { EventSource } from '../../../model-tests/harness/coverage';
import { listTransitions } from '../../../model-tests/harness/transitions';
import type { LabChart } from '../charts';

// What the model tests walked of the chart in the last unit run (the server reads .model-coverage/ as the gate
// does): how many transitions, how their events came, and each transition with its ways or "not walked".

type Coverage = ChartCoverage & { sources: Record<string, EventSource[]> };

let loaded: Promise<Coverage[]> | undefined;
const loadCoverage = () => (loaded ??= fetch('/_lab/coverage.json').then((answer) => (answer.ok ? (answer.json() as Promise<Coverage[]>) : [])));

export function CoveragePanel({ chart }: { chart: LabChart }) {
  const [coverage, setCoverage] = useState<Coverage | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadCoverage().then(
      (all) => current && setCoverage(all.find((entry) => entry.id === chart.id) ?? null),
      () => current && setCoverage(null),
    );
    return () => void (current = false);
  }, [chart]);
  const transitions = [...new Set(listTransitions(chart.machine).map((t) => t.id))];
  return (
    <section className="panel coverage" aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">Model-test coverage</h2>
      {coverage === undefined ? (
        <p aria-busy="true">Reading…</p>
      ) : !coverage || coverage.walked === 0 ? (
        <p className="muted">No walk of this chart is on record: run the unit tests (`npx vitest run --project unit`), then reload.</p>
      ) : (
        <>
          <p data-testid="coverage-summary">
            {coverage.walked} of {coverage.total} transitions walked · through the view or a trigger {coverage.byPage} · by the
            clock, an actor or the start {coverage.byChart} · sent directly {coverage.direct}
          </p>
          <ul className="coverage-list">
            {transitions.map((id) => (
              <li key={id} data-walked={coverage.sources[id] ? 'true' : 'false'}>
                <code>{id}</code> <span className="muted">{coverage.sources[id]?.join(', ') ?? 'not walked'}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
