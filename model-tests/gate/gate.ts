import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { WALKED_DIR, type WalkedFile } from '../harness/coverage';
import { listTransitions } from '../harness/transitions';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChartCoverage {
  id: string;
  total: number;
  walked: number;
  missing: string[];
}

/** Per chart: how many of its transitions some model test walked, and which ones none did. */
export function checkCoverage({ machines, walked }: { machines: AnyStateMachine[]; walked: Map<string, Set<string>> }): ChartCoverage[] {
  return machines.map((machine) => {
    const ids = [...new Set(listTransitions(machine).map((t) => t.id))];
    const done = walked.get(machine.id) ?? new Set<string>();
    const missing = ids.filter((id) => !done.has(id));
    return { id: machine.id, total: ids.length, walked: ids.length - missing.length, missing };
  });
}

/** Merges every `<machineId>.<writer>.json` the model tests wrote; no directory means nothing was walked. */
export function loadWalked(dir = WALKED_DIR): Map<string, Set<string>> {
  const walked = new Map<string, Set<string>>();
  if (!existsSync(dir)) return walked;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<WalkedFile>;
    if (typeof file.machineId !== 'string' || !Array.isArray(file.walked)) {
      throw new Error(`${join(dir, name)} is not a walked-transitions file ({ machineId, walked: string[] })`);
    }
    const ids = walked.get(file.machineId) ?? new Set<string>();
    file.walked.forEach((id) => ids.add(id));
    walked.set(file.machineId, ids);
  }
  return walked;
}

export interface DiscoveredCharts {
  /** Every exported state machine of `machines/<name>/machine.ts`, once per machine id. */
  charts: Array<{ file: string; machine: AnyStateMachine }>;
  /** Chart files that could not be imported. */
  failed: Array<{ file: string; error: unknown }>;
}

export async function discoverCharts(root = REPO_ROOT): Promise<DiscoveredCharts> {
  const machinesDir = join(root, 'machines');
  const files = existsSync(machinesDir)
    ? readdirSync(machinesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(machinesDir, entry.name, 'machine.ts')))
        .map((entry) => join(machinesDir, entry.name, 'machine.ts'))
        .sort()
    : [];
  const found: DiscoveredCharts = { charts: [], failed: [] };
  const seen = new Set<string>();
  for (const path of files) {
    const file = relative(root, path);
    try {
      const module: Record<string, unknown> = await import(pathToFileURL(path).href);
      for (const machine of Object.values(module).filter(isStateMachine)) {
        if (seen.has(machine.id)) continue; // e.g. the same chart exported twice; coverage is per machine id
        seen.add(machine.id);
        found.charts.push({ file, machine });
      }
    } catch (error) {
      found.failed.push({ file, error });
    }
  }
  return found;
}

/** Duck-typed rather than `instanceof`, which would break on a second copy of xstate. */
function isStateMachine(value: unknown): value is AnyStateMachine {
  const candidate = value as Partial<AnyStateMachine> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.root === 'object' &&
    typeof candidate.getStateNodeById === 'function' &&
    typeof candidate.provide === 'function'
  );
}

export function formatTable(results: ChartCoverage[]): string {
  const rows = [['chart', 'transitions', 'walked', 'missing'], ...results.map((r) => [r.id, r.total, r.walked, r.missing.length].map(String))];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows.map((row) => row.map((cell, col) => (col ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!))).join('  ')).join('\n');
}
