// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { collectionFullUrl, findGalleryContainer, readSlides } from './read-slides';

describe('reading slides from the server-rendered markup (display-widgets §3 "Slide attributes")', () => {
  it('reads each child of the container: ids, urls, image attributes, meta, and video from a wrapper', () => {
    document.body.innerHTML = `<section><div data-gallery-slides data-collection-full-url="/g/">
      <figure data-slide-id="a" data-slide-url="lake" data-click-through-url="/menu" data-image-dimensions="1500x1000" data-image-focal-point="0.3,0.6">
        <img src="/i/lake.jpg?format=100w" data-src="/i/lake.jpg" alt="Lake"><figcaption><span class="meta-title">Lake</span><span class="meta-description">At dawn</span></figcaption></figure>
      <figure data-slide-id="b"><div data-video-wrapper><video></video></div></figure>
      <figure data-slide-id="c"><div data-video-wrapper data-provider-name="YouTube" data-thumbnail-url="/i/c.jpg" data-html="&lt;iframe src=&quot;https://www.youtube.com/embed/x&quot;&gt;&lt;/iframe&gt;"></div></figure>
    </div></section>`;
    const container = findGalleryContainer(document.body);
    const [image, video, embedded] = readSlides(container);
    expect(image).toEqual({
      type: 'image', id: 'a', url: 'lake', clickThroughUrl: '/menu', title: 'Lake', description: 'At dawn', videoHtml: null, embed: null,
      image: { src: '/i/lake.jpg', initialSrc: '/i/lake.jpg?format=100w', dimensions: '1500x1000', focalPoint: '0.3,0.6', alt: 'Lake' },
    });
    expect(video).toMatchObject({ type: 'video', id: 'b', image: null });
    expect(video!.videoHtml).toContain('data-video-wrapper');
    expect(video!.embed).toBeNull();
    // A provider's embed code stays in the wrapper's data-html: nothing of it is in the page until play.
    expect(embedded).toMatchObject({ type: 'video', embed: { html: '<iframe src="https://www.youtube.com/embed/x"></iframe>', provider: 'YouTube', thumbnailUrl: '/i/c.jpg' } });
    expect(collectionFullUrl(container, '/site/')).toBe('/g/');
  });
  it('a block without a container is the §2 error', () => {
    document.body.innerHTML = '<section><img src="x.jpg"></section>';
    expect(() => findGalleryContainer(document.body)).toThrow('Gallery container not found.');
  });
});
