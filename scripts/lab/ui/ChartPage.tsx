import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import type { LabChart } from '../charts';
import { LabSession } from '../lab-session';
import { ClockControls } from './ClockControls';
import { CoveragePanel } from './CoveragePanel';
import { DiagramPanel } from './DiagramPanel';
import { EventPanel } from './EventPanel';
import { SnapshotPanels } from './SnapshotPanels';

// One chart in the lab: its actor (the model test's case: input, stand-ins, simulated clock), the diagram, the real
// view on the same actor, the events it accepts, the clock, the context and the history with time travel.

function ViewPane({ chart, session }: { chart: LabChart; session: LabSession }) {
  const container = useRef<HTMLDivElement>(null);
  const noView = chart.cases[0]?.noView;
  const mount = noView === undefined ? chart.cases[0]?.mount : undefined;
  useEffect(() => {
    if (!mount) return;
    const actorRef = session.actor as ActorRefFrom<AnyStateMachine>;
    const unmounting = Promise.resolve(mount(actorRef, container.current!, actorRef));
    return () => void unmounting.then((unmount) => unmount());
  }, [mount, session]);
  return (
    <section className="panel view-panel" aria-labelledby="view-heading">
      <h2 id="view-heading">View</h2>
      {mount ? (
        <div ref={container} className="view" data-testid="chart-view" />
      ) : noView !== undefined ? (
        <p className="muted" data-testid="no-view">
          This chart has no view: {noView}
        </p>
      ) : (
        <p className="muted" data-testid="no-case">No model test shares a mount of this chart's view (model-tests/cases/), so only its actor runs here.</p>
      )}
    </section>
  );
}

export function ChartPage({ chart }: { chart: LabChart }) {
  const chartCase = chart.cases[0];
  // Started before the view mounts (its effect runs before this component's): one session per chart (keyed by it).
  const [session] = useState(() => {
    const started = new LabSession(chartCase ?? { machine: chart.machine });
    started.start();
    return started;
  });
  useEffect(() => () => session.stop(), [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const shown = state.history.find((entry) => entry.index === selected);

  return (
    <div className="chart-page">
      <header className="page-header">
        <h1>{chart.id}</h1>
        <p className="muted">
          {chart.file}
          {chartCase ? ` · case: ${chartCase.title}` : ''}
        </p>
      </header>
      <div className="columns">
        <DiagramPanel
          machine={chart.machine}
          value={shown ? shown.value : state.snapshot.value}
          caption={shown ? `(after event #${shown.index}, ${shown.event.type})` : `(now, ${state.snapshot.status})`}
        />
        <ViewPane key={chart.id} chart={chart} session={session} />
      </div>
      <div className="columns">
        <section className="panel" aria-labelledby="events-heading">
          <h2 id="events-heading">Events</h2>
          {state.error && <p role="alert" className="error">{state.error}</p>}
          <EventPanel accepted={state.accepted} onSend={(event) => { setSelected(undefined); session.send(event); }} />
          <ClockControls now={state.now} nextTimer={state.nextTimer} onNext={() => session.toNextTimer()} onAdvance={(ms) => session.advance(ms)} />
        </section>
        <SnapshotPanels
          context={shown ? shown.context : state.snapshot.context}
          items={state.history.map((entry) => ({ ...entry, at: `${entry.at} ms` }))}
          dropped={state.dropped}
          selected={shown?.index}
          onSelect={setSelected}
        />
      </div>
      <CoveragePanel chart={chart} />
    </div>
  );
}
