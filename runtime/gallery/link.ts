import type { ActorRefFrom } from 'xstate';
import type { galleryMachine } from '../../machines/gallery/machine';
import type { swipeMachine } from '../../machines/swipe/machine';

type GalleryRef = ActorRefFrom<typeof galleryMachine>;

/**
 * Links two galleries (display-widgets §4 "Linked galleries"): a change in either is followed at once by the other
 * (SYNC, which moves it too), so they never show different slides and neither takes a change while they move.
 * Returns the unlink.
 */
export function linkGalleries(a: GalleryRef, b: GalleryRef): () => void {
  const subscriptions = [[a, b], [b, a]].map(([from, to]) => {
    let index = from!.getSnapshot().context.index;
    return from!.subscribe(({ context }) => {
      if (context.index !== index) to!.send({ type: 'SYNC', index: (index = context.index) });
    });
  });
  return () => subscriptions.forEach((s) => s.unsubscribe());
}

/** A swipe's decision moves its gallery: leftwards is next (display-widgets §4 "Swipe"). Returns the unlink. */
export function swipeGallery(swipe: ActorRefFrom<typeof swipeMachine>, gallery: GalleryRef): () => void {
  const subscription = swipe.on('swiped', ({ direction }) => gallery.send({ type: direction === 'next' ? 'NEXT' : 'PREVIOUS' }));
  return () => subscription.unsubscribe();
}
