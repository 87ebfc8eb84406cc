// @vitest-environment happy-dom
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planPaths, reactView, listTransitions, type WalkedRecord, type WalkOptions } from '../harness';
import { emptyRecord, mergeRecord } from '../harness/coverage';
import { checkCoverage, discoverCharts, loadWalked } from './gate';
import { menuFixtureMachine } from './fixtures/menu-machine';
import { MenuView } from './fixtures/menu-view';
import { saverFixtureMachine } from './fixtures/saver-machine';
import { SaverView } from './fixtures/saver-view';

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
  environment: ['LOADED'],
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

async function walk<M extends typeof menuFixtureMachine | typeof saverFixtureMachine>(options: WalkOptions<M>): Promise<Map<string, WalkedRecord>> {
  const record = emptyRecord();
  for (const path of planPaths(options)) mergeRecord(record, await path.run());
  return new Map([[options.machine.id, record]]);
}

/** Each walked transition with how its event came. */
const sources = (walked: Map<string, WalkedRecord>) =>
  Object.fromEntries([...[...walked.values()][0]!.sources].map(([id, set]) => [id, [...set].sort()]));

describe('coverage gate over a harness walk', () => {
  it('reports 100% when every event has cases and an action', async () => {
    const [result] = checkCoverage({ machines: [menuFixtureMachine], walked: await walk(full) });
    expect(result).toEqual({ id: 'menuFixture', total: 4, walked: 4, byPage: 3, byChart: 0, direct: 1, missing: [], undeclared: [] });
  });

  it('records how each event came: clicks through the view, the server answer sent straight to the actor', async () => {
    expect(sources(await walk(full))).toEqual({
      'menuFixture.closed on OPEN -> menuFixture.loading': ['view'],
      'menuFixture.loading on LOADED -> menuFixture.open': ['environment'],
      'menuFixture.open on SELECT [isKnownItem] -> (internal)': ['view'],
      'menuFixture.open on CLOSE -> menuFixture.closed': ['view'],
    });
  });

  it('records every path walked to its end, named by its events, with the transitions it took in order', async () => {
    const [record] = [...(await walk(full)).values()];
    const paths = Object.fromEntries(record!.paths);
    expect(Object.keys(paths).length).toBe(planPaths(full).length);
    expect(paths['OPEN → LOADED → CLOSE ⇒ closed']).toEqual([
      'menuFixture.closed on OPEN -> menuFixture.loading',
      'menuFixture.loading on LOADED -> menuFixture.open',
      'menuFixture.open on CLOSE -> menuFixture.closed',
    ]);
    // A path that fails is not on record as walked.
    const failing = { ...full.actions, CLOSE: () => {} };
    const failed = await planPaths({ ...full, actions: failing }).find((path) => path.events.at(-1)?.type === 'CLOSE')!.run().catch((error: { walked: WalkedRecord }) => error.walked);
    expect(failed.paths.size).toBe(0);
  });

  it('fails the path, and the gate, when a test sends an event straight to the actor that is not an environment event', async () => {
    const actions = { ...full.actions, OPEN: ({ actorRef }: { actorRef: { send: (e: { type: 'OPEN' }) => void } }) => actorRef.send({ type: 'OPEN' }) };
    const record = emptyRecord();
    const failures: unknown[] = [];
    for (const path of planPaths({ ...full, actions })) await path.run().then(
        (walked) => mergeRecord(record, walked),
        (error: Error & { walked: WalkedRecord }) => failures.push(mergeRecord(record, error.walked) && error),
      );
    expect(failures.length).toBeGreaterThan(0);
    expect(String(failures[0])).toMatch(/OPEN was sent straight to the actor, but it is not one of this chart's environment events \(LOADED\)/);
    const [result] = checkCoverage({ machines: [menuFixtureMachine], walked: new Map([['menuFixture', record]]) });
    expect(result!.undeclared).toEqual(['OPEN']);
  });

  it('walks after (simulated clock), onDone and onError (settled stand-ins) and always, and counts them', async () => {
    const saver: WalkOptions<typeof saverFixtureMachine> = {
      machine: saverFixtureMachine,
      mount: reactView(SaverView),
      events: { 'xstate.done.actor.saveDraft': [{ output: 0 }, { output: 3 }] },
      actions: { SAVE: ({ container }) => container.querySelector('button')!.click() },
      states: { '#saverFixture': ({ container, snapshot }) => expect(container.querySelector('[role=status]')!.textContent).toBe(snapshot.value) },
      recordCoverage: false,
    };
    const walked = await walk(saver);
    expect(sources(walked)).toEqual({
      'saverFixture.idle on SAVE -> saverFixture.saving': ['view'],
      'saverFixture.saving on xstate.done.actor.saveDraft -> saverFixture.saved': ['actor'],
      'saverFixture.saving on xstate.error.actor.saveDraft -> saverFixture.failed': ['actor'],
      'saverFixture.saved always [nothingSaved] -> saverFixture.idle': ['actor'],
      'saverFixture.saved on xstate.after.noticeDuration.saverFixture.saved -> saverFixture.idle': ['clock'],
      'saverFixture.failed on xstate.after.retryDelay.saverFixture.failed -> saverFixture.saving': ['clock'],
    });
    const [result] = checkCoverage({ machines: [saverFixtureMachine], walked });
    // The longer delay of `failed` can never fire first: it is listed, counted and missing.
    expect(result).toMatchObject({ total: 7, walked: 6, byPage: 1, byChart: 5, direct: 0, undeclared: [] });
    expect(result!.missing).toEqual(['saverFixture.failed on xstate.after.noticeDuration.saverFixture.failed -> saverFixture.idle']);
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
      [
        join('machines', 'second-menu', 'machine.ts'),
        `Error: two charts have the id 'menuFixture': ${join('machines', 'menu', 'machine.ts')} and ${join('machines', 'second-menu', 'machine.ts')}`,
      ],
    ]);
    const empty = mkdtempSync(join(tmpdir(), 'no-charts-'));
    expect(await discoverCharts(empty)).toEqual({ charts: [], failed: [] });
    rmSync(empty, { recursive: true });
  });

  it('merges the walked files of every writer per machine id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'walked-'));
    try {
      const file = (walked: string[], source: string, undeclared: string[] = []) =>
        JSON.stringify({ machineId: 'menu', walked, sources: Object.fromEntries(walked.map((id) => [id, [source]])), undeclared, paths: { [walked.join(' → ')]: walked } });
      writeFileSync(join(dir, 'menu.a.json'), file(['x', 'y'], 'view'));
      writeFileSync(join(dir, 'menu.b.json'), file(['y', 'z'], 'environment', ['Z']));
      const menu = loadWalked(dir).get('menu')!;
      expect(Object.fromEntries([...menu.sources].map(([id, set]) => [id, [...set]]))).toEqual({
        x: ['view'],
        y: ['view', 'environment'],
        z: ['environment'],
      });
      expect([...menu.undeclared]).toEqual(['Z']);
      expect(Object.fromEntries(menu.paths)).toEqual({ 'x → y': ['x', 'y'], 'y → z': ['y', 'z'] });
      writeFileSync(join(dir, 'bad.json'), '{"walked": []}');
      expect(() => loadWalked(dir)).toThrow(/bad.json is not a walked-transitions file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
