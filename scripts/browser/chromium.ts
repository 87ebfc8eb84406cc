import { execFileSync } from 'node:child_process';
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

/** Debian's chromium driven by playwright-core (never a downloaded browser build). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}
