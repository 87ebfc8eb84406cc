// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Actor, AnyActorLogic } from 'xstate';
import { liveActors } from '../actors';
import type { ImageEnvironment, ImageWindow } from './image-actors';
import { NO_PARENT_NODE, NOT_AN_IMAGE, observeImage } from './observe-image';
import { createImageQueue, type ImageQueue } from './queue';

/** Stand-in for IntersectionObserver and ResizeObserver: the test reports entries itself. */
class FakeObserver {
  static made: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: unknown[]) => void,
    readonly options?: { rootMargin?: string },
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve(element: Element) {
    this.observed = this.observed.filter((e) => e !== element);
  }
  disconnect() {
    this.disconnected = true;
  }
}
class FakeIntersectionObserver extends FakeObserver {}
class FakeResizeObserver extends FakeObserver {}
const observers = <T extends typeof FakeObserver>(kind: T) => FakeObserver.made.filter((o) => o instanceof kind);

const rect = (top: number, width: number, height: number) =>
  ({ top, left: 0, bottom: top + height, right: width, width, height, x: 0, y: top }) as DOMRect;

let loads: Array<{ url: string; signal: AbortSignal; resolve: () => void; reject: (error: Error) => void }>;
let queue: ImageQueue;
let errors: MockInstance<typeof console.error>;
const win = (overrides: Partial<ImageWindow> = {}): ImageWindow => ({
  IntersectionObserver: FakeIntersectionObserver as unknown as typeof IntersectionObserver,
  ResizeObserver: FakeResizeObserver as unknown as typeof ResizeObserver,
  devicePixelRatio: 2,
  innerWidth: 1024,
  innerHeight: 800,
  navigator: {} as Navigator,
  ...overrides,
});
const environment = (overrides: Partial<ImageWindow> = {}): Partial<ImageEnvironment> => ({
  window: win(overrides),
  queue,
  loadImage: (url, signal) => new Promise<void>((resolve, reject) => void loads.push({ url, signal, resolve, reject })),
});

