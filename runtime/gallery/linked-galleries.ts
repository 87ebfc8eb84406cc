import type { ActorRefFrom } from 'xstate';
import type { galleryMachine } from '../../machines/gallery/machine';

type GalleryRef = ActorRefFrom<typeof galleryMachine>;

// Only a gallery with a thumbnail strip links two galleries: this comes with the strip's chunk
// (views/gallery/adopting-designs.ts), not with every gallery's.

/**
 * Links two galleries (display-widgets §4 "Linked galleries"): a change in either is followed at once by the other
 * (SYNC, which moves it too), so they never show different slides and neither takes a change while they move.
 * Returns the unlink.
 */
export function linkGalleries(a: GalleryRef, b: GalleryRef): () => void {
  const follow = (from: GalleryRef, to: GalleryRef) => {
    let index = from.getSnapshot().context.index;
    return from.subscribe((snapshot) => {
      if (snapshot.context.index === index) return;
      index = snapshot.context.index;
      to.send({ type: 'SYNC', index });
    });
  };
  const subscriptions = [follow(a, b), follow(b, a)];
  return () => subscriptions.forEach((s) => s.unsubscribe());
}
