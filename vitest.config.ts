import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (longest first by the durations it cached, else the largest file first), with the leak test at the
 * head: its pages take minutes, and on a fresh clone (no durations cached) its short file would start last and run
 * alone at the end while the other worker idles.
 */
class LeakTestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (spec: TestSpecification) => spec.moduleId.endsWith('/leaks.browser.test.ts');
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}

// Three runs, in this order (scripts/test.mjs): unit (charts, views, runtime, server, properties),
// gate (transition coverage over what the unit run walked), browser (real Chromium).
export default defineConfig({
  test: {
    sequence: { sequencer: LeakTestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{machines,views,runtime,model-tests,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.ts', 'model-tests/gate/coverage-gate.test.ts', 'node_modules/**'],
          environment: 'node',
          globalSetup: ['model-tests/harness/clean-coverage.ts'],
          // both cores (vitest's default leaves one free): the files share nothing (model tests write their walked
          // transitions to files of their own, servers take a random port); threads start faster than forked processes
          // (a sixth less CPU over the project), and each file still runs in a fresh one
          maxWorkers: 2,
          pool: 'threads',
          // a guard against a test that hangs, not a speed check: on a loaded 2-core machine a 300-run property over
          // HTTP took 5 s, vitest's default
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'gate',
          include: ['model-tests/gate/coverage-gate.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'browser',
          include: ['**/*.browser.test.ts'],
          exclude: ['node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // two files at a time, each with its own server (random port, throw-away database) and Chromium: a browser
          // test mostly waits for the page (a frame, a round trip), so one file alone leaves most of both cores idle
          maxWorkers: 2,
          // tests marked concurrent (the leak test's pages, which mostly wait for frames) run three at a time
          maxConcurrency: 3,
          // expect.poll waits for a definite signal (a request, a stored row, a DOM state); its 1 s default fails
          // on a busy machine, so it gets the fixture's SIGNAL_TIMEOUT_MS (scripts/browser/fixture.ts)
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
