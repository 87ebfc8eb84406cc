import type { BlockModule } from '../../runtime/blocks/contract';
import type { SummaryV2Config } from '../../runtime/summary/summary-v2.schema';
import { summaryCarouselInput } from '../../runtime/summary/carousel-input';
import { serverSummaryCarousel } from '../../runtime/summary/read-published';
import { mountView } from '../shared/mount-view';
import { SummaryCarousel } from './SummaryCarousel';
import { summaryV2ConfigValidator } from '../../runtime/summary/summary-v2.validator.generated';

export const schema = summaryV2ConfigValidator;
/** A published page's summary v2 block (docs/published-pages.md "Summary v2"): its design and its list. */
export { readPublishedSummaryV2 as readPublished } from '../../runtime/summary/read-published';

/**
 * The summary v2 block's lazy chunk (visitor-runtime §2): a carousel's items, as the server drew them, moved a group
 * at a time by the gallery's chart (its pager, arrow keys while in view, Home/End inside); a list, a grid or a wall
 * is complete as drawn and stays so.
 */
export const mount: BlockModule<SummaryV2Config>['mount'] = async ({ id, element, startActor }, config) => {
  if (config.design !== 'carousel') return { unmount: () => {} };
  const parts = serverSummaryCarousel(element);
  // The gallery's chart, connect and watchers come with the gallery's chunk, asked for only by a carousel.
  const { galleryMachine, keyboardListener, viewportWatch, connectGallery, currentStart, carouselNeedsControls } = await import('../gallery/block');
  const gallery = startActor(id, galleryMachine.provide({ actors: { keyboard: keyboardListener(() => parts.container), watchViewport: viewportWatch() } }), {
    input: summaryCarouselInput(parts.items.length, config.slidesPerRow),
  });
  // React renders only the status line, into a box of the view's own at the end of the block; drawn at once, so a
  // press on the pager made while the chunk downloaded is replayed onto the bound controls.
  const host = element.ownerDocument.createElement('div');
  element.append(host);
  const unmount = mountView(SummaryCarousel, { gallery, blockId: id, gutter: config.gutter, connect: { connectGallery, currentStart, carouselNeedsControls }, ...parts }, host, { sync: true });
  return { actor: gallery, unmount: () => (unmount(), host.remove()) };
};
