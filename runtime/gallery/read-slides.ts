import { galleryAnatomy } from '../../machines/gallery/anatomy';

/**
 * Reads a gallery's slides from the server-rendered markup (display-widgets §3 "Slide attributes"): the data the
 * gallery engine takes. Two markups carry the same facts (docs/published-pages.md "Gallery"): ours, and the
 * platform's published one (`.sqs-gallery > .slide`, the image's data on its `img`, the caption in `.meta`), so one
 * reader takes both and the chunk never knows which it read.
 */
export interface GallerySlide {
  /** video when the slide holds a video wrapper (§3) */
  type: 'image' | 'video';
  id: string | null;
  /** the slide's own url segment (address tracking) */
  url: string | null;
  clickThroughUrl: string | null;
  image: SlideImage | null;
  title: string;
  description: string;
  /** the video wrapper's markup, kept as the server rendered it */
  videoHtml: string | null;
  /**
   * A provider's embed (display-widgets §3 "Video element"): the wrapper's `data-html` (the embed code, kept out of
   * the page until the visitor plays), `data-provider-name` and `data-thumbnail-url`. The slide's video chart plays it.
   */
  embed: SlideEmbed | null;
}

export interface SlideEmbed {
  html: string;
  provider: string | null;
  thumbnailUrl: string | null;
}

export interface SlideImage {
  /** `data-src`: the image without a size step */
  src: string;
  /** the `src` the server rendered (a small step), shown until a better one loads */
  initialSrc: string | null;
  /** 'WxH' */
  dimensions: string | null;
  /** 'x,y' fractions */
  focalPoint: string | null;
  alt: string;
}

/** The platform's element holding a published gallery's slides. */
export const PUBLISHED_CONTAINER_SELECTOR = '.sqs-gallery';
/** The element holding the slides: `[data-gallery-slides]` inside the block (or the published container). */
export const GALLERY_CONTAINER_SELECTOR = `[data-gallery-slides], ${PUBLISHED_CONTAINER_SELECTOR}`;
/** A caption the platform's stacked design renders beside its slide, as the next sibling, rather than inside it. */
const BESIDE_CAPTION = '.meta';
const VIDEO_WRAPPER_SELECTOR = '[data-video-wrapper], .sqs-video-wrapper';

export class MissingContainerError extends Error {
  constructor() {
    super('Gallery container not found.');
  }
}

/** The slide container, or the §2 error (thrown inside the block: console only, the markup stays). */
export function findGalleryContainer(block: Element): HTMLElement {
  const container = block.querySelector<HTMLElement>(GALLERY_CONTAINER_SELECTOR);
  if (!container) throw new MissingContainerError();
  return container;
}

const attr = (element: Element | null, name: string) => element?.getAttribute(name)?.trim() || null;

/** A slide's parts in the server's markup: its video wrapper, its image (when not a video) and its caption. */
export function slideParts(slide: Element) {
  const wrapper = slide.querySelector<HTMLElement>(VIDEO_WRAPPER_SELECTOR);
  // The image with the data, not a copy in a <noscript> (parsed as elements where scripting is off).
  const img = slide.querySelector<HTMLImageElement>('img[data-src]') ?? slide.querySelector<HTMLImageElement>('img');
  const beside = slide.nextElementSibling?.matches(BESIDE_CAPTION) ? slide.nextElementSibling : null;
  const caption = slide.querySelector<HTMLElement>('figcaption, .meta') ?? (beside as HTMLElement | null);
  return { wrapper, img, caption };
}

export function readSlide(slide: Element): GallerySlide {
  const { wrapper, img, caption } = slideParts(slide);
  const src = attr(slide, 'data-src') ?? attr(img, 'data-src') ?? attr(img, 'src');
  // A published grid's title is an `.image-slide-title` of its own, outside any caption.
  const title = (caption ?? slide).querySelector(`.meta-title, ${galleryAnatomy.selector('meta-title')}, .image-slide-title`);
  const description = caption?.querySelector(`.meta-description, ${galleryAnatomy.selector('meta-description')}`) ?? (title ? null : caption);
  // A published grid links its item through its anchor (unless the anchor opens the lightbox).
  const anchor = slide.querySelector('a.image-slide-anchor:not(.js-gallery-lightbox-opener)');
  return {
    type: wrapper ? 'video' : 'image',
    id: attr(slide, 'data-slide-id') ?? attr(img, 'data-image-id'),
    url: attr(slide, 'data-slide-url'),
    clickThroughUrl: attr(slide, 'data-click-through-url') ?? attr(anchor, 'href'),
    image: src
      ? {
          src,
          initialSrc: attr(img, 'src'),
          dimensions: attr(slide, 'data-image-dimensions') ?? attr(img, 'data-image-dimensions'),
          focalPoint: attr(slide, 'data-image-focal-point') ?? attr(img, 'data-image-focal-point'),
          alt: img?.getAttribute('alt') ?? '',
        }
      : null,
    title: title?.textContent?.trim() ?? '',
    description: description?.textContent?.trim() ?? '',
    videoHtml: wrapper ? wrapper.outerHTML : null,
    embed: wrapper?.hasAttribute('data-html')
      ? { html: wrapper.getAttribute('data-html')!, provider: attr(wrapper, 'data-provider-name'), thumbnailUrl: attr(wrapper, 'data-thumbnail-url') }
      : null,
  };
}

/** Every element child of the container is a slide, in order (a published caption beside its slide is not one). */
export function readSlides(container: Element): GallerySlide[] {
  return slideElements(container).map(readSlide);
}

/** The slide elements themselves, in order: what a view adopts as its slides. */
export function slideElements(container: Element): HTMLElement[] {
  return (Array.from(container.children) as HTMLElement[]).filter((child) => !child.matches(BESIDE_CAPTION));
}

/** The collection's full url: the container's `data-collection-full-url`, else the site context's, else null. */
export function collectionFullUrl(container: Element, siteFullUrl: string | null | undefined): string | null {
  return attr(container, 'data-collection-full-url') ?? siteFullUrl ?? null;
}
