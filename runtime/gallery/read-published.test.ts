// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { galleryConfigSchema as schema } from './gallery.schema';
import { readPublishedGallery as readPublished } from './read-published';
import { PublishedMarkupError } from '../published-markup-error';
import { gridSlide, publishedGallery, slideshowExtras, slideshowSlide, stackedSlide, type PublishedSlide } from './published-markup.test-support';
import { findGalleryContainer, readSlides } from './read-slides';

const SLIDES: PublishedSlide[] = [
  { src: '/images/photo-1.jpg', dimensions: '2500x1667', alt: 'Rye bread', imageId: '5e83bfa38022342990fbaa9a', title: 'Rye', description: 'Baked at dawn', clickThroughUrl: '/menu' },
  { src: '/images/photo-2.jpg', dimensions: '1667x2500', alt: 'Croissants', imageId: '5e83bfa8970e8e58270da576', title: 'Croissants' },
  { src: '/images/photo-3.jpg', dimensions: '2500x2500', alt: 'Buns', imageId: '5e83bf8f0dfa0d0c21abfeea' },
];

/** The block data of the grid on a real published page (scripts/demo-site/published/README.md), as it stands. */
const GRID_DATA = {
  methodOption: 'transient', existingGallery: null, newWindow: false, 'aspect-ratio': 'standard-vertical', aspectRatio: null, 'auto-crop': true,
  blockAnimation: 'none', collectionId: '5c4b8a5e42bfc120277d72f4', design: 'grid', lightbox: false, padding: 24, 'show-meta': true,
  'show-meta-basic': true, 'show-meta-only-title': false, 'show-meta-only-description': false, 'square-thumbs': false, 'thumbnails-per-row': 4,
  vSize: null, transientGalleryId: '5c4b8a5e42bfc120277d72f4',
};

