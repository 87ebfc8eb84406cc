import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { startServer } from '../server/server';
import { launchChromium } from './chromium';

export type Server = Awaited<ReturnType<typeof startServer>>;

/** A reference server on a random port with a throw-away database, and Debian's Chromium. */
export async function openBrowserFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'runtime-browser-'));
  const server = await startServer({ port: 0, dbPath: path.join(dir, 'platform.sqlite') });
  const browser: Browser = await launchChromium();
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface VisitedPage {
  page: Page;
  consoleMessages: ConsoleMessage[];
  errors: () => string[];
  /** Paths under /assets/ the page requested. */
  assets: string[];
}

/** Opens a page (in the browser, or in a context with its own routes) and waits until the runtime has booted it and its blocks have booted or been skipped. */
export async function visit(browser: Pick<Browser, 'newPage'>, url: string): Promise<VisitedPage> {
  const page = await browser.newPage();
  const consoleMessages: ConsoleMessage[] = [];
  const pageErrors: string[] = [];
  const assets: string[] = [];
  page.on('console', (message) => consoleMessages.push(message));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.push(pathname.slice('/assets/'.length));
  });
  await page.goto(url);
  await page.waitForFunction(() => window.visitorRuntime !== undefined);
  await page.evaluate(() => window.visitorRuntime!.boot());
  const errors = () => [...pageErrors, ...consoleMessages.filter((m) => m.type() === 'error').map((m) => m.text())];
  return { page, consoleMessages, errors, assets };
}

const sizeTable = () => JSON.parse(readFileSync(path.join(process.env.DIST_DIR ?? 'dist', 'size.json'), 'utf8'));

/** The files a page must download for the core to run (entry + static imports), from the build's size table. */
export function coreFiles(): string[] {
  return sizeTable().entries.runtime.files;
}

/** The built files that contain React (from the build's size table). */
export function filesWithReact(): string[] {
  return Object.entries<{ includesReact: boolean }>(sizeTable().files)
    .filter(([, file]) => file.includesReact)
    .map(([name]) => name);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync('.test-results/screenshots', { recursive: true });
  const file = `.test-results/screenshots/${name}.png`;
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
