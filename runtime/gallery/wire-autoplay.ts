import type { ActorRefFrom } from 'xstate';
import type { galleryAutoplayMachine } from '../../machines/gallery-autoplay/machine';
import { randomOther } from '../../machines/gallery/index-rules';
import type { galleryMachine } from '../../machines/gallery/machine';

/**
 * Autoplay drives its gallery: each `advance` is NEXT (or a random other slide with randomize), and every slide
 * change, by autoplay or by the visitor, gives autoplay a new full interval. Returns the unwiring.
 */
export function wireAutoplay(
  gallery: ActorRefFrom<typeof galleryMachine>,
  autoplay: ActorRefFrom<typeof galleryAutoplayMachine>,
  options: { randomize: boolean; random?: () => number },
): () => void {
  const random = options.random ?? Math.random;
  const advance = autoplay.on('advance', () => {
    const { index, count } = gallery.getSnapshot().context;
    gallery.send(options.randomize ? { type: 'GO_TO', index: randomOther(index, count, random()) } : { type: 'NEXT' });
  });
  const refill = gallery.on('changed', () => autoplay.send({ type: 'SLIDE_CHANGED' }));
  return () => {
    advance.unsubscribe();
    refill.unsubscribe();
  };
}