function block(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

/**
 * What the chunk ends up with: the configuration as the bootstrap validates it (from our data-block-json, or from
 * the published reader) and the slides mount reads.
 */
function booted(element: HTMLElement, source: 'contract' | 'published') {
  const config = schema.safeParse(source === 'contract' ? JSON.parse(element.dataset.blockJson!) : readPublished(element));
  if (!config.success) throw new Error('schema rejected the configuration');
  return { config: config.data, slides: readSlides(findGalleryContainer(element)) };
}

/** Our contract's markup (docs/gallery.md) for the same slides. */
function contractGallery(data: unknown, slides: PublishedSlide[]): HTMLElement {
  const figures = slides.map(
    (s) =>
      `<figure data-slide-id="${s.imageId}"${s.clickThroughUrl ? ` data-click-through-url="${s.clickThroughUrl}"` : ''} data-image-dimensions="${s.dimensions}" data-image-focal-point="0.5,0.5">` +
      `<img data-src="${s.src}" alt="${s.alt}">${s.title || s.description ? `<figcaption>${s.title ? `<span class="meta-title">${s.title}</span>` : ''}${s.description ? `<span class="meta-description">${s.description}</span>` : ''}</figcaption>` : ''}</figure>`,
  );
  const element = block(`<section data-block-type="gallery"><div data-gallery-slides>${figures.join('')}</div></section>`);
  element.setAttribute('data-block-json', JSON.stringify(data));
  return element;
}

describe('reading a published gallery block (code 8, docs/published-pages.md "Gallery")', () => {
  it('reads a real grid block: our fields kept, the named aspect ratio as a number, padding as the gutter, nulls and the platform\'s own keys left out', () => {
    const config = readPublished(block(publishedGallery('block-b174ee8f81c5986f3b50', GRID_DATA, { design: 'grid', slides: SLIDES.map(gridSlide) })));
    expect(config).toEqual({ design: 'grid', 'auto-crop': true, lightbox: false, padding: 24, gutter: 24, 'square-thumbs': false, 'thumbnails-per-row': 4, imageAspectRatio: 3 / 4 });
  });

  it.each([
    ['square', 1],
    ['standard', 4 / 3],
    ['standard-vertical', 3 / 4],
    ['widescreen', 16 / 9],
    ['anamorphic-widescreen', 2.4],
    ['auto', 'Auto'],
  ])('maps the platform\'s aspect ratio %s to %s', (name, ratio) => {
    const config = readPublished(block(publishedGallery('g', { design: 'slideshow', 'aspect-ratio': name }, { design: 'slideshow', slides: [] })));
    expect(config.imageAspectRatio).toBe(ratio);
  });

  it.each([
    ['slideshow', 'slideshow'],
    ['stacked', 'stacked'],
    ['slider', 'slider'],
    ['strip', 'slider'],
    ['carousel', 'carousel'],
    ['grid', 'grid'],
  ])('maps the platform\'s design %s to our setting %s', (design, setting) => {
    expect(readPublished(block(publishedGallery('g', { design }, { design, slides: [] }))).design).toBe(setting);
  });

  it('keeps the grid spacing only where the design draws it, and an explicit gutter over padding', () => {
    expect(readPublished(block(publishedGallery('g', { design: 'slideshow', padding: 20 }, { design: 'slideshow', slides: [] })))).toEqual({ design: 'slideshow', padding: 20 });
    expect(readPublished(block(publishedGallery('g', { design: 'grid', padding: 20, gutter: 3 }, { design: 'grid', slides: [] }))).gutter).toBe(3);
  });

  it.each([
    ['no data-block-json', (html: string) => html.replace(/ data-block-json="[^"]*"/, ''), 'data-block-json is missing.'],
    ['broken JSON', (html: string) => html.replace(/data-block-json="[^"]*"/, 'data-block-json="{&quot;design&quot;:"'), /^data-block-json is not valid JSON \(.+\)\.$/],
    ['an array', (html: string) => html.replace(/data-block-json="[^"]*"/, 'data-block-json="[1]"'), 'data-block-json is not an object.'],
    ['no slide container', (html: string) => html.replace('class="sqs-gallery"', 'class="other"'), 'the slide container (.sqs-gallery) is missing.'],
    ['a field of the wrong type', (html: string) => html.replace('&quot;autoplay&quot;:true', '&quot;autoplay&quot;:&quot;yes&quot;'), /^data-block-json has an invalid field at autoplay: .+\.$/],
  ])('throws PublishedMarkupError naming what is wrong: %s', (_, breakIt, message) => {
    const html = breakIt(publishedGallery('g', { design: 'slideshow', autoplay: true }, { design: 'slideshow', slides: SLIDES.map(slideshowSlide) }));
    expect(() => readPublished(block(html))).toThrow(PublishedMarkupError);
    expect(() => readPublished(block(html))).toThrow(message);
  });
});

describe('a published gallery boots with the configuration and the slides of the same gallery in our contract', () => {
  it('slideshow with thumbnails: captions and links inside the slides, controls and thumbnails left aside', () => {
    const published = block(
      publishedGallery('s', { design: 'slideshow', thumbnails: true, autoplay: true, 'autoplay-duration': 4, 'aspect-ratio': 'widescreen', 'meta-position': 'top', 'show-meta': true, lightbox: false }, { design: 'slideshow', slides: SLIDES.map(slideshowSlide), after: slideshowExtras(SLIDES) }),
    );
    const fromPublished = booted(published, 'published');
    const ours = booted(contractGallery({ design: 'slideshow', thumbnails: true, autoplay: true, 'autoplay-duration': 4, imageAspectRatio: 16 / 9, 'meta-position': 'top', lightbox: false }, SLIDES), 'contract');
    expect(fromPublished).toEqual(ours);
    expect(fromPublished.slides.map((s) => [s.title, s.description, s.clickThroughUrl, s.image?.src])).toEqual([
      ['Rye', 'Baked at dawn', '/menu', '/images/photo-1.jpg'],
      ['Croissants', '', null, '/images/photo-2.jpg'],
      ['', '', null, '/images/photo-3.jpg'],
    ]);
  });

  it('grid: each item\'s title beside its anchor, the anchor\'s link as the click-through', () => {
    const published = block(publishedGallery('g', GRID_DATA, { design: 'grid', slides: SLIDES.map(gridSlide) }));
    const fromPublished = booted(published, 'published');
    const withoutDescriptions = SLIDES.map(({ description: _, ...slide }) => slide);
    const ours = booted(contractGallery({ design: 'grid', 'auto-crop': true, lightbox: false, padding: 24, gutter: 24, 'square-thumbs': false, 'thumbnails-per-row': 4, imageAspectRatio: 0.75 }, withoutDescriptions), 'contract');
    expect(fromPublished).toEqual(ours);
  });

  it('stacked: each caption beside its image wrapper belongs to it and is not a slide', () => {
    const published = block(publishedGallery('t', { design: 'stacked' }, { design: 'stacked', slides: SLIDES.map(stackedSlide) }));
    const fromPublished = booted(published, 'published');
    const withoutLinks = SLIDES.map(({ clickThroughUrl: _, ...slide }) => slide);
    expect(fromPublished).toEqual(booted(contractGallery({ design: 'stacked' }, withoutLinks), 'contract'));
    expect(fromPublished.slides).toHaveLength(3);
  });

  it('a video slide keeps its provider\'s embed in the wrapper\'s data-html', () => {
    const video = `<div class="slide" data-type="video"><div class="sqs-video-wrapper" data-provider-name="YouTube" data-html="&lt;iframe src=&quot;https://www.youtube.com/embed/x&quot;&gt;&lt;/iframe&gt;"></div><img data-src="/images/photo-4.jpg" data-image-dimensions="2500x1667" alt="Video" data-load="false"></div>`;
    const published = block(publishedGallery('v', { design: 'slideshow' }, { design: 'slideshow', slides: [video] }));
    const [slide] = booted(published, 'published').slides;
    expect(slide).toMatchObject({ type: 'video', embed: { html: '<iframe src="https://www.youtube.com/embed/x"></iframe>', provider: 'YouTube' }, image: { src: '/images/photo-4.jpg' } });
  });
});
