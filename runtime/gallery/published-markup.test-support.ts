/**
 * Published gallery markup as the platform renders it (docs/published-pages.md "Gallery"), for the reader's tests:
 * the block, its HTML-escaped `data-block-json`, the slide container, and the slides of each design. Shapes follow
 * the real pages cited in scripts/demo-site/published/README.md.
 */
export interface PublishedSlide {
  src: string;
  dimensions: string;
  alt: string;
  imageId: string;
  title?: string;
  description?: string;
  clickThroughUrl?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const image = (slide: PublishedSlide) =>
  `<noscript><img src="${slide.src}" alt="${escape(slide.alt)}"></noscript>` +
  `<img class="thumb-image" data-src="${slide.src}" data-image="${slide.src}" data-image-dimensions="${slide.dimensions}" data-image-focal-point="0.5,0.5" alt="${escape(slide.alt)}" data-load="false" data-image-id="${slide.imageId}" data-type="image">`;

const meta = (slide: PublishedSlide) =>
  slide.title || slide.description
    ? `<div class="meta" data-type="image"><div class="meta-inside">${slide.title ? `<h3 class="meta-title">${escape(slide.title)}</h3>` : ''}${slide.description ? `<div class="meta-description"><p>${escape(slide.description)}</p></div>` : ''}</div></div>`
    : '';

/** A slideshow's slide: the image and its caption inside, its link on the slide. */
export const slideshowSlide = (slide: PublishedSlide) =>
  `<div class="slide content-fill" data-type="image" data-click-through-url="${slide.clickThroughUrl ?? ''}">${image(slide)}${meta(slide)}</div>`;

/** A grid's item: the image inside an anchor inside a margin wrapper, its title beside the anchor. */
export const gridSlide = (slide: PublishedSlide) =>
  `<div class="slide" data-type="image" data-animation-role="image"><div class="margin-wrapper">` +
  `<a ${slide.clickThroughUrl ? `href="${slide.clickThroughUrl}" ` : 'role="presentation" '}class="image-slide-anchor content-fit">${image(slide)}</a>` +
  `${slide.title ? `<div class="image-slide-title">${escape(slide.title)}</div>` : ''}</div></div>`;

/** The stacked design: each image wrapper followed by its caption, side by side in the container. */
export const stackedSlide = (slide: PublishedSlide) =>
  `<div class="image-wrapper" id="${slide.imageId}" data-type="image" data-animation-role="image">${image(slide)}</div>${meta(slide)}`;

/** The whole block, its data HTML-escaped into the attribute as the platform writes it. */
export function publishedGallery(id: string, data: unknown, container: { design: string; slides: string[]; after?: string }): string {
  const json = typeof data === 'string' ? data : JSON.stringify(data);
  return (
    `<div class="sqs-block gallery-block sqs-block-gallery" data-block-json="${escape(json)}" data-block-type="8" id="${id}"><div class="sqs-block-content">` +
    `<div class="sqs-gallery-container sqs-gallery-block-${container.design} clear"><div class="sqs-gallery">${container.slides.join('')}</div>${container.after ?? ''}</div>` +
    `</div></div>`
  );
}

/** A slideshow's previous/next controls and thumbnail strip, after its slides. */
export const slideshowExtras = (slides: PublishedSlide[]) =>
  `<div class="sqs-gallery-meta-container"><div class="sqs-gallery-controls"><a class="previous" href="#">Previous</a><a class="next" href="#">Next</a></div></div>` +
  `<div class="sqs-gallery-thumbnails">${slides.map((slide) => `<img class="thumb-image" data-src="${slide.src}" data-image-dimensions="${slide.dimensions}" data-image-focal-point="0.5,0.5" alt="${escape(slide.alt)}" data-load="false">`).join('')}</div>`;
