import { defineConfig } from 'vitest/config';

/** Settings of both browser projects. */
const browser = {
  environment: 'node',
  // guards against a test that hangs, not speed checks: with two CPU-bound processes beside the two builds' runs, a
  // test that takes 30 s on a quiet machine took over 60
  testTimeout: 180_000,
  hookTimeout: 180_000,
  // expect.poll waits for a definite signal (a request, a stored row, a DOM state); its 1 s default fails
  // on a busy machine, so it gets the fixture's SIGNAL_TIMEOUT_MS (scripts/browser/fixture.ts)
  expect: { poll: { timeout: 30_000 } },
} as const;
const LEAK_TEST = 'scripts/browser/leaks.browser.test.ts';

/**
 * Unit files that need node's own globals, which a VM context (the unit project's vmThreads) does not give them:
 * `instanceof Error` and `Uint8Array` across realms (fetch's errors, esbuild's TextEncoder check), BroadcastChannel,
 * the MessageChannel tasks the approach watch slices work with, an unmount the popup overlay's test awaits.
 */
const NODE_REALM = [
  'scripts/lab/charts.test.ts',
  'runtime/blocks/approach.test.ts',
  'runtime/commerce/page-cart.test.ts',
  'scripts/server/fault-mode.test.ts',
  'views/popup-overlay/mount.test.tsx',
];

/** What both unit projects share. */
const unit = {
  include: ['{machines,views,runtime,model-tests,scripts}/**/*.test.{ts,tsx}'] as string[],
  exclude: ['**/*.browser.test.ts', 'model-tests/gate/coverage-gate.test.ts', 'node_modules/**'] as string[],
  environment: 'node',
  globalSetup: ['model-tests/harness/clean-coverage.ts'] as string[],
  // both cores (vitest's default leaves one free): the files share nothing (model tests write their walked
  // transitions to files of their own, servers take a random port)
  maxWorkers: 2,
  // a guard against a test that hangs, not a speed check: on a loaded 2-core machine a 300-run property over
  // HTTP took 5 s, vitest's default
  testTimeout: 30_000,
  // a hook that imports every block kind's chunk (published-pages.property.test.ts) took over vitest's 10 s
  // default beside other work: a guard against a hang, like the test timeout
  hookTimeout: 60_000,
} as const;

// Three runs, in this order (scripts/test.mjs): unit (charts, views, runtime, server, properties),
// gate (transition coverage over what the unit run walked), browser then browser-leaks (real Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          exclude: [...unit.exclude, ...NODE_REALM],
          // each file in a fresh VM context of a worker that stays (vitest's vmThreads): the environment (happy-dom)
          // and the imports are set up once a worker, not once a file; the run took 75 s against 170 s in a worker
          // per file, the same 4,500 tests green (docs/browser-tests.md "Where CI's time goes")
          pool: 'vmThreads',
        },
      },
      {
        test: {
          ...unit,
          // the files that need node's own realm (NODE_REALM), in a fresh worker each, beside the unit run
          name: 'unit-node-realm',
          include: NODE_REALM,
          globalSetup: [],
          pool: 'threads',
          maxWorkers: 1,
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
          ...browser,
          name: 'browser',
          include: ['**/*.browser.test.ts'],
          exclude: ['node_modules/**', LEAK_TEST],
          // one file at a time per build: npm test runs the two builds' browser files side by side (scripts/test.mjs),
          // so two files run at once in all, each with its own server
          maxWorkers: 1,
          // the files run one after the other in one worker that keeps its modules: playwright-core, the fixture and
          // the server are loaded once, not once a file (a second of CPU a file; docs/browser-tests.md "Where CI's time
          // goes"). Nothing is shared but code and one Chromium (scripts/browser/fixture.ts): each file opens its own server
          // and browser contexts and closes them.
          isolate: false,
        },
      },
      {
        test: {
          ...browser,
          // the leak test, after the other browser files, its two builds side by side (scripts/test.mjs): it counts
          // what each page keeps after destroy, which the machine's load does not move
          name: 'browser-leaks',
          include: [LEAK_TEST],
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          // its pages (which mostly wait for frames) run three at a time
          maxConcurrency: 3,
        },
      },
    ],
  },
});
