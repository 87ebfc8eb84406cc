import { parseDimensions } from '../../machines/shared/dimensions';
import type { GallerySlide } from '../../runtime/gallery/read-slides';

/**
 * Our contract's slide markup (docs/gallery.md "Markup") for slides read from another markup: a published page's
 * `.sqs-gallery`, whose slides sit among the platform's wrappers, captions beside them and controls of its own. The
 * moving designs adopt markup of ours; this draws it once, with the DOM, from what the reader took.
 */
export function drawSlides(doc: Document, slides: readonly GallerySlide[]): HTMLElement {
  const container = doc.createElement('div');
  container.setAttribute('data-gallery-slides', '');
  container.append(...slides.map((slide) => drawSlide(doc, slide)));
  return container;
}

function drawSlide(doc: Document, slide: GallerySlide): HTMLElement {
  const figure = doc.createElement('figure');
  const set = (element: Element, name: string, value: string | null | undefined) => value && element.setAttribute(name, value);
  set(figure, 'data-slide-id', slide.id);
  set(figure, 'data-slide-url', slide.url);
  set(figure, 'data-click-through-url', slide.clickThroughUrl);
  set(figure, 'data-image-dimensions', slide.image?.dimensions);
  set(figure, 'data-image-focal-point', slide.image?.focalPoint);
  if (slide.embed) {
    // The embed's facade is drawn into the wrapper by the slide's player: the platform's overlay is not kept.
    const wrapper = doc.createElement('div');
    wrapper.setAttribute('data-video-wrapper', '');
    set(wrapper, 'data-html', slide.embed.html);
    set(wrapper, 'data-provider-name', slide.embed.provider);
    set(wrapper, 'data-thumbnail-url', slide.embed.thumbnailUrl);
    figure.append(wrapper);
  } else if (slide.videoHtml) {
    // The server's own video wrapper, as it rendered it.
    figure.insertAdjacentHTML('beforeend', slide.videoHtml);
  } else if (slide.image) {
    const img = doc.createElement('img');
    set(img, 'src', slide.image.initialSrc);
    img.setAttribute('data-src', slide.image.src);
    img.setAttribute('alt', slide.image.alt);
    img.setAttribute('loading', 'lazy');
    const size = parseDimensions(slide.image.dimensions ?? undefined);
    if (size) {
      img.setAttribute('width', String(size.width));
      img.setAttribute('height', String(size.height));
    }
    figure.append(img);
  }
  if (slide.title || slide.description) {
    const caption = doc.createElement('figcaption');
    for (const [className, text] of [['meta-title', slide.title], ['meta-description', slide.description]] as const) {
      if (!text) continue;
      const span = doc.createElement('span');
      span.className = className;
      span.textContent = text;
      caption.append(span);
    }
    figure.append(caption);
  }
  return figure;
}
