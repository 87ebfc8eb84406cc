import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// The site chrome chunk in Chromium: downloaded after boot on every page, while the features for logged-in accounts
// and the features for page markers (runtime/chrome/index.ts, lazyInitialiser) are downloaded only where they apply.

const OWNER_ONLY = ['owner-redirect', 'site-badge', 'mobile-info-bar'];
const MARKER_ONLY = ['animations', 'comment-links', 'table-booking', 'relative-time'];

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

/** The feature chunks a page downloaded (esbuild names a split chunk after its module: chunks/<name>-<hash>.js). */
async function featureChunks(name: string): Promise<string[]> {
  // outside scripts (the comment counter) are answered here: nothing is downloaded from outside
  const origin = new URL(fixture.server.url).origin;
  const { assets, errors, chunksRan, close } = await fixture.open(`/${name}`, {
    beforeGoto: (page) => page.route((url) => url.origin !== origin, (route) => route.fulfill({ contentType: 'text/javascript', body: '' })),
  });
  // Each feature decides while the chrome starts and asks for its chunk then; once those have run, and a round
  // trip later, every chunk the page will download is in `assets`.
  await chunksRan();
  expect(errors()).toEqual([]);
  await close();
  return [...OWNER_ONLY, ...MARKER_ONLY].filter((feature) => assets.some((asset) => asset.startsWith(`chunks/${feature}-`)));
}

describe('site chrome downloads', () => {
  it("a visitor's page without markers downloads the chrome but none of the owner-only or marker features", async () => {
    expect(await featureChunks('static')).toEqual([]);
  });

  it("a logged-in owner's page with comment links and a table-booking block downloads exactly the features that apply", async () => {
    expect((await featureChunks('owner-furniture')).sort()).toEqual(['comment-links', 'mobile-info-bar', 'owner-redirect', 'site-badge', 'table-booking'].sort());
  });
});
