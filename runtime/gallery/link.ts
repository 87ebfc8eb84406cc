import type { ActorRefFrom } from 'xstate';
import type { galleryMachine } from '../../machines/gallery/machine';
import type { swipeMachine } from '../../machines/swipe/machine';

type GalleryRef = ActorRefFrom<typeof galleryMachine>;

/** A swipe's decision moves its gallery: leftwards is next (display-widgets §4 "Swipe"). Returns the unlink. */
export function swipeGallery(swipe: ActorRefFrom<typeof swipeMachine>, gallery: GalleryRef): () => void {
  const subscription = swipe.on('swiped', ({ direction }) => gallery.send({ type: direction === 'next' ? 'NEXT' : 'PREVIOUS' }));
  return () => subscription.unsubscribe();
}
