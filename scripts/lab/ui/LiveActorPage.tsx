import { useState } from 'react';
import type { LabChart } from '../charts';
import type { LiveActor, LivePage } from '../live-store';
import { DiagramPanel } from './DiagramPanel';
import { SnapshotPanels } from './SnapshotPanels';

// A live page's actor: the same diagram, state, context and history as a chart in the lab, following the page.

export function LiveActorPage({ page, actor, chart }: { page: LivePage; actor: LiveActor; chart: LabChart | undefined }) {
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const shown = actor.history.find((entry) => entry.index === selected) ?? actor.current;
  return (
    <div className="chart-page">
      <header className="page-header">
        <h1>
          {actor.chartId} <span className="muted">({actor.sessionId})</span>
        </h1>
        <p className="muted">
          Live on {page.title || 'a page'} · {page.url}
        </p>
      </header>
      {chart ? (
        <DiagramPanel
          machine={chart.machine}
          value={shown?.value}
          caption={selected !== undefined && shown ? `(after event #${shown.index}, ${shown.event.type})` : `(now, ${shown?.status ?? 'starting'})`}
        />
      ) : (
        <p className="muted">No chart of machines/ has the id {actor.chartId}: only its snapshots are shown.</p>
      )}
      <div className="columns">
        <SnapshotPanels
          context={shown?.context}
          items={actor.history.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString().slice(11, 23) }))}
          dropped={actor.dropped}
          selected={selected !== undefined && shown ? shown.index : undefined}
          onSelect={setSelected}
        />
      </div>
    </div>
  );
}
