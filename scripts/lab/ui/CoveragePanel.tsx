import { useEffect, useState } from 'react';
import type { ChartCoverage } from '../../../model-tests/gate/gate';
import type { EventSource } from '../../../model-tests/harness/coverage';
import { listTransitions } from '../../../model-tests/harness/transitions';
import type { LabChart } from '../charts';
import { VirtualList } from './VirtualList';

// What the model tests walked of the chart in the last unit run (the server reads .model-coverage/ as the gate
// does): how many transitions, how their events came, each transition with its ways (or "not walked") and the
// number of paths through it, and every path walked: choosing one lists the transitions it took, in order.

export type Coverage = ChartCoverage & { sources: Record<string, EventSource[]>; paths: Record<string, string[]> };

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
  return (
    <section className="panel coverage" aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">Model-test coverage</h2>
      {coverage === undefined ? (
        <p aria-busy="true">Reading…</p>
      ) : !coverage || coverage.walked === 0 ? (
        <p className="muted">No walk of this chart is on record: run the unit tests (`npx vitest run --project unit`), then reload.</p>
      ) : (
        <Walked chart={chart} coverage={coverage} />
      )}
    </section>
  );
}

function Walked({ chart, coverage }: { chart: LabChart; coverage: Coverage }) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const transitions = [...new Set(listTransitions(chart.machine).map((t) => t.id))];
  const paths = Object.entries(coverage.paths ?? {});
  const pathsThrough = (id: string) => paths.filter(([, taken]) => taken.includes(id)).length;
  const chosenTaken = chosen === undefined ? undefined : coverage.paths[chosen];
  return (
    <>
      <p data-testid="coverage-summary">
        {coverage.walked} of {coverage.total} transitions walked · through the view or a trigger {coverage.byPage} · by the
        clock, an actor or the start {coverage.byChart} · sent directly {coverage.direct} · {paths.length} paths
      </p>
      <div className="columns">
        <div className="coverage-column">
          <h3>Transitions</h3>
          <VirtualList
            className="coverage-list"
            items={transitions}
            label="Transitions and how they were walked"
            maxHeight={300}
            itemKey={(id) => id}
            renderRow={(id, _, tabIndex) => {
              const ways = coverage.sources[id];
              const text = `${id} ${ways ? `${ways.join(', ')} · ${pathsThrough(id)} paths` : 'not walked'}`;
              return (
                <span tabIndex={tabIndex} title={text} data-walked={ways ? 'true' : 'false'}>
                  <code>{id}</code> <span className="muted">{ways ? `${ways.join(', ')} · ${pathsThrough(id)} paths` : 'not walked'}</span>
                </span>
              );
            }}
          />
        </div>
        <div className="coverage-column">
          <h3>Paths walked ({paths.length})</h3>
          {paths.length ? (
            <VirtualList
              className="coverage-list"
              items={paths}
              label="Paths walked"
              maxHeight={300}
              itemKey={([path]) => path}
              renderRow={([path], _, tabIndex) => (
                <button type="button" tabIndex={tabIndex} title={path} aria-pressed={chosen === path} onClick={() => setChosen(chosen === path ? undefined : path)}>
                  {path}
                </button>
              )}
            />
          ) : (
            <p className="muted">The walks on record name no paths: run the unit tests again.</p>
          )}
        </div>
      </div>
      {chosen !== undefined && chosenTaken && (
        <section aria-labelledby="path-heading">
          <h3 id="path-heading">The transitions of {chosen}</h3>
          <ol aria-label="Transitions of the chosen path" className="path-steps">
            {chosenTaken.map((id, i) => (
              <li key={i}>
                <code>{id}</code>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
