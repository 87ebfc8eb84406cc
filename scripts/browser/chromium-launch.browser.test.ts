import { readdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_FEATURES, launchChromium, playwrightDisabledFeatures, type ChromiumProgram } from './chromium';

// The two programs of Debian's Chromium the project runs (scripts/browser/chromium.ts): the headless shell every test
// runs, the browser every benchmark runs. What each opens beside a page, and the flags it got.

/** The command line of the program this process launched (its child, or the child of Debian's wrapper script), from /proc. */
function launchedCommandLine(program: ChromiumProgram): string[] {
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return [{ pid: Number(pid), parent, args: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') }];
      } catch {
        return []; // ended while it was read
      }
    });
  const children = new Set(processes.filter(({ parent }) => parent === process.pid).map(({ pid }) => pid));
  const launched = processes.find(({ parent, args }) => (parent === process.pid || children.has(parent)) && args[0]!.endsWith(`/${program}`));
  if (!launched) throw new Error(`No ${program} launched by this process`);
  return launched.args;
}

describe.each<ChromiumProgram>(['chromium-headless-shell', 'chromium'])('%s as launched', (program) => {
  let browser: Browser;
  beforeAll(async () => (browser = await launchChromium(program)));
  afterAll(() => browser?.close());

  it("opens no omnibox popup WebUI with a new context: the page's load has the machine to itself", async () => {
    const cdp = await browser.newBrowserCDPSession();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<p>A page</p>');
    // The popup's documents are made with the window, before its first page has loaded.
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(['page data:text/html,<p>A page</p>']);
    await context.close();
  });

  it("keeps playwright-core's own disabled features: Chromium reads only the last --disable-features flag, ours", async () => {
    expect(playwrightDisabledFeatures()).toEqual(expect.arrayContaining(['PaintHolding', 'MediaRouter', 'ThirdPartyStoragePartitioning']));
    const args = launchedCommandLine(program);
    const flags = args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
    expect(flags.at(-1)).toEqual(expect.arrayContaining([...playwrightDisabledFeatures(), ...DISABLED_FEATURES]));
  });
});
