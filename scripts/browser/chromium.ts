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

/**
 * The two programs of Debian's Chromium (one source package, one version): `chromium`, the browser a visitor runs,
 * and `chromium-headless-shell`, the same Blink and V8 without the browser's windows, which playwright-core itself
 * runs headless tests on. The tests use the shell: in the full browser's headless mode every page is a window whose
 * views are laid out and painted, 0.3–0.5 s of the browser process's CPU a page against 0.1 s in the shell
 * (docs/browser-tests.md, "Where CI's time goes"). Benchmarks run the browser a visitor runs.
 */
export type ChromiumProgram = 'chromium' | 'chromium-headless-shell';

export const chromiumMissing = (program: ChromiumProgram) =>
  `${program === 'chromium' ? 'Chromium' : "Chromium's headless shell"} is not installed. Install Debian's package with: apt-get update && apt-get install -y ${program}`;

/** The program's path: `$CHROMIUM_PATH` (the browser) or `$CHROMIUM_SHELL_PATH` (the shell), else looked up on PATH. */
export function chromiumPath(program: ChromiumProgram = 'chromium'): string {
  const set = program === 'chromium' ? process.env.CHROMIUM_PATH : process.env.CHROMIUM_SHELL_PATH;
  if (set) return set;
  // Looked up on PATH each time: a missing browser must give the install command, not a launch error.
  try {
    return execFileSync('which', [program], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(chromiumMissing(program));
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

/** Debian's Chromium driven by playwright-core (never a downloaded browser build): the browser, or its headless shell. */
export function launchChromium(program: ChromiumProgram = 'chromium'): Promise<Browser> {
  const features = [...playwrightDisabledFeatures(), ...DISABLED_FEATURES];
  return chromium.launch({ executablePath: chromiumPath(program), args: [...CHROMIUM_FLAGS, `--disable-features=${features.join(',')}`] });
}
