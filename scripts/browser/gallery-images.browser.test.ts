import type { BrowserContextOptions, Page, Request, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { galleryAnatomy as g } from '../../machines/gallery/anatomy';
import { LAZY_LOAD_MARGIN_PX, requiredWidth, sizeStep, type ImageMode } from '../../machines/image-loader/rules';
import { parseDimensions } from '../../machines/shared/dimensions';
import { DESKTOP_CONCURRENCY } from '../../runtime/images/queue';
import { openBrowserFixture, type BrowserFixture } from './fixture';

// The gallery's slide images in Chromium (display-widgets §4 "Image lazy loading", §9): only images within 200 px of
// the viewport request their size step, the page's queue downloads one image at a time on a phone, the step fits the
// slot at the screen's pixel ratio, and a wider slot downloads a larger step while a narrower one downloads nothing.

let fixture: BrowserFixture;
beforeAll(async () => {
  fixture = await openBrowserFixture();
});
afterEach(() => fixture.closePages());
afterAll(() => fixture?.close());

const desktop = (width = 1000, height = 800, deviceScaleFactor = 1): BrowserContextOptions => ({
  reducedMotion: 'reduce',
  viewport: { width, height },
  deviceScaleFactor,
});
/** A phone: touch first (so `(pointer: coarse)` matches) and narrower than the 432 px mobile breakpoint. */
const phone: BrowserContextOptions = { reducedMotion: 'reduce', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The step the server's markup puts in every slide's src; the image loader asks for the step its slot needs. */
const SERVER_STEP = '100w';
const formatOf = (url: string) => new URL(url, 'http://any.invalid').searchParams.get('format');
/** The image requests the image loader made: every size step but the server markup's. */
const stepRequests = (requests: Request[]) =>
  requests.map((request) => request.url()).filter((url) => new URL(url).pathname.startsWith('/images/') && formatOf(url) !== SERVER_STEP);

interface SlideImage {
  gallery: string;
  dataSrc: string;
  /** absolute, as the page resolves it */
  src: string;
  state: string | undefined;
  top: number;
  bottom: number;
  /** the slot the image loader measures: the image's box, or its parent's width while the image has none */
  slot: { width: number; height: number };
  dimensions: string | null;
  mode: ImageMode;
}

/** Every gallery slide image under `scope`, with its box (viewport coordinates) and its chart's state. */
const slideImages = (page: Page, scope = ''): Promise<SlideImage[]> =>
  page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(selector)).map((img) => {
        const box = img.getBoundingClientRect();
        return {
          gallery: img.closest('[data-block-type]')!.id,
          dataSrc: img.dataset.src!,
          src: img.src,
          state: img.dataset.state,
          top: box.top,
          bottom: box.bottom,
          slot: { width: box.width || (img.parentElement?.getBoundingClientRect().width ?? 0), height: box.height },
          dimensions: img.dataset.imageDimensions ?? null,
          mode: img.dataset.mode as ImageMode,
        };
      }),
    `${scope} ${g.selector('image')}`,
  );

/** How many images are in each chart state. */
const stateCounts = async (page: Page, scope = '') => {
  const counts: Record<string, number> = {};
  for (const { state } of await slideImages(page, scope)) counts[state ?? 'none'] = (counts[state ?? 'none'] ?? 0) + 1;
  return counts;
};
const busy = async (page: Page) => {
  const counts = await stateCounts(page);
  return (counts.queued ?? 0) + (counts.loading ?? 0);
};

/** The step the image loader must ask for, from the slot as laid out now (machines/image-loader/rules.ts). */
const expectedStep = (image: SlideImage, devicePixelRatio: number) =>
  sizeStep(requiredWidth(image.slot, parseDimensions(image.dimensions), image.mode), devicePixelRatio, {
    dprMin: 1,
    dprMax: 3,
    sizeAdjustment: 1,
    saveData: false,
    allowSaveData: false,
  });

