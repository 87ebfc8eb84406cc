// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { liveActors } from '../../runtime/actors';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import { SlideContent } from './SlideContent';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const slide = (image: Partial<NonNullable<GallerySlide['image']>> = {}): GallerySlide => ({
  type: 'image',
  id: 'a1',
  url: 'lake',
  clickThroughUrl: null,
  image: { src: '/images/photo-1.jpg', initialSrc: '/images/photo-1.jpg?format=100w', dimensions: '2500x1667', focalPoint: '0.3,0.6', alt: 'Lake', ...image },
  title: '',
  description: '',
  videoHtml: null,
  embed: null,
});

const imageActorIds = () => [...liveActors.keys()].filter((id) => id.startsWith('gallery-1:slide:'));
let cleanup: () => void = () => {};
afterEach(() => cleanup());

function render(content: GallerySlide, crop: boolean, idPrefix = 'gallery-1:slide:2') {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(<SlideContent slide={content} crop={crop} idPrefix={idPrefix} />));
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { img: container.querySelector<HTMLImageElement>(galleryAnatomy.selector('image'))!, unmount: cleanup };
}

describe('SlideContent image', () => {
  it('is a lazy image: the server src until a step loads, the data attributes, a fixed size, not draggable', () => {
    const { img } = render(slide(), true);
    const names = ['data-src', 'src', 'data-image-dimensions', 'data-image-focal-point', 'data-mode', 'width', 'height', 'alt', 'draggable'];
    expect(Object.fromEntries(names.map((name) => [name, img.getAttribute(name)]))).toEqual({
      'data-src': '/images/photo-1.jpg',
      src: '/images/photo-1.jpg?format=100w',
      'data-image-dimensions': '2500x1667',
      'data-image-focal-point': '0.3,0.6',
      'data-mode': 'cover',
      width: '2500',
      height: '1667',
      alt: 'Lake',
      draggable: 'false',
    });
    // cover centres the focal point
    expect([img.style.objectFit, img.style.objectPosition]).toEqual(['cover', '30% 60%']);
    expect(img.dataset.state).toBe('waiting');
  });

  it('contains when the gallery does not crop', () => {
    const { img } = render(slide(), false);
    expect([img.getAttribute('data-mode'), img.style.objectFit, img.style.objectPosition]).toEqual(['contain', 'contain', '50% 50%']);
  });

  it('without dimensions or a server src it is still an image to load, with no fixed size', () => {
    const { img } = render(slide({ dimensions: null, initialSrc: null, focalPoint: null }), true);
    expect([img.getAttribute('data-src'), img.hasAttribute('src'), img.hasAttribute('width'), img.hasAttribute('height')]).toEqual([
      '/images/photo-1.jpg',
      false,
      false,
      false,
    ]);
    expect(img.dataset.state).toBe('waiting');
  });

  it("runs its image chart under the slide's id prefix while mounted", () => {
    const { unmount } = render(slide(), true);
    expect(imageActorIds()).toEqual([expect.stringMatching(/^gallery-1:slide:2:image:\d+$/)]);
    unmount();
    cleanup = () => {};
    expect(imageActorIds()).toEqual([]);
  });
});
