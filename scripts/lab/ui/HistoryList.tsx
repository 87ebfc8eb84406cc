import { formatStateValue } from '../active-states';
import { VirtualList } from './VirtualList';

// The event history, newest last: each entry is a button that shows the snapshot after that event (time travel);
// the selected one is pressed. A capped history says how many entries it dropped. A long one draws only the entries
// in view (VirtualList).

export interface HistoryItem {
  index: number;
  event: { type: string };
  value: unknown;
  /** When it happened, as text (the simulated clock's ms, or the page's time). */
  at: string;
}

export function HistoryList({ items, dropped, selected, onSelect }: { items: HistoryItem[]; dropped: number; selected: number | undefined; onSelect: (index: number | undefined) => void }) {
  return (
    <div className="history">
      {dropped > 0 && <p className="note" role="note">{dropped} earlier entries are not kept (the history keeps the last {items.length}).</p>}
      <VirtualList
        items={items}
        label="Event history"
        maxHeight={320}
        itemKey={(item) => item.index}
        renderRow={(item, _, tabIndex) => {
          const text = `#${item.index} ${item.at} ${item.event.type} → ${formatStateValue(item.value)}`;
          return (
            <button type="button" tabIndex={tabIndex} title={text} aria-pressed={selected === item.index} onClick={() => onSelect(selected === item.index ? undefined : item.index)}>
              <span className="muted">#{item.index} {item.at}</span> <strong>{item.event.type}</strong> → {formatStateValue(item.value)}
            </button>
          );
        }}
      />
    </div>
  );
}
