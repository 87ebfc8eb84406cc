import { defineConfig } from 'vitest/config';

// Three runs, in this order (scripts/test.mjs): unit (charts, views, runtime, server, properties),
// gate (transition coverage over what the unit run walked), browser (real Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{machines,views,runtime,model-tests,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.ts', 'model-tests/gate/coverage-gate.test.ts', 'node_modules/**'],
          environment: 'node',
          globalSetup: ['model-tests/harness/clean-coverage.ts'],
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
          fileParallelism: false,
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
