import type { PlacedChart, PlacedState } from '../layout';
import { FONT_SIZE } from '../chart-graph';

// The chart's diagram as SVG, drawn from its layout: a rounded box per state (dashed for a parallel state's regions,
// doubled for a final state), the active ones highlighted, those a report's trail went through before (`visited`)
// tinted, an arrow per transition with its label. Styles are inline attributes so an exported SVG looks the same
// outside the lab.

const COLORS = { line: '#4a5568', box: '#ffffff', region: '#f7fafc', active: '#fde68a', activeLine: '#b45309', visited: '#dbeafe', visitedLine: '#2b6cb0', text: '#1a202c', label: '#2b6cb0' };

function StateBox({ state, active, visited }: { state: PlacedState; active: boolean; visited: boolean }) {
  const leaf = state.kind !== 'compound' && state.kind !== 'parallel';
  if (state.kind === 'initial') {
    return <circle cx={state.x + state.width / 2} cy={state.y + state.height / 2} r={state.width / 2} fill={COLORS.line} />;
  }
  return (
    <g data-state-id={state.id} data-active={active ? 'true' : undefined} data-trail={visited ? 'visited' : undefined}>
      <rect
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={8}
        fill={active && leaf ? COLORS.active : visited && leaf ? COLORS.visited : state.region ? COLORS.region : COLORS.box}
        stroke={active ? COLORS.activeLine : visited ? COLORS.visitedLine : COLORS.line}
        strokeWidth={active ? 2.5 : visited ? 1.5 : 1}
        strokeDasharray={state.region ? '6 4' : undefined}
      />
      {state.kind === 'final' && (
        <rect x={state.x + 3} y={state.y + 3} width={state.width - 6} height={state.height - 6} rx={6} fill="none" stroke={COLORS.line} />
      )}
      <text
        x={state.x + (leaf ? state.width / 2 : 12)}
        y={state.y + (leaf ? state.height / 2 + FONT_SIZE / 3 : 20)}
        textAnchor={leaf ? 'middle' : 'start'}
        fontWeight={leaf ? 'normal' : 'bold'}
        fill={COLORS.text}
      >
        {state.label}
        {state.kind === 'parallel' ? ' (parallel)' : ''}
      </text>
    </g>
  );
}

const NONE: ReadonlySet<string> = new Set();

export function ChartDiagram({ layout, active, visited = NONE, title }: { layout: PlacedChart; active: ReadonlySet<string>; visited?: ReadonlySet<string>; title: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
      width={Math.ceil(layout.width)}
      height={Math.ceil(layout.height)}
      fontFamily="ui-monospace, Menlo, Consolas, monospace"
      fontSize={FONT_SIZE}
      role="img"
      aria-label={title}
      data-chart={layout.id}
    >
      <title>{title}</title>
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill={COLORS.line} />
        </marker>
      </defs>
      {layout.states.map((state) => (
        <StateBox key={state.id} state={state} active={active.has(state.id)} visited={visited.has(state.id)} />
      ))}
      {layout.transitions.map((transition) => (
        <g key={transition.id} data-transition={transition.transition || undefined}>
          <polyline
            points={transition.points.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke={COLORS.line}
            markerEnd="url(#arrow)"
          />
          {transition.label && (
            <text x={transition.label.x} y={transition.label.y + transition.label.height - 5} fill={COLORS.label}>
              {transition.label.text}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
