import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Request } from 'playwright-core';
import { startServer } from '../server/server';
import type { ReceivedKind, ReceivedRow } from '../server/store';
import { launchChromium } from './chromium';

// The one fixture of the browser tests (docs/browser-tests.md): a reference server and Chromium per test file, pages
// that record every request, console message and page error from before they navigate, the rows the server stored,
// and `settle()`, the round trip a test makes before it asserts that something did not happen.

export type Server = Awaited<ReturnType<typeof startServer>>;
export type BrowserFixture = Awaited<ReturnType<typeof openBrowserFixture>>;

/** How long a test waits for a signal that must come (a request, a row, a DOM state) before it fails. */
export const SIGNAL_TIMEOUT_MS = 30_000;
/**
 * How long a navigation may take before it fails: a guard against a page that never loads, not a speed check. A
 * large page (gallery-limits, 20 galleries of 50 slides) took over Playwright's default 30 s to fire `load` beside a CI run and a
 * typecheck on two cores.
 */
const NAVIGATION_TIMEOUT_MS = 120_000;
/** How far before a held clock's time it is installed (OpenOptions.heldClock). */
const HELD_CLOCK_LEAD_MS = 60_000;

export interface OpenOptions {
  /** Options of the fresh context: viewport, reducedMotion, … */
  contextOptions?: BrowserContextOptions;
  /** Opens the page in this context (its routes and cookies apply) instead of a fresh one; the caller closes it. */
  context?: BrowserContext;
  /**
   * Installs Playwright's clock before navigating: `true` from now, or from the given time. Its time flows like the
   * real one until the test pauses it (`page.clock.pauseAt`) or moves it (`page.clock.runFor`, `fastForward`).
   */
  clock?: boolean | number | Date;
  /**
   * Installs Playwright's clock held at this time from before the page loads: timers wait for `page.clock.runFor`.
   * (Installed a minute earlier and paused at the time: a pause must lie in the clock's future, however slow the
   * machine is between the two calls.)
   */
  heldClock?: number;
  /** Runs once the page exists and before it navigates: routes, init scripts, a fixed time. */
  beforeGoto?: (page: Page) => Promise<unknown>;
  /** Boots the runtime once the page has loaded (default true). */
  boot?: boolean;
}

export interface VisitedPage {
  page: Page;
  consoleMessages: ConsoleMessage[];
  /** Page errors, then console errors. */
  errors: () => string[];
  /** Page errors alone: what the page threw and did not catch. */
  pageErrors: () => string[];
  /** Console warnings. */
  warnings: () => string[];
  /** Paths under /assets/ the page requested. */
  assets: string[];
  /** Every request the page sent, from before it navigated (the probes of `settle` left out). */
  requests: Request[];
  /** The requests whose path starts with one of `paths`. */
  requestsTo: (paths: string | readonly string[]) => Request[];
  /** The first request whose path starts with `match` (or that `match` accepts): already sent, or the next one. */
  request: (match: string | ((request: Request) => boolean)) => Promise<Request>;
  /**
   * A definite round trip: one task later the page fetches a probe address, and the test waits for that request.
   * Chromium reports a page's requests in the order it starts them, so every request the page started before is in
   * `requests` by then, and every console message it logged before is in `consoleMessages`. Make it after the signal
   * that the page has decided (and, for timers, after moving its clock past them), then assert the absence.
   */
  settle: () => Promise<void>;
  /** Navigates (a path is taken from the page's origin), then boots the runtime unless `boot` is false. */
  /** `until: 'domcontentloaded'` for a page whose load event the test holds back (its images held, say). */
  goto: (pathOrUrl: string, options?: { boot?: boolean; until?: 'load' | 'domcontentloaded' }) => Promise<void>;
  /** Reloads, then boots the runtime. */
  reload: () => Promise<void>;
  /**
   * Waits until the site chrome has started: `visitorRuntime.dialogs` is set while its features start, all in one
   * task, so every feature has decided (and asked for the chunks it needs) when this resolves.
   */
  chromeStarted: () => Promise<void>;
  /**
   * Waits until what the page's chunks set going has run: the chrome has started, every chunk the document asked
   * for has been evaluated and the runtime's callbacks on it have run (the page imports each again, which settles
   * after the runtime's own import, then waits a task), and a round trip later. A lazy feature (site badge, mobile
   * info bar, table booking) has decided by then, so a test may assert what it did not do.
   */
  chunksRan: () => Promise<void>;
  /**
   * Boots every block still waiting (dormant or loading: below the first viewport), as page code may
   * (`visitorRuntime.boot(element)`), and settles when each has booted or been skipped. For tests about what a booted
   * block does wherever it is on the page.
   */
  bootEveryBlock: () => Promise<void>;
}