/** Two frames: ResizeObserver reports in the frame after layout, so the charts have seen a resize by then. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('lazy loading (§4: within 200 px of the viewport)', () => {
  it('on 20 galleries of 50 slides, images further below request nothing; scrolling near a gallery requests its images', async () => {
    const opened = await fixture.open('/gallery-limits', { contextOptions: desktop() });
    const { page, requests, settle } = opened;
    // Every gallery mounted, wherever it is: the images' own 200 px margin is what this test is about.
    await opened.bootEveryBlock();
    // The first gallery is a slideshow: its 50 slides share one place in view; the current one and its two
    // neighbours load (preloadCount 1), the others draw no image yet.
    await expect.poll(() => stateCounts(page, '#limits-1')).toEqual({ loaded: 3 });
    await expect.poll(() => busy(page)).toBe(0);
    await settle();

    const reachOf = (images: SlideImage[], viewportHeight: number) => {
      const edge = viewportHeight + LAZY_LOAD_MARGIN_PX;
      return { near: images.filter((i) => i.top <= edge && i.bottom >= -LAZY_LOAD_MARGIN_PX), far: images.filter((i) => i.top > edge) };
    };
    const viewportHeight = await page.evaluate(() => innerHeight);
    let { near, far } = reachOf(await slideImages(page), viewportHeight);
    expect(far.length).toBeGreaterThan(400);
    expect(far.filter((i) => i.state !== 'waiting').map((i) => `${i.gallery} ${i.dataSrc}: ${i.state}`)).toEqual([]);
    // Every step the page asked for is what an image within reach now shows.
    const shownNear = new Set(near.filter((i) => i.state === 'loaded').map((i) => i.src));
    expect(stepRequests(requests).filter((url) => !shownNear.has(url))).toEqual([]);
    const before = requests.length;

    // Gallery 9 (a slideshow) 100 px below the window's bottom: within the margin, not in view.
    const below = await page.evaluate(() => {
      const top = document.querySelector('#limits-9')!.getBoundingClientRect().top + scrollY;
      scrollTo(0, top - innerHeight - 100);
      return document.querySelector('#limits-9')!.getBoundingClientRect().top - innerHeight;
    });
    expect(below).toBeGreaterThan(0);
    expect(below).toBeLessThanOrEqual(LAZY_LOAD_MARGIN_PX);
    await expect.poll(() => stateCounts(page, '#limits-9')).toEqual({ loaded: 3 });
    await expect.poll(() => busy(page)).toBe(0);
    await settle();
    ({ near, far } = reachOf(await slideImages(page), viewportHeight));
    const added = stepRequests(requests.slice(before));
    // Its current slide and the next (photos 57 and 58) are on no gallery above: their steps are new downloads.
    expect(added.filter((url) => /\/photo-(57|58)\.jpg/.test(url))).toHaveLength(2);
    const shownNow = new Set(near.filter((i) => i.state === 'loaded').map((i) => i.src));
    expect(added.filter((url) => !shownNow.has(url))).toEqual([]);
    expect(far.length).toBeGreaterThan(400);
    expect(far.filter((i) => i.state !== 'waiting').map((i) => `${i.gallery} ${i.dataSrc}: ${i.state}`)).toEqual([]);
  });
});

describe('the page queue (§4, §9)', () => {
  /** Holds every step download until the test lets it go; counts how many are open at once. */
  async function holdImages(page: Page) {
    const held: Route[] = [];
    const downloads = { open: 0, most: 0, total: 0 };
    await page.route('**/images/**', (route) => {
      if (formatOf(route.request().url()) === SERVER_STEP) return route.continue();
      held.push(route);
      downloads.open += 1;
      downloads.total += 1;
      downloads.most = Math.max(downloads.most, downloads.open);
    });
    const releaseOne = async () => {
      downloads.open -= 1;
      await held.shift()!.continue();
    };
    return { held, downloads, releaseOne };
  }

  it('on a phone one image downloads at a time, the others wait in the queue', async () => {
    let hold!: Awaited<ReturnType<typeof holdImages>>;
    const opened = await fixture.open('/gallery-limits', {
      contextOptions: phone,
      beforeGoto: async (page) => (hold = await holdImages(page)),
    });
    const { page, settle } = opened;
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    for (let n = 1; n <= 4; n += 1) {
      await expect.poll(() => hold.held.length).toBe(1);
      await settle();
      // One download open while the other images in reach wait in the queue.
      expect(hold.downloads).toMatchObject({ open: 1, total: n });
      const counts = await stateCounts(page);
      expect([counts.loading, counts.loaded ?? 0]).toEqual([1, n - 1]);
      expect(counts.queued).toBeGreaterThan(0);
      await hold.releaseOne();
      await expect.poll(async () => (await stateCounts(page)).loaded ?? 0).toBe(n);
    }
    expect(hold.downloads.most).toBe(1);
  });

  it(`on a desktop up to ${DESKTOP_CONCURRENCY} images download at once`, async () => {
    // A grid of four a row on a tall window: over twenty images in reach at once. Every download is held, the video
    // posters too (so the page never reaches its load event): the charts in `loading` are the downloads open.
    const opened = await fixture.newPage({ contextOptions: desktop(1600, 1000), beforeGoto: async (page) => void (await holdImages(page)) });
    await opened.goto('/gallery-grid', { until: 'domcontentloaded' });
    await expect.poll(async () => (await stateCounts(opened.page)).loading ?? 0).toBe(DESKTOP_CONCURRENCY);
    await opened.settle();
    const counts = await stateCounts(opened.page);
    expect([counts.loading, counts.loaded ?? 0]).toEqual([DESKTOP_CONCURRENCY, 0]);
    expect(counts.queued).toBeGreaterThan(0);
  });
});

