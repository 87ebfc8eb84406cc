import { useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { activeStateIds, formatStateValue } from '../active-states';
import { rootTransitions } from '../chart-graph';
import { ChartDiagram } from './ChartDiagram';
import { useLayout } from './use-layout';

/** Saves the drawn diagram as an SVG file. */
function downloadSvg(svg: SVGSVGElement, name: string) {
  const blob = new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${svg.outerHTML}`], { type: 'image/svg+xml' });
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: `${name}.svg` });
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * The chart's diagram with the states of `value` highlighted (and those a report's trail went through before,
 * `visited`, tinted), the state as text, and its SVG export.
 */
export function DiagramPanel({ machine, value, caption, visited }: { machine: AnyStateMachine; value: unknown; caption: string; visited?: ReadonlySet<string> }) {
  const { layout, error } = useLayout(machine);
  const frame = useRef<HTMLDivElement>(null);
  const everywhere = rootTransitions(machine);
  const [actualSize, setActualSize] = useState(false);
  return (
    <section className="panel diagram-panel" aria-labelledby="diagram-heading">
      <header>
        <h2 id="diagram-heading">Diagram</h2>
        <p>
          State: <output data-testid="state-value">{formatStateValue(value)}</output> <span className="muted">{caption}</span>
        </p>
        <button type="button" aria-pressed={actualSize} onClick={() => setActualSize(!actualSize)}>
          Actual size
        </button>
        <button type="button" disabled={!layout} onClick={() => downloadSvg(frame.current!.querySelector('svg')!, machine.id)}>
          Export SVG
        </button>
      </header>
      {error && <p role="alert">{error}</p>}
      <div className={actualSize ? 'diagram actual-size' : 'diagram'} ref={frame} tabIndex={0} aria-label="Diagram (scrolls)">
        {layout ? <ChartDiagram layout={layout} active={activeStateIds(machine, value)} {...(visited && { visited })} title={`The ${machine.id} chart`} /> : !error && <p aria-busy="true">Laying out…</p>}
      </div>
      {everywhere.length > 0 && <p className="muted">In every state: {everywhere.join(', ')}</p>}
    </section>
  );
}
