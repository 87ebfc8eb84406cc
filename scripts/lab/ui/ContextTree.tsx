import { toPlainData } from '../../../runtime/inspector-redaction';

// The context as a collapsible tree: objects and arrays are <details> (open down to the second level), values
// are text. Actors, elements and cycles are shown as the inspector sends them (runtime/inspector-redaction.ts).

function Value({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
    return (
      <li>
        <details open={depth < 2}>
          <summary>
            <span className="key">{name}</span> <span className="muted">{summary}</span>
          </summary>
          <ul>
            {entries.map(([key, inner]) => (
              <Value key={key} name={key} value={inner} depth={depth + 1} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return (
    <li>
      <span className="key">{name}</span>: <span className={`value ${typeof value}`}>{value === undefined ? 'undefined' : JSON.stringify(value)}</span>
    </li>
  );
}

export function ContextTree({ context }: { context: unknown }) {
  const plain = toPlainData(context);
  if (plain === null || typeof plain !== 'object') return <p className="muted">{JSON.stringify(plain) ?? 'no context'}</p>;
  return (
    <ul className="tree" aria-label="Context">
      {Object.entries(plain as Record<string, unknown>).map(([key, value]) => (
        <Value key={key} name={key} value={value} depth={0} />
      ))}
    </ul>
  );
}