export interface OpenedPage extends VisitedPage {
  context: BrowserContext;
  /** Closes the page's context (or only the page when it was opened in the caller's context). */
  close: () => Promise<void>;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;
const PROBE_PARAMETER = 'settle-probe';
let probes = 0;

/** Waits until the runtime is on the page, then boots it: settles when its blocks have booted or been skipped. */
async function boot(page: Page): Promise<void> {
  await page.waitForFunction(() => window.visitorRuntime !== undefined, undefined, { timeout: SIGNAL_TIMEOUT_MS });
  await page.evaluate(() => window.visitorRuntime!.boot());
}

/** Starts recording a page (before it navigates) and gives it the helpers of VisitedPage. */
function watch(page: Page, base: string): VisitedPage {
  const consoleMessages: ConsoleMessage[] = [];
  const pageErrors: string[] = [];
  const assets: string[] = [];
  const requests: Request[] = [];
  /** where the current document's requests start in `requests` */
  let documentStart = 0;
  const waiters = new Set<(request: Request) => void>();
  page.on('console', (message) => consoleMessages.push(message));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.searchParams.has(PROBE_PARAMETER)) {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentStart = requests.length;
      requests.push(request);
      if (url.pathname.startsWith('/assets/')) assets.push(url.pathname.slice('/assets/'.length));
    }
    for (const waiter of [...waiters]) waiter(request);
  });

  const matcher = (match: string | ((request: Request) => boolean)) =>
    typeof match === 'string' ? (request: Request) => pathOf(request).startsWith(match) : match;

  /** The first request `accepts` takes among those seen (probes included when asked), or the next one. */
  const waitForRequest = (accepts: (request: Request) => boolean, what: string, seen: Request[] = requests) => {
    const found = seen.find(accepts);
    if (found) return Promise.resolve(found);
    return new Promise<Request>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`No request ${what} within ${SIGNAL_TIMEOUT_MS} ms; the page sent: ${requests.map(pathOf).join(', ') || 'nothing'}`));
      }, SIGNAL_TIMEOUT_MS);
      const waiter = (request: Request) => {
        if (!accepts(request)) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve(request);
      };
      waiters.add(waiter);
    });
  };

  const settle = async () => {
    const probe = `/_received.json?limit=1&${PROBE_PARAMETER}=${++probes}`;
    const seen = waitForRequest((request) => request.url().endsWith(probe), `to the probe ${probe}`, []);
    await page.evaluate(async (url) => {
      // a task of its own first, so that work the page queued before (a module fetch, an image) starts first
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
      await fetch(url, { method: 'HEAD' });
    }, probe);
    await seen;
  };

  const chromeStarted = async () => {
    // evaluate, not waitForFunction: it also works while the test holds the page's clock
    const started = () => page.evaluate(() => window.visitorRuntime?.dialogs !== undefined);
    const deadline = Date.now() + SIGNAL_TIMEOUT_MS;
    while (!(await started())) {
      if (Date.now() > deadline) throw new Error(`The site chrome did not start within ${SIGNAL_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  return {
    page,
    consoleMessages,
    errors: () => [...pageErrors, ...consoleMessages.filter((m) => m.type() === 'error').map((m) => m.text())],
    pageErrors: () => [...pageErrors],
    warnings: () => consoleMessages.filter((m) => m.type() === 'warning').map((m) => m.text()),
    assets,
    requests,
    requestsTo: (paths) => {
      const list = typeof paths === 'string' ? [paths] : paths;
      return requests.filter((request) => list.some((p) => pathOf(request).startsWith(p)));
    },
    request: (match) => waitForRequest(matcher(match), typeof match === 'string' ? `to ${match}` : 'that matches'),
    settle,
    async goto(pathOrUrl, options = {}) {
      await page.goto(new URL(pathOrUrl, base).href, { waitUntil: options.until ?? 'load' });
      if (options.boot !== false) await boot(page);
    },
    async reload() {
      await page.reload();
      await boot(page);
    },
    chromeStarted,
    async chunksRan() {
      await chromeStarted();
      await settle();
      const scripts = requests
        .slice(documentStart)
        .map((request) => new URL(request.url()).pathname)
        .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js'));
      // A string: the test's own bundler would rewrite an import() in a function.
      await page.evaluate(`Promise.allSettled(${JSON.stringify(scripts)}.map((url) => import(url))).then(
        () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); }))`);
      await settle();
    },
    bootEveryBlock: () =>
      page.evaluate(async () => {
        const waiting = document.querySelectorAll('[data-block-state="dormant"], [data-block-state="loading"]');
        await Promise.all(Array.from(waiting, (block) => window.visitorRuntime!.boot(block)));
      }),
  };
}

/**
 * Debian's Chromium (its headless shell), one per test process: the browser files of a run go one after the other in
 * one worker that keeps its modules, and a launch costs about 0.9 s of CPU (docs/browser-tests.md "Where CI's time
 * goes"). Each fixture works in browser contexts of its own and closes them; playwright-core ends the browser with the
 * process.
 */
let sharedBrowser: Promise<Browser> | undefined;
async function processBrowser(): Promise<Browser> {
  const launched = await (sharedBrowser ??= launchChromium('chromium-headless-shell'));
  if (launched.isConnected()) return launched;
  sharedBrowser = undefined;
  return processBrowser();
}

/** A reference server on a random port with a throw-away database, and Debian's Chromium. */
export async function openBrowserFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'runtime-browser-'));
  const server = await startServer({ port: 0, dbPath: path.join(dir, 'platform.sqlite') });
  const shared = await processBrowser();
  const contexts = new Set<BrowserContext>();
  /** Every context this fixture made, the pages `visit` opened included: its close closes them all. */
  const made = new Set<BrowserContext>();
  const browser = {
    async newContext(options?: BrowserContextOptions) {
      const context = await shared.newContext(options);
      context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
      made.add(context);
      context.once('close', () => made.delete(context));
      return context;
    },
    async newPage(options?: BrowserContextOptions) {
      const page = await shared.newPage(options);
      page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
      made.add(page.context());
      page.context().once('close', () => made.delete(page.context()));
      return page;
    },
  } satisfies Pick<Browser, 'newContext' | 'newPage'>;

  /** A page recording everything from the start, in a fresh context (or the given one), not navigated yet. */
  async function newPage(options: OpenOptions = {}): Promise<OpenedPage> {
    const context = options.context ?? (await browser.newContext(options.contextOptions));
    if (!options.context) contexts.add(context);
    const page = await context.newPage();
    const visited = watch(page, server.url);
    if (options.clock !== undefined && options.clock !== false) {
      await page.clock.install(options.clock === true ? undefined : { time: options.clock });
    }
    if (options.heldClock !== undefined) {
      await page.clock.install({ time: options.heldClock - HELD_CLOCK_LEAD_MS });
      await page.clock.pauseAt(options.heldClock);
    }
    await options.beforeGoto?.(page);
    return {
      ...visited,
      context,
      async close() {
        if (options.context) return page.close();
        contexts.delete(context);
        await context.close();
      },
    };
  }

  return {
    server,
    browser,
    newPage,
    /** Opens a path of the reference server in a fresh context (or the given one) and boots the runtime. */
    async open(pathOrUrl: string, options: OpenOptions = {}): Promise<OpenedPage> {
      const opened = await newPage(options);
      await opened.goto(pathOrUrl, { boot: options.boot });
      return opened;
    },
    /**
     * What the reference server stored, oldest first: the rows of one endpoint (a path), or those matching the
     * filter (`after`: only rows newer than that id, see lastRowId).
     */
    stored(filter: string | { endpoint?: string; kind?: ReceivedKind; after?: number }): ReceivedRow[] {
      const { endpoint, kind, after = 0 } = typeof filter === 'string' ? { endpoint: filter } : filter;
      return server.store
        .list(kind ? { kind } : {})
        .filter((row) => row.id > after && (endpoint === undefined || row.endpoint === endpoint))
        .reverse();
    },
    /** The id of the newest stored row (0 when none): pass it as `after` to see only what came later. */
    lastRowId(): number {
      return server.store.list({ limit: 1 })[0]?.id ?? 0;
    },
    /** Closes every context `open` and `newPage` made (for an afterEach). */
    async closePages() {
      await Promise.all([...contexts].map((context) => context.close()));
      contexts.clear();
    },
    async close() {
      await Promise.all([...made].map((context) => context.close()));
      made.clear();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens a page (in the browser, or in a context with its own routes) and waits until the runtime has booted it and its blocks have booted or been skipped. */
export async function visit(browser: Pick<Browser, 'newPage'>, url: string): Promise<VisitedPage> {
  const page = await browser.newPage();
  const visited = watch(page, url);
  await visited.goto(url);
  return visited;
}

const sizeTable = () => JSON.parse(readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'size.json'), 'utf8'));

/** The files a page must download for the core to run (entry + static imports), from the build's size table. */
export function coreFiles(): string[] {
  return sizeTable().entries.runtime.files;
}

/** The renderer of the build under test: 'react', or 'preact' for the preact/compat build (its size table). */
export const buildRenderer = (): 'react' | 'preact' => sizeTable().renderer;

/** The built files that contain React (from the build's size table). */
export function filesWithReact(): string[] {
  return Object.entries<{ includesReact: boolean }>(sizeTable().files)
    .filter(([, file]) => file.includesReact)
    .map(([name]) => name);
}

/**
 * Pauses the page's installed clock `leadMs` after its current time and returns the time it paused at. The clock keeps
 * running while the call travels, and Playwright refuses a pause in the past: on a loaded machine more than `leadMs`
 * can pass between reading the time and pausing, so the pause is asked again twice as far ahead.
 */
export async function pauseClockSoon(page: Page, leadMs = 1000): Promise<number> {
  for (let lead = leadMs; ; lead *= 2) {
    const at = await page.evaluate((ms) => Date.now() + ms, lead);
    try {
      await page.clock.pauseAt(at);
      return at;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past') || lead >= 60_000) throw error;
    }
  }
}

/**
 * A full-page screenshot for people to look at, `.test-results/screenshots/<name>.png`. Taken in the React build's
 * run only: npm test runs the two builds' files side by side, and the preact run's would be the same file, written at
 * about the same time, CPU spent twice for one picture.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = `.test-results/screenshots/${name}.png`;
  if (buildRenderer() !== 'react') return file;
  mkdirSync('.test-results/screenshots', { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
