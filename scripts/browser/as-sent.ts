import type { BrowserFixture } from './fixture';

/** The markup without the lifecycle's marker, which the runtime writes on every block and leaves on destroy. */
const withoutBlockState = (html: string) => html.replace(/ data-block-state="[a-z]+"/g, '');

/**
 * Opens `path` with the runtime held until `selector`'s markup has been read as the server sent it (parsed: only
 * the held module script keeps DOMContentLoaded back), then boots the page and every block on it. `markup()` reads
 * the same element again, for a test that destroy gives the server its markup back.
 */
export async function openAsSent(fixture: BrowserFixture, path: string, selector: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const opened = await fixture.newPage({ beforeGoto: (p) => p.route('**/assets/runtime.js', async (route) => (await released, route.continue())) });
  const { page } = opened;
  await page.goto(`${fixture.server.url}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'interactive');
  const markup = async () => withoutBlockState(await page.locator(selector).evaluate((element) => element.innerHTML));
  const asSent = await markup();
  release();
  await page.waitForFunction(() => window.visitorRuntime !== undefined);
  await page.evaluate(() => window.visitorRuntime!.boot());
  await opened.bootEveryBlock();
  return { ...opened, asSent, markup };
}
