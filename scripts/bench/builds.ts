// The builds of the runtime the benchmark measures side by side, each served from its own dist directory by its own
// reference server. `BENCH_BUILDS="react=dist,preact=dist-preact"` names them (default: `react=dist`, what
// `npm run bench` builds); each directory must hold a build and its size.json (esbuild.mjs writes both).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RECORDER_OFF } from './competitors';

export interface DistFile {
  gzip: number;
  includesReact: boolean;
}

export interface Build {
  name: string;
  dir: string;
  /** dist/size.json's files: gzip size and whether the file holds React (or its stand-in) */
  files: Record<string, DistFile>;
  /** `name=dir#recorder-off`: its pages turn the flight recorder off (docs/telemetry.md), to measure what it costs */
  recorderOff: boolean;
}

export function benchBuilds(spec = process.env.BENCH_BUILDS || 'react=dist'): Build[] {
  return spec.split(',').map((entry) => {
    const [name, spec] = entry.includes('=') ? entry.split('=') as [string, string] : [entry, entry];
    const recorderOff = spec.endsWith(RECORDER_OFF);
    const resolved = path.resolve(spec.slice(0, recorderOff ? -RECORDER_OFF.length : undefined).trim());
    const sizes = path.join(resolved, 'size.json');
    if (!existsSync(sizes)) throw new Error(`BENCH_BUILDS: ${sizes} is missing; build "${name}" into ${resolved} first.`);
    return { name: name.trim(), dir: resolved, recorderOff, files: (JSON.parse(readFileSync(sizes, 'utf8')) as { files: Record<string, DistFile> }).files };
  });
}
