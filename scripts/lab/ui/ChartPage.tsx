import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyStateMachine } from 'xstate';
import type { ChartCase } from '../../../model-tests/harness/walk-chart';
import type { LabChart } from '../charts';
import { LabSession } from '../lab-session';
import { ClockControls } from './ClockControls';
import { CoveragePanel } from './CoveragePanel';
import { DiagramPanel } from './DiagramPanel';
import { EventPanel } from './EventPanel';
import { SnapshotPanels } from './SnapshotPanels';

// One chart in the lab: its actor (the model test's case: input, stand-ins, simulated clock), the diagram, the real
// view on the same actor, the events it accepts, the clock, the context and the history with time travel.

type AnyCase = ChartCase<AnyStateMachine>;

const STYLES = 'link[rel="stylesheet"], style';

/**
 * A page of the lab's own origin (an about:blank frame) for a view that takes over its page: what it draws into the
 * body, makes inert or locks stays in the frame, and the lab stays as it is. The lab's stylesheets are copied in, and
 * so is each style a view injects into the lab's head as it mounts (views inject into the top document).
 */
function ViewFrame({ onDocument }: { onDocument: (doc: Document) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useLayoutEffect(() => {
    const doc = frame.current!.contentDocument!;
    doc.documentElement.lang = document.documentElement.lang;
    doc.title = "The chart's view";
    const copy = (node: Node) => node instanceof Element && node.matches(STYLES) && doc.head.append(doc.importNode(node, true));
    document.head.querySelectorAll(STYLES).forEach(copy);
    const injected = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(copy)));
    injected.observe(document.head, { childList: true });
    onDocument(doc);
    return () => injected.disconnect();
  }, [onDocument]);
  return <iframe ref={frame} className="view view-frame" title="The chart's view, in a page of its own" data-testid="chart-view" />;
}

function ViewPane({ chartCase, session, frame }: { chartCase: AnyCase | undefined; session: LabSession | undefined; frame?: { doc: Document | undefined; onDocument: (doc: Document) => void } }) {
  const container = useRef<HTMLDivElement>(null);
  const noView = chartCase?.noView;
  const mount = noView === undefined ? chartCase?.mount : undefined;
  const frameDoc = frame?.doc;
  useEffect(() => {
    if (!mount || !session) return;
    const actorRef = session.actor as ActorRefFrom<AnyStateMachine>;
    // In a frame, the view gets a container of its own at the end of the frame's body.
    const into = frameDoc ? frameDoc.body.appendChild(frameDoc.createElement('div')) : container.current!;
    const unmounting = Promise.resolve(mount(actorRef, into, actorRef));
    return () => void unmounting.then((unmount) => unmount()).finally(() => frameDoc && into.remove());
  }, [mount, session, frameDoc]);
  return (
    <section className="panel view-panel" aria-labelledby="view-heading">
      <h2 id="view-heading">View</h2>
      {frame ? (
        <ViewFrame onDocument={frame.onDocument} />
      ) : mount ? (
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

const noSubscription = () => () => {};
const noState = () => undefined;

export function ChartPage({ chart }: { chart: LabChart }) {
  const shared = chart.cases[0];
  // A view that takes over its page runs in a frame, on the case for the frame's document.
  const framed = shared?.inDocument !== undefined && shared.noView === undefined;
  const [frameDoc, setFrameDoc] = useState<Document>();
  const chartCase = useMemo(() => (framed ? frameDoc && shared.inDocument!(frameDoc) : shared), [framed, frameDoc, shared]);
  // Started before the view mounts (its effect runs after this render): one session per chart case.
  const session = useMemo(() => {
    if (framed && !chartCase) return undefined;
    const started = new LabSession(chartCase ?? { machine: chart.machine });
    started.start();
    return started;
  }, [framed, chartCase, chart.machine]);
  useEffect(() => () => session?.stop(), [session]);
  const state = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? noState);
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const shown = state?.history.find((entry) => entry.index === selected);

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
        {state ? (
          <DiagramPanel
            machine={chart.machine}
            value={shown ? shown.value : state.snapshot.value}
            caption={shown ? `(after event #${shown.index}, ${shown.event.type})` : `(now, ${state.snapshot.status})`}
          />
        ) : (
          <section className="panel diagram-panel" aria-label="Diagram">
            <p className="muted">Starting the chart in its frame…</p>
          </section>
        )}
        {/* Always here, so a frame, once drawn, stays the same page. */}
        <ViewPane key={chart.id} chartCase={chartCase} session={session} {...(framed && { frame: { doc: frameDoc, onDocument: setFrameDoc } })} />
      </div>
      {session && state && (
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
      )}
      <CoveragePanel chart={chart} />
    </div>
  );
}