/** A 3:2 cover image in a 400×300 slot at `top`; at DPR 2 it needs the 1000 step. */
function addImage(name: string, attributes: Record<string, string> = {}, top = 0) {
  const img = document.createElement('img');
  Object.assign(img.dataset, { src: `/images/${name}.jpg`, imageDimensions: '2500x1667', mode: 'cover', ...attributes });
  img.src = `/images/${name}-100w.jpg`;
  let box = rect(top, 400, 300);
  img.getBoundingClientRect = () => box;
  document.body.append(img);
  return { img, resize: (width: number, height: number) => (box = rect(top, width, height)) };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const intersect = (img: Element, top = 0) =>
  observers(FakeIntersectionObserver)
    .filter((o) => o.observed.includes(img))
    .forEach((o) => o.callback([{ isIntersecting: true, target: img, boundingClientRect: rect(top, 400, 300) }]));
const resized = (img: Element) =>
  observers(FakeResizeObserver)
    .filter((o) => o.observed.includes(img) && !o.disconnected)
    .forEach((o) => o.callback([{ target: img }]));

beforeEach(() => {
  FakeObserver.made = [];
  loads = [];
  queue = createImageQueue(16);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
  document.body.innerHTML = '';
});

describe('observeImage', () => {
  it('refuses an element that is not an <img>, and an image outside the document tree (§8)', () => {
    const before = liveActors.size;
    observeImage(document.createElement('div') as unknown as HTMLImageElement, { idPrefix: 'g' })();
    observeImage(null as unknown as HTMLImageElement, { idPrefix: 'g' })();
    observeImage(document.createElement('img'), { idPrefix: 'g' })();
    expect(errors.mock.calls.map((call) => call[0])).toEqual([
      `[visitor-runtime] ${NOT_AN_IMAGE}`,
      `[visitor-runtime] ${NOT_AN_IMAGE}`,
      `[visitor-runtime] ${NO_PARENT_NODE}`,
    ]);
    expect(liveActors.size).toBe(before);
  });

  it('waits for the image within 200 px of the viewport, then loads the step its slot needs and shows it', async () => {
    const { img } = addImage('photo-1', { imageFocalPoint: '0.2,0.4' });
    const stop = observeImage(img, { idPrefix: 'gallery-1', environment: environment() });
    const id = [...liveActors.keys()].find((key) => key.startsWith('gallery-1:image:'));
    expect(id).toBeDefined();
    expect([img.style.objectFit, img.style.objectPosition]).toEqual(['cover', '20% 40%']);
    const [watch] = observers(FakeIntersectionObserver);
    expect(watch!.options).toEqual({ rootMargin: '200px' });
    expect(watch!.observed).toEqual([img]);
    expect([img.dataset.state, loads.length]).toEqual(['waiting', 0]);

    intersect(img);
    await flush();
    expect(watch!.disconnected).toBe(true);
    expect(loads.map((load) => load.url)).toEqual(['/images/photo-1.jpg?format=1000w']);
    // The page's own small src stays until the step has loaded.
    expect([img.dataset.state, img.getAttribute('src')]).toEqual(['loading', '/images/photo-1-100w.jpg']);

    loads[0]!.resolve();
    await flush();
    expect([img.dataset.state, img.getAttribute('src')]).toEqual(['loaded', '/images/photo-1.jpg?format=1000w']);
    stop();
    expect(liveActors.has(id!)).toBe(false);
  });

  it('downloads again for a larger slot, never for a smaller one', async () => {
    const { img, resize } = addImage('photo-2', { sizeFormat: 'filename' });
    const stop = observeImage(img, { idPrefix: 'g', environment: environment() });
    intersect(img);
    await flush();
    loads[0]!.resolve();
    await flush();
    resized(img); // the first report on observe: same slot, nothing new
    resize(100, 60);
    resized(img);
    await flush();
    expect(loads).toHaveLength(1);
    resize(1200, 800);
    resized(img);
    await flush();
    expect(loads.map((load) => load.url)).toEqual(['/images/photo-2-1000w.jpg', '/images/photo-2-2500w.jpg']);
    loads[1]!.resolve();
    await flush();
    expect(img.getAttribute('src')).toBe('/images/photo-2-2500w.jpg');
    stop();
  });

  it('loads at once without an IntersectionObserver, or when data-load is eager', async () => {
    const { img: plain } = addImage('photo-3');
    const { img: eager } = addImage('photo-4', { load: 'true' });
    const stops = [
      observeImage(plain, { idPrefix: 'g', environment: environment({ IntersectionObserver: undefined }) }),
      observeImage(eager, { idPrefix: 'g', environment: environment() }),
    ];
    await flush();
    expect(loads.map((load) => load.url)).toEqual(['/images/photo-3.jpg?format=1000w', '/images/photo-4.jpg?format=1000w']);
    expect(observers(FakeIntersectionObserver)).toEqual([]);
    stops.forEach((stop) => stop());
  });

  it('goes through the queue: with one slot the second image waits for the first download to end', async () => {
    queue = createImageQueue(1);
    const { img: first } = addImage('photo-5');
    const { img: second } = addImage('photo-6', {}, 600);
    const stops = [first, second].map((img) => observeImage(img, { idPrefix: 'g', environment: environment() }));
    intersect(first);
    intersect(second, 600);
    await flush();
    expect(loads).toHaveLength(1);
    expect(second.dataset.state).toBe('queued');
    loads[0]!.reject(new Error('404'));
    await flush();
    expect(loads.map((load) => load.url)).toEqual(['/images/photo-5.jpg?format=1000w', '/images/photo-6.jpg?format=1000w']);
    stops.forEach((stop) => stop());
  });

  it('logs a failed download with the §8 message and keeps what the image showed', async () => {
    const { img } = addImage('photo-7');
    const stop = observeImage(img, { idPrefix: 'g', environment: environment() });
    intersect(img);
    await flush();
    loads[0]!.reject(new Error('404'));
    await flush();
    expect([img.dataset.state, img.getAttribute('src')]).toEqual(['failed', '/images/photo-7-100w.jpg']);
    expect(errors).toHaveBeenCalledWith('[visitor-runtime] Invalid or missing image source.', '/images/photo-7.jpg?format=1000w');
    stop();
  });

  it('images of one window share one IntersectionObserver and one ResizeObserver; the last to go disconnects them', async () => {
    const env = environment();
    const images = ['photo-11', 'photo-12', 'photo-13'].map((name, i) => addImage(name, {}, i * 400).img);
    const stops = images.map((img) => observeImage(img, { idPrefix: 'g', environment: env }));
    const [watch, ...others] = observers(FakeIntersectionObserver);
    expect([others.length, watch!.observed]).toEqual([0, images]);
    intersect(images[0]!);
    await flush();
    expect(loads.map((load) => load.url)).toEqual(['/images/photo-11.jpg?format=1000w']);
    expect([watch!.observed, watch!.disconnected]).toEqual([images.slice(1), false]);
    loads[0]!.resolve();
    intersect(images[1]!, 400);
    await flush();
    loads[1]!.resolve();
    await flush();
    const [sizes, ...moreSizes] = observers(FakeResizeObserver);
    expect([moreSizes.length, sizes!.observed]).toEqual([0, images.slice(0, 2)]);
    stops.forEach((stop) => stop());
    expect([watch!.disconnected, sizes!.disconnected]).toEqual([true, true]);
  });

  it('starts every image of a page from one provided chart, not one per image', () => {
    const images = ['photo-14', 'photo-15'].map((name) => addImage(name).img);
    const stops = images.map((img) => observeImage(img, { idPrefix: 'page' }));
    const charts = [...liveActors.entries()].filter(([key]) => key.startsWith('page:image:')).map(([, actor]) => (actor as Actor<AnyActorLogic>).logic);
    expect(charts).toHaveLength(2);
    expect(charts[0]).toBe(charts[1]);
    stops.forEach((stop) => stop());
  });

  it('stops everything on cleanup: the watch, the queued request, the download in flight', async () => {
    queue = createImageQueue(1);
    const { img: loading } = addImage('photo-8');
    const { img: waiting } = addImage('photo-9');
    const { img: far } = addImage('photo-10', {}, 5000);
    const stops = [loading, waiting, far].map((img) => observeImage(img, { idPrefix: 'g', environment: environment() }));
    intersect(loading);
    intersect(waiting);
    await flush();
    expect([queue.active, queue.waiting]).toEqual([1, 1]);
    stops.forEach((stop) => stop());
    expect([queue.active, queue.waiting]).toEqual([0, 0]);
    expect(loads[0]!.signal.aborted).toBe(true);
    expect(observers(FakeIntersectionObserver).every((o) => o.disconnected)).toBe(true);
    expect(far.style.objectFit).toBe('');
  });

  describe('the image configuration flags (display-widgets §3)', () => {
    const load = async (img: HTMLImageElement) => {
      intersect(img);
      await flush();
      loads.at(-1)!.resolve();
      await flush();
    };

    it('forceImageUpdate: a smaller slot downloads the smaller step too', async () => {
      const { img, resize } = addImage('photo-20', { forceImageUpdate: 'true' });
      const stop = observeImage(img, { idPrefix: 'g', environment: environment() });
      await load(img);
      resize(100, 60);
      resized(img);
      await flush();
      expect(loads.map((l) => l.url)).toEqual(['/images/photo-20.jpg?format=1000w', '/images/photo-20.jpg?format=300w']);
      stop();
    });

    it('stretch="false": no wider than its own width, and no larger step than that needs', async () => {
      const { img } = addImage('photo-21', { stretch: 'false', imageDimensions: '300x200', mode: 'none' });
      const stop = observeImage(img, { idPrefix: 'g', environment: environment() });
      expect(img.style.maxWidth).toBe('300px');
      intersect(img);
      await flush();
      // A 400 px slot at DPR 2 needs 800 px, but the image is drawn at most 300 px wide: 300 × 2 → the 750 step.
      expect(loads.map((l) => l.url)).toEqual(['/images/photo-21.jpg?format=750w']);
      stop();
      expect(img.style.maxWidth).toBe('');
    });

    it('fixedRatio: the box keeps the image\'s ratio', () => {
      const { img } = addImage('photo-22', { fixedRatio: 'true' });
      const stop = observeImage(img, { idPrefix: 'g', environment: environment() });
      expect(img.style.aspectRatio).toBe('2500 / 1667');
      stop();
      expect(img.style.aspectRatio).toBe('');
    });

    it('useBgImage: the loaded step is the parent\'s background, the image transparent; all put back after', async () => {
      const holder = document.createElement('div');
      holder.style.backgroundColor = 'red';
      document.body.append(holder);
      const { img } = addImage('photo-23', { useBgImage: 'true', imageFocalPoint: '0.1,0.9' });
      holder.append(img);
      const stop = observeImage(img, { idPrefix: 'g', environment: environment() });
      expect(holder.style.backgroundImage).toBe('');
      await load(img);
      expect(holder.style.backgroundImage).toBe('url("/images/photo-23.jpg?format=1000w")');
      expect([holder.style.backgroundSize, holder.style.backgroundPosition, img.style.opacity]).toEqual(['cover', '10% 90%', '0']);
      stop();
      expect([holder.style.backgroundImage, holder.style.backgroundColor, img.style.opacity]).toEqual(['', 'red', '']);
    });

    it('useAdvancedPositioning: placed inside its parent by its focal point, again when the parent resizes', () => {
      const holder = document.createElement('div');
      let box = rect(0, 400, 400);
      holder.getBoundingClientRect = () => box;
      document.body.append(holder);
      const { img } = addImage('photo-24', { useAdvancedPositioning: 'true', imageDimensions: '2000x1000', imageFocalPoint: '0,0.5' });
      holder.append(img);
      const stop = observeImage(img, { idPrefix: 'g', environment: environment() });
      // A 2:1 image covering a square: 200 % wide, its left edge at the box's (the focal point is at its left edge).
      expect([img.style.position, img.style.left, img.style.top, img.style.width, img.style.height]).toEqual(['absolute', '0%', '0%', '200%', '100%']);
      expect(img.style.objectFit).toBe('');
      box = rect(0, 400, 100);
      resized(holder);
      expect([img.style.left, img.style.width, img.style.height]).toEqual(['0%', '100%', '200%']);
      stop();
      expect([img.style.position, img.style.width]).toEqual(['', '']);
    });
  });
});
