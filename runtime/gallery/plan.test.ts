import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLLECTION_DESIGNS, isCollectionDesign, type BuiltDesign } from '../../machines/gallery/designs';
import { galleryConfigSchema } from './gallery.schema';
import { resolveGalleryConfig } from './resolve-config';
import { planGallery, readGalleryEnvironment, type GalleryEnvironment, type GalleryFacts } from './plan';

const slides = [{ id: 'a', url: 'first' }, { id: 'b', url: 'second' }, { id: 'c', url: 'third' }];
const BUILT_DESIGNS: readonly BuiltDesign[] = ['base', 'strip', 'stacked', 'carousel', ...COLLECTION_DESIGNS];
const environment: GalleryEnvironment = { location: { pathname: '/gallery', search: '' }, reducedMotion: false, framed: false, loggedIn: false, windowWidth: 1024 };
const facts = (json: Record<string, unknown>, more: Partial<GalleryFacts> = {}): GalleryFacts => {
  const config = resolveGalleryConfig(galleryConfigSchema.parse(json));
  return { config, design: config.design as BuiltDesign, transition: 'fade', slides, fullUrl: '/gallery', ...more };
};
type Env = Partial<Omit<GalleryEnvironment, 'location'>> & { search?: string };
const plan = (json: Record<string, unknown>, { search = '', ...env }: Env = {}, more: Partial<GalleryFacts> = {}) =>
  planGallery(facts(json, more), { ...environment, ...env, location: { pathname: '/gallery', search } });

describe("a gallery block's plan (which actors start, and how)", () => {
  it('starts autoplay only when configured on a moving design, stopped by ?nomotion=true (display-widgets §3)', () => {
    expect(plan({ design: 'stacked', autoplay: true }).autoplay).toEqual({ enabled: true, intervalMs: 5000, reducedMotion: false, randomize: false });
    expect(plan({ design: 'stacked', autoplay: true }, { search: '?a=1&nomotion=true' }).autoplay?.enabled).toBe(false);
    expect(plan({ design: 'stacked', autoplay: true }, { search: '?nomotion=false' }).autoplay?.enabled).toBe(true);
    expect(plan({ design: 'grid', autoplay: true }).autoplay).toBeNull();
    expect(plan({ design: 'stacked' }).autoplay).toBeNull();
  });

  it('reads the environment once from the page: address, reduced motion, frame, account, width', () => {
    const page = (framed: boolean, reduced: boolean) => {
      const win = { location: { pathname: '/g', search: '?nomotion=true' }, innerWidth: 800, matchMedia: (query: string) => ({ matches: reduced && query === '(prefers-reduced-motion: reduce)' }), self: {}, top: {} };
      if (!framed) win.top = win.self;
      return win as unknown as Window;
    };
    const framedPage = page(true, true);
    expect(readGalleryEnvironment({ authenticatedAccount: 'a' }, framedPage)).toEqual({ location: framedPage.location, reducedMotion: true, framed: true, loggedIn: true, windowWidth: 800 });
    expect(readGalleryEnvironment({}, page(false, false))).toMatchObject({ reducedMotion: false, framed: false, loggedIn: false });
  });

  it('is in edit mode (the editor follows a click-through) inside a frame with an account logged in, only then', () => {
    expect(plan({}, { framed: true, loggedIn: true }).editMode).toBe(true);
    expect(plan({}, { framed: true, loggedIn: false }).editMode).toBe(false);
    expect(plan({}, { framed: false, loggedIn: true }).editMode).toBe(false);
  });

  it('tracks the address when configured, outside edit mode, with a collection address; the address names the first slide', () => {
    const named = { search: '?itemId=b' };
    expect(plan({ historyHash: true }, named)).toMatchObject({ tracksAddress: true, gallery: { startIndex: 1 } });
    expect(plan({ historyHash: false }, named)).toMatchObject({ tracksAddress: false, gallery: { startIndex: 0 } });
    expect(plan({ historyHash: true }, { ...named, framed: true, loggedIn: true })).toMatchObject({ tracksAddress: false, gallery: { startIndex: 0 } });
    // Framed for a visitor (no account): not edit mode, the address is tracked.
    expect(plan({ historyHash: true }, { ...named, framed: true })).toMatchObject({ tracksAddress: true, gallery: { startIndex: 1 } });
    expect(plan({ historyHash: true }, named, { fullUrl: null })).toMatchObject({ tracksAddress: false, gallery: { startIndex: 0 } });
  });

  it('opens the lightbox at start on the item the address named, in a lightbox design only', () => {
    expect(plan({ historyHash: true, lightbox: true }, { search: '?itemId=c' }).openAtStart).toBe(2);
    expect(plan({ historyHash: true, lightbox: false }, { search: '?itemId=c' }).openAtStart).toBeNull();
    expect(plan({ historyHash: true, lightbox: true }).openAtStart).toBeNull();
  });

  it('links a thumbnail strip (its own gallery and swipe) to a stacked design that asks for one', () => {
    const stacked = plan({ design: 'stacked', thumbnails: true, historyHash: true }, { search: '?itemId=b' });
    expect(stacked.thumbnails).toEqual({ count: 3, loop: true, startIndex: 1, transitionMs: 500, keyboard: false, grouped: false, slidesPerRow: 1, windowWidth: 1024 });
    expect(stacked.swipe).toEqual({ boundaries: 'inertial', motion: true });
    expect(plan({ design: 'stacked', thumbnails: true }, { reducedMotion: true }).thumbnails?.transitionMs).toBe(0);
    expect(plan({ design: 'strip', thumbnails: true })).toMatchObject({ thumbnails: null });
  });

  it('for every design and environment: swipe on moving designs but the base one, keys off on collections, no motion under reduced motion', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BUILT_DESIGNS), fc.boolean(), fc.integer({ min: 200, max: 3000 }), (design, reducedMotion, windowWidth) => {
        const planned = plan({ design }, { reducedMotion, windowWidth });
        const collection = isCollectionDesign(design);
        expect(planned.collection).toBe(collection);
        expect(planned.swipe === null).toBe(design === 'base' || collection);
        if (planned.swipe) expect(planned.swipe.motion).toBe(!reducedMotion);
        expect(planned.gallery).toMatchObject({ count: 3, keyboard: !collection, grouped: design === 'carousel', windowWidth });
        if (reducedMotion) expect(planned.gallery.transitionMs).toBe(0);
      }),
    );
  });
});
