import { useMemo, useState } from 'react';
import { toPlainData } from '../../../runtime/inspector-redaction';
import { VirtualList } from './VirtualList';

// The context as a collapsible tree, drawn as one row per shown node so that a long one (a gallery's slides, a
// page's many fields) draws only the rows in view (VirtualList): an object or array is a button that opens and
// closes it (the first level open at first), a value is text. Actors, elements and cycles are shown as
// the inspector sends them (runtime/inspector-redaction.ts).

interface Row {
  path: string;
  depth: number;
  name: string;
  value: unknown;
  branch: boolean;
}

/** The rows of the nodes shown: every node whose ancestors are all open. */
function visibleRows(plain: Record<string, unknown>, isOpen: (path: string, depth: number) => boolean): Row[] {
  const rows: Row[] = [];
  const walk = (value: Record<string, unknown>, parent: string, depth: number) => {
    for (const [name, inner] of Object.entries(value)) {
      const path = `${parent}/${name}`;
      const branch = inner !== null && typeof inner === 'object';
      rows.push({ path, depth, name, value: inner, branch });
      if (branch && isOpen(path, depth)) walk(inner as Record<string, unknown>, path, depth + 1);
    }
  };
  walk(plain, '', 0);
  return rows;
}

export function ContextTree({ context }: { context: unknown }) {
  const plain = useMemo(() => toPlainData(context), [context]);
  // What the engineer opened or closed, by path; the rest follows the default (the first level open).
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isOpen = (path: string, depth: number) => toggled.get(path) ?? depth < 1;
  if (plain === null || typeof plain !== 'object') return <p className="muted">{JSON.stringify(plain) ?? 'no context'}</p>;
  const rows = visibleRows(plain as Record<string, unknown>, isOpen);
  return (
    <VirtualList
      className="tree"
      items={rows}
      label="Context"
      maxHeight={360}
      itemKey={(row) => row.path}
      renderRow={(row, _, tabIndex) => {
        const indent = { paddingLeft: 4 + row.depth * 14 };
        if (!row.branch) {
          return (
            <span tabIndex={tabIndex} style={indent}>
              <span className="key">{row.name}</span>: <span className={`value ${typeof row.value}`}>{row.value === undefined ? 'undefined' : JSON.stringify(row.value)}</span>
            </span>
          );
        }
        const open = isOpen(row.path, row.depth);
        const size = Object.keys(row.value as object).length;
        return (
          <button type="button" tabIndex={tabIndex} style={indent} aria-expanded={open} onClick={() => setToggled(new Map(toggled).set(row.path, !open))}>
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> <span className="key">{row.name}</span>{' '}
            <span className="muted">{Array.isArray(row.value) ? `[${size}]` : `{${size}}`}</span>
          </button>
        );
      }}
    />
  );
}
