import type { Page, Route } from 'playwright-core';

/**
 * Holds the file at `path` (e.g. `/assets/blocks/gallery.js`) until the test releases it: what needs it waits
 * meanwhile (a block stays unmounted). `requested` settles when the page has asked for it.
 */
export async function holdChunk(page: Page, path: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) =>
    void page.route(`**${path}`, async (route: Route) => {
      resolve();
      await released;
      await route.continue();
    }),
  );
  return { requested, release };
}
