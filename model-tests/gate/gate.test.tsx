// @vitest-environment happy-dom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planPaths, reactView, listTransitions, type WalkOptions } from '../harness';
import { checkCoverage, discoverCharts, loadWalked } from './gate';
import { menuFixtureMachine } from './fixtures/menu-machine';
import { MenuView } from './fixtures/menu-view';

type Options = WalkOptions<typeof menuFixtureMachine>;

function button(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button "${name}" in: ${container.innerHTML}`);
  return found;
}

const full: Options = {
  machine: menuFixtureMachine,
  mount: reactView(MenuView),
  events: { SELECT: [{ index: 0 }, { index: 1 }] },
  actions: {
    OPEN: ({ container }) => button(container, 'Open').click(),
    LOADED: ({ actorRef }) => actorRef.send({ type: 'LOADED' }), // what the provided loadItems would do
    SELECT: ({ container, event, snapshot }) => button(container, snapshot.context.items[event.index]!).click(),
    CLOSE: ({ container }) => button(container, 'Close').click(),
  },
  states: {
    closed: ({ container }) => expect(container.textContent).toBe('Open'),
    loading: ({ container }) => expect(container.querySelector('[role=status]')?.textContent).toBe('Loading…'),
    open: ({ container, snapshot }) => {
      const pressed = [...container.querySelectorAll('[aria-pressed=true]')].map((b) => b.textContent);
      expect(pressed).toEqual(snapshot.context.selected === null ? [] : [snapshot.context.items[snapshot.context.selected]]);
    },
  },
  recordCoverage: false, // fixture walks stay out of .model-coverage/
};

async function walk(options: Options): Promise<Map<string, Set<string>>> {
  const ids = new Set<string>();
  for (const path of planPaths(options)) (await path.run()).forEach((id) => ids.add(id));
  return new Map([[menuFixtureMachine.id, ids]]);
}

describe('coverage gate over a harness walk', () => {
  it('reports 100% when every event has cases and an action', async () => {
    const [result] = checkCoverage({ machines: [menuFixtureMachine], walked: await walk(full) });
    expect(result).toEqual({ id: 'menuFixture', total: 4, walked: 4, missing: [] });
  });

  it('reports exactly the transitions of an event left out of the walk, by id', async () => {
    const { CLOSE: _omitted, ...actions } = full.actions;
    const walked = await walk({ ...full, events: { ...full.events, CLOSE: [] }, actions });
    const [result] = checkCoverage({ machines: [menuFixtureMachine], walked });
    const closeIds = listTransitions(menuFixtureMachine).filter((t) => t.eventType === 'CLOSE').map((t) => t.id);
    expect(closeIds).toEqual(['menuFixture.open on CLOSE -> menuFixture.closed']);
    expect(result!.missing).toEqual(closeIds);
  });

  it('reports every transition of a chart nobody walked', () => {
    const [result] = checkCoverage({ machines: [menuFixtureMachine], walked: new Map() });
    expect(result!.missing).toHaveLength(4);
  });
});

describe('harness failures', () => {
  it('fails a path when a DOM assertion does not hold', async () => {
    const states = { ...full.states, loading: () => expect('Loading…').toBe('Please wait') };
    await expect(walk({ ...full, states })).rejects.toThrow(/expected 'Loading…' to be 'Please wait'[\s\S]*✗ OPEN ⇒ loading/);
  });

  it('fails a path when the live actor is not where the model says', async () => {
    const actions = { ...full.actions, CLOSE: () => {} }; // the click that should close does nothing
    await expect(walk({ ...full, actions })).rejects.toThrow(/live actor differs from the chart model[\s\S]*✗ CLOSE ⇒ closed/);
  });

  it('fails a path when the view sends another payload than the model (same state, other context)', async () => {
    const actions = { ...full.actions, SELECT: ({ container }: { container: HTMLElement }) => button(container, 'Tea').click() };
    await expect(walk({ ...full, actions })).rejects.toThrow(/live actor differs[\s\S]*✗ SELECT \{"index":1\} ⇒ open/);
  });

  it('refuses to plan when an event type has no action, naming it', () => {
    const { LOADED: _omitted, ...actions } = full.actions;
    expect(() => planPaths({ ...full, actions })).toThrow('menuFixture: no action for event type(s) LOADED');
  });

  it('refuses to plan when a reached state has no assertion, or a key names no state', () => {
    const { loading: _omitted, ...states } = full.states;
    expect(() => planPaths({ ...full, states })).toThrow('no `states` assertion matches reached state(s): loading');
    expect(() => planPaths({ ...full, states: { ...full.states, opne: () => {} } })).toThrow('`states` keys name no state: opne');
  });
});

describe('gate inputs', () => {
  it('discovers every exported chart of machines/*/machine.ts once, and reports files that fail to import', async () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures/repo');
    const { charts, failed } = await discoverCharts(root);
    expect(charts).toEqual([{ file: join('machines', 'menu', 'machine.ts'), machine: menuFixtureMachine }]);
    expect(failed.map((f) => [f.file, String(f.error)])).toEqual([
      [join('machines', 'broken', 'machine.ts'), 'Error: fixture chart failed to load'],
    ]);
    const empty = mkdtempSync(join(tmpdir(), 'no-charts-'));
    expect(await discoverCharts(empty)).toEqual({ charts: [], failed: [] });
    rmSync(empty, { recursive: true });
  });

  it('merges the walked files of every writer per machine id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'walked-'));
    try {
      writeFileSync(join(dir, 'menu.a.json'), JSON.stringify({ machineId: 'menu', walked: ['x', 'y'] }));
      writeFileSync(join(dir, 'menu.b.json'), JSON.stringify({ machineId: 'menu', walked: ['y', 'z'] }));
      expect(loadWalked(dir)).toEqual(new Map([['menu', new Set(['x', 'y', 'z'])]]));
      writeFileSync(join(dir, 'bad.json'), '{"walked": []}');
      expect(() => loadWalked(dir)).toThrow(/bad.json is not a walked-transitions file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
