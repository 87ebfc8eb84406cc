import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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

/** Shape of one `.model-coverage/walked/<machineId>.<writer>.json` file. */
export interface WalkedFile {
  machineId: string;
  walked: string[];
}

// One suffix per module instance: vitest isolates test files, so every test file (and worker) writes its own
// files and no two writers ever share one. Writes are synchronous, so paths in one file cannot interleave.
const writer = `${process.pid}-${randomUUID().slice(0, 8)}`;
const walkedByMachine = new Map<string, Set<string>>();

/** Merges `ids` into this writer's walked file for `machineId`. */
export function recordWalked(machineId: string, ids: Iterable<string>): void {
  const walked = walkedByMachine.get(machineId) ?? new Set<string>();
  walkedByMachine.set(machineId, walked);
  for (const id of ids) walked.add(id);
  const file: WalkedFile = { machineId, walked: [...walked].sort() };
  mkdirSync(WALKED_DIR, { recursive: true });
  writeFileSync(join(WALKED_DIR, `${machineId.replace(/[^\w.-]/g, '_')}.${writer}.json`), `${JSON.stringify(file, null, 2)}\n`);
}

/** Forgets a previous run: the walked files and the report it led to. */
export function clearCoverage(): void {
  rmSync(WALKED_DIR, { recursive: true, force: true });
  rmSync(REPORT_FILE, { force: true });
}
