import { ContextTree } from './ContextTree';
import { HistoryList, type HistoryItem } from './HistoryList';

/**
 * The context of the shown snapshot (now, or after the history entry chosen) and the history to choose from, the
 * same for a chart in the lab and a live page's actor.
 */
export function SnapshotPanels({ context, items, dropped, selected, onSelect }: { context: unknown; items: HistoryItem[]; dropped: number; selected: number | undefined; onSelect: (index: number | undefined) => void }) {
  return (
    <>
      <section className="panel" aria-labelledby="context-heading">
        <h2 id="context-heading">Context {selected !== undefined ? `after event #${selected}` : 'now'}</h2>
        {selected !== undefined && (
          <button type="button" onClick={() => onSelect(undefined)}>
            Back to now
          </button>
        )}
        <ContextTree context={context} />
      </section>
      <section className="panel" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <HistoryList items={items} dropped={dropped} selected={selected} onSelect={onSelect} />
      </section>
    </>
  );
}
