import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';

/** Flags for Debian's Chromium in a sandbox without outside network (see README "Tests"). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CHROMIUM_MISSING =
  'Chromium is not installed. Install Debian\'s package with: apt-get update && apt-get install -y chromium';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  // Looked up on PATH each time: a missing browser must give the install command, not a launch error.
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(CHROMIUM_MISSING);
  }
}

/**
 * Chromium's features that playwright-core disables with its own `--disable-features` flag, read from its bundle
 * (the array literal `disabledFeatures`): Chromium reads only the last such flag, so ours must repeat them. Empty when
 * the bundle no longer has that array (`chromium.test.ts` fails then).
 */
export function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const start = bundle.indexOf('disabledFeatures = [');
  if (start < 0) return [];
  const literal = bundle.slice(start, bundle.indexOf(']', start));
  return [...literal.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((match) => match[1]!);
}

/**
 * Features of this Chromium that work against the tests and benchmarks. Each new browser context opens the omnibox
 * popup's WebUI (chrome://omnibox-popup.top-chrome/ and its AI-mode page: a renderer of their own, 400–700 ms of CPU)
 * while the test's page loads, and on a 2-core machine it takes a core from the page (docs/browser-tests.md).
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Debian's chromium driven by playwright-core (never a downloaded browser build). */
export function launchChromium(): Promise<Browser> {
  const features = [...playwrightDisabledFeatures(), ...DISABLED_FEATURES];
  return chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, `--disable-features=${features.join(',')}`] });
}
