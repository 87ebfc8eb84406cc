import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { emptyRecord, mergeRecord, WALKED_DIR, type EventSource, type WalkedFile, type WalkedRecord } from '../harness/coverage';
import { isStateMachine } from '../harness/chart-actor';
import { listTransitions } from '../harness/transitions';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChartCoverage {
  id: string;
  total: number;
  walked: number;
  /** Transitions walked at least once with an event from the view or a runtime trigger. */
  byPage: number;
  /** … by the chart's own clock (`after`), an invoked actor (onDone, onError, a reply) or its start. */
  byChart: number;
  /** … with an environment event the test sent straight to the actor. */
  direct: number;
  missing: string[];
  /** Event types a test sent straight to the actor without naming them as environment events. */
  undeclared: string[];
}

const PAGE: EventSource[] = ['view', 'trigger'];
const CHART: EventSource[] = ['clock', 'actor', 'init'];

/** Per chart: how many of its transitions some model test walked, and how; which ones none did. */
export function checkCoverage({ machines, walked }: { machines: AnyStateMachine[]; walked: Map<string, WalkedRecord> }): ChartCoverage[] {
  return machines.map((machine) => {
    const ids = [...new Set(listTransitions(machine).map((t) => t.id))];
    const record = walked.get(machine.id) ?? emptyRecord();
    const came = (kinds: EventSource[]) => ids.filter((id) => [...(record.sources.get(id) ?? [])].some((s) => kinds.includes(s))).length;
    const missing = ids.filter((id) => !record.sources.has(id));
    return {
      id: machine.id,
      total: ids.length,
      walked: ids.length - missing.length,
      byPage: came(PAGE),
      byChart: came(CHART),
      direct: came(['environment']),
      missing,
      undeclared: [...record.undeclared].sort(),
    };
  });
}

/** Merges every `<machineId>.<writer>.json` the model tests wrote; no directory means nothing was walked. */
export function loadWalked(dir = WALKED_DIR): Map<string, WalkedRecord> {
  const walked = new Map<string, WalkedRecord>();
  if (!existsSync(dir)) return walked;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const file = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<WalkedFile>;
    if (typeof file.machineId !== 'string' || !Array.isArray(file.walked) || typeof file.sources !== 'object' || !Array.isArray(file.undeclared)) {
      throw new Error(`${join(dir, name)} is not a walked-transitions file ({ machineId, walked, sources, undeclared })`);
    }
    const record: WalkedRecord = {
      sources: new Map(file.walked.map((id) => [id, new Set(file.sources?.[id] ?? [])])),
      undeclared: new Set(file.undeclared),
      paths: new Map(Object.entries(file.paths ?? {})),
    };
    walked.set(file.machineId, mergeRecord(walked.get(file.machineId) ?? emptyRecord(), record));
  }
  return walked;
}

export interface DiscoveredCharts {
  /** Every exported state machine of `machines/<name>/machine.ts`, once per machine id. */
  charts: Array<{ file: string; machine: AnyStateMachine }>;
  /** Chart files that could not be imported, and charts whose id another chart already has. */
  failed: Array<{ file: string; error: unknown }>;
}

/** Every chart file, `machines/<name>/machine.ts`, as an absolute path, sorted. */
export function chartFiles(root = REPO_ROOT): string[] {
  const machinesDir = join(root, 'machines');
  return existsSync(machinesDir)
    ? readdirSync(machinesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(machinesDir, entry.name, 'machine.ts')))
        .map((entry) => join(machinesDir, entry.name, 'machine.ts'))
        .sort()
    : [];
}

export async function discoverCharts(root = REPO_ROOT): Promise<DiscoveredCharts> {
  const files = chartFiles(root);
  const found: DiscoveredCharts = { charts: [], failed: [] };
  const seen = new Map<string, { file: string; machine: AnyStateMachine }>();
  for (const path of files) {
    const file = relative(root, path);
    try {
      const module: Record<string, unknown> = await import(pathToFileURL(path).href);
      for (const machine of Object.values(module).filter(isStateMachine)) {
        const first = seen.get(machine.id);
        if (first?.machine === machine) continue; // the same chart exported twice
        if (first) {
          // Coverage is kept per machine id: a second chart with the id would share (and hide) the first's record.
          found.failed.push({ file, error: new Error(`two charts have the id '${machine.id}': ${first.file} and ${file}`) });
          continue;
        }
        seen.set(machine.id, { file, machine });
        found.charts.push({ file, machine });
      }
    } catch (error) {
      found.failed.push({ file, error });
    }
  }
  return found;
}

export function formatTable(results: ChartCoverage[]): string {
  const header = ['chart', 'transitions', 'walked', 'view/trigger', 'clock/actors', 'direct', 'missing', 'undeclared'];
  const rows = [
    header,
    ...results.map((r) => [r.id, r.total, r.walked, r.byPage, r.byChart, r.direct, r.missing.length, r.undeclared.length].map(String)),
  ];
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => row[col]!.length)));
  return rows.map((row) => row.map((cell, col) => (col ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!))).join('  ')).join('\n');
}
