import { clearCoverage } from './coverage';

/** vitest globalSetup of the unit project: a run starts with no walked transitions left from an earlier run. */
export default function setup(): void {
  clearCoverage();
}
