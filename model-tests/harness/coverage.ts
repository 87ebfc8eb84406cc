import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where model tests leave the transitions they walked, for the gate (run after the unit project). */
// A path string, not `new URL(...)`: under happy-dom the global URL is not Node's and fileURLToPath rejects it.
// MODEL_COVERAGE_DIR keeps parallel runs on one checkout apart.
export const COVERAGE_DIR = process.env.MODEL_COVERAGE_DIR
  ? resolve(process.env.MODEL_COVERAGE_DIR)
  : resolve(dirname(fileURLToPath(import.meta.url)), '../../.model-coverage');
export const WALKED_DIR = join(COVERAGE_DIR, 'walked');
export const REPORT_FILE = join(COVERAGE_DIR, 'report.json');

/**
 * How the event of a walked transition came: through the view (the actor handed to the view), through a runtime
 * trigger (its API, a document event it listens to), from the chart's own clock (`after`), from an invoked actor
 * (onDone, onError, a callback's reply), the start of the actor, or sent straight to the actor by the test
 * (`environment`: timer replies and server answers the model test names).
 */
export type EventSource = 'view' | 'trigger' | 'clock' | 'actor' | 'init' | 'environment';

/** Shape of one `.model-coverage/walked/<machineId>.<writer>.json` file. */
export interface WalkedFile {
  machineId: string;
  walked: string[];
  /** Per walked transition id, every way its event came. */
  sources: Record<string, EventSource[]>;
  /** Event types sent straight to the actor that the model test does not name as environment events. */
  undeclared: string[];
  /** Per path walked to its end (its description: events ⇒ last state), the transitions it took, in order. */
  paths: Record<string, string[]>;
}

/** What the model tests walked of one chart. */
export interface WalkedRecord {
  sources: Map<string, Set<EventSource>>;
  undeclared: Set<string>;
  /** Each path walked to its end, by description, with the transition ids it took in order. */
  paths: Map<string, string[]>;
}

export const emptyRecord = (): WalkedRecord => ({ sources: new Map(), undeclared: new Set(), paths: new Map() });

/** Adds `from` into `into`. */
export function mergeRecord(into: WalkedRecord, from: WalkedRecord): WalkedRecord {
  for (const [id, sources] of from.sources) {
    const known = into.sources.get(id) ?? new Set<EventSource>();
    sources.forEach((source) => known.add(source));
    into.sources.set(id, known);
  }
  from.undeclared.forEach((type) => into.undeclared.add(type));
  for (const [path, transitions] of from.paths) if (!into.paths.has(path)) into.paths.set(path, transitions);
  return into;
}

// One suffix per module instance: vitest isolates test files, so every test file (and worker) writes its own
// files and no two writers ever share one. Writes are synchronous, so paths in one file cannot interleave.
const writer = `${process.pid}-${randomUUID().slice(0, 8)}`;
const walkedByMachine = new Map<string, WalkedRecord>();

/** Merges `record` into this writer's walked file for `machineId`. */
export function recordWalked(machineId: string, record: WalkedRecord): void {
  const walked = mergeRecord(walkedByMachine.get(machineId) ?? emptyRecord(), record);
  walkedByMachine.set(machineId, walked);
  const ids = [...walked.sources.keys()].sort();
  const file: WalkedFile = {
    machineId,
    walked: ids,
    sources: Object.fromEntries(ids.map((id) => [id, [...walked.sources.get(id)!].sort()])),
    undeclared: [...walked.undeclared].sort(),
    paths: Object.fromEntries([...walked.paths].sort(([a], [b]) => a.localeCompare(b))),
  };
  mkdirSync(WALKED_DIR, { recursive: true });
  // Written aside, then renamed into place: a reader in another worker (the gate, the lab's coverage answer) sees the
  // previous file or this one whole, never a half-written one.
  const target = join(WALKED_DIR, `${machineId.replace(/[^\w.-]/g, '_')}.${writer}.json`);
  writeFileSync(`${target}.${process.pid}.tmp`, `${JSON.stringify(file, null, 2)}\n`);
  renameSync(`${target}.${process.pid}.tmp`, target);
}

/** Forgets a previous run: the walked files and the report it led to. */
export function clearCoverage(): void {
  rmSync(WALKED_DIR, { recursive: true, force: true });
  rmSync(REPORT_FILE, { force: true });
}