describe('size steps (§9)', () => {
  for (const path of ['/gallery-stacked-fade', '/gallery-carousel']) {
    it(`${path}: at pixel ratio 1 and 2 each image requests the smallest step for its slot`, async () => {
      const steps: Record<number, string[]> = {};
      for (const dpr of [1, 2]) {
        const { page, requests, settle, close } = await fixture.open(path, { contextOptions: desktop(1000, 800, dpr) });
        await expect.poll(async () => (await stateCounts(page)).loaded ?? 0).toBeGreaterThanOrEqual(3);
        await expect.poll(() => busy(page)).toBe(0);
        await settle();
        const loaded = (await slideImages(page)).filter((i) => i.state === 'loaded');
        const requested = stepRequests(requests);
        for (const image of loaded) {
          const expected = `${expectedStep(image, dpr)}w`;
          expect(formatOf(image.src), `${image.dataSrc} in a ${image.slot.width}×${image.slot.height} slot at ${dpr}x`).toBe(expected);
          // Asked for once, at that step.
          expect(requested.filter((url) => new URL(url).pathname === new URL(image.src).pathname)).toEqual([image.src]);
        }
        steps[dpr] = loaded.map((i) => `${i.dataSrc} ${formatOf(i.src)}`);
        await close();
      }
      expect(steps[2]).not.toEqual(steps[1]);
    });
  }

  it('a cover slot taller than its image needs the step for its height: a landscape photo in a portrait slot', async () => {
    const { page, settle } = await fixture.open('/gallery-carousel', { contextOptions: desktop() });
    await expect.poll(async () => (await stateCounts(page, '#carousel')).loaded ?? 0).toBe(3);
    await expect.poll(() => busy(page)).toBe(0);
    await settle();
    const loaded = (await slideImages(page, '#carousel')).filter((i) => i.state === 'loaded');
    const byWidth = (image: SlideImage) => sizeStep(image.slot.width, 1, { dprMin: 1, dprMax: 3, sizeAdjustment: 1, saveData: false, allowSaveData: false });
    const byHeight = loaded.filter((image) => image.mode === 'cover' && expectedStep(image, 1) > byWidth(image));
    expect(byHeight.map((i) => i.dimensions)).toContain('2500x1667');
    for (const image of byHeight) expect(formatOf(image.src)).toBe(`${expectedStep(image, 1)}w`);
  });
});

describe('preloading (§9 preloadCount 1)', () => {
  /** The slideshow's images drawn so far, by their data-src, and which of them have loaded. */
  const drawn = async (page: Page) => {
    const images = await slideImages(page, '#slideshow');
    return { wanted: images.map((i) => i.dataSrc), loaded: images.filter((i) => i.state === 'loaded').map((i) => i.dataSrc) };
  };

  it('a slideshow draws and loads the current slide and its neighbours only; moving on adds the next and keeps the rest', async () => {
    const { page, requests, settle } = await fixture.open('/gallery-stacked-fade', { contextOptions: desktop() });
    // Six slides, the fourth a video (its poster is the video's own): photos 1, 2, 3, 5 and 6.
    const photo = (n: number) => `/images/photo-${n}.jpg`;
    const photos = [1, 2, 3, 5, 6].map(photo);
    // Looping: the last slide is the first one's neighbour too.
    const first = [photo(1), photo(2), photo(6)];
    await expect.poll(() => drawn(page)).toEqual({ wanted: first, loaded: first });
    await settle();
    const requested = () => [...new Set(stepRequests(requests).map((url) => new URL(url).pathname))].filter((path) => photos.includes(path));
    expect(requested().sort()).toEqual([...first].sort());

    await page.click(`#slideshow ${g.selector('next')}`);
    const second = [photo(1), photo(2), photo(3), photo(6)];
    await expect.poll(() => drawn(page)).toEqual({ wanted: second, loaded: second });
    await settle();
    expect(requested().sort()).toEqual([...second].sort());
  });
});

describe('upgrades (§4)', () => {
  it('a wider window requests a larger step for every loaded image; a narrower one requests nothing', async () => {
    const { page, requests, settle } = await fixture.open('/gallery-stacked-fade', { contextOptions: desktop(400, 800) });
    // The current slide and its two neighbours (preloadCount 1); the others draw no image yet.
    const charted = () => slideImages(page);
    await expect.poll(async () => (await stateCounts(page)).loaded ?? 0).toBe(3);
    await settle();
    const narrow = await charted();
    for (const image of narrow) expect(formatOf(image.src)).toBe(`${expectedStep(image, 1)}w`);

    await page.setViewportSize({ width: 1000, height: 800 });
    const wide = await charted();
    for (const image of wide) expect(expectedStep(image, 1)).toBeGreaterThan(expectedStep(narrow.find((i) => i.dataSrc === image.dataSrc)!, 1));
    await expect.poll(async () => (await charted()).map((i) => [i.state, formatOf(i.src)])).toEqual(wide.map((i) => ['loaded', `${expectedStep(i, 1)}w`]));
    for (const image of await charted()) expect(stepRequests(requests)).toContain(image.src);

    const before = requests.length;
    const shown = (await charted()).map((i) => i.src);
    await page.setViewportSize({ width: 400, height: 800 });
    await expect.poll(async () => (await charted()).map((i) => i.slot.width)).toEqual(narrow.map((i) => i.slot.width));
    await twoFrames(page);
    await settle();
    expect(stepRequests(requests.slice(before))).toEqual([]);
    expect((await charted()).map((i) => [i.state, i.src])).toEqual(shown.map((src) => ['loaded', src]));
  });
});
