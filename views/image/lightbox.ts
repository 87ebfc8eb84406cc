import type { BlockContext } from '../../runtime/blocks/contract';
import { loadLightboxOnRequest, OPEN_EVENT, type OpenRequest } from '../../runtime/gallery/lightbox-requests';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import type { ImageBlockConfig } from '../../runtime/image/image.schema';
import { PUBLISHED_LIGHTBOX } from '../../runtime/image/read-published';
import { activate } from './enhance';

/** An image as a lightbox slide: its address, the step the page shows, its dimensions, focal point and text. */
function slideOf(img: HTMLElement): GallerySlide {
  const caption = img.closest('figure')?.querySelector('figcaption')?.textContent?.trim() ?? '';
  return {
    type: 'image',
    id: img.getAttribute('data-image-id'),
    url: null,
    clickThroughUrl: null,
    image: {
      src: img.getAttribute('data-src')!,
      initialSrc: img.getAttribute('src'),
      dimensions: img.getAttribute('data-image-dimensions'),
      focalPoint: img.getAttribute('data-image-focal-point'),
      alt: img.getAttribute('alt') ?? '',
    },
    title: caption,
    description: '',
    videoHtml: null,
    embed: null,
  };
}

/**
 * The lightbox of a block configured with one (display-widgets §4 "Lightbox"): each image without a link of its own
 * opens it at that image, from its trigger (the platform's `button.lightbox`, else the image's box made a button).
 * The lightbox's chunk downloads on the first request; requests made meanwhile are kept and open it once it is in.
 */
export function wireLightbox({ id, element, site, startActor }: BlockContext, images: HTMLElement[], theme: ImageBlockConfig['lightboxTheme']) {
  const shown = images.filter((img) => !img.closest('a[href], [data-click-through-url]') && img.parentElement);
  if (!shown.length) return () => {};
  const slides = shown.map(slideOf);
  const label = slides[0]!.image!.alt || 'Image';
  const stopLoading = loadLightboxOnRequest(element, () =>
    import('../lightbox/mount').then(({ startLightbox }) => startLightbox({ id, label, theme, slides, startActor, site })),
  );
  const request = (index: number) =>
    element.dispatchEvent(new CustomEvent<OpenRequest>(OPEN_EVENT, { bubbles: true, detail: { galleryId: id, index, slide: slides[index] } }));
  const restores = shown.map((img, index) => {
    const trigger = img.closest<HTMLElement>(PUBLISHED_LIGHTBOX) ?? img.closest<HTMLElement>('button') ?? img.parentElement!;
    trigger.dataset.lightboxTrigger = '';
    const restore = activate(trigger, 'button', () => request(index));
    return () => {
      restore();
      delete trigger.dataset.lightboxTrigger;
    };
  });
  return () => {
    restores.forEach((restore) => restore());
    stopLoading();
  };
}
