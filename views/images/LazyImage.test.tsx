// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { imageLoaderAnatomy } from '../../machines/image-loader/anatomy';
import { liveActors } from '../../runtime/actors';
import { LazyImage } from './LazyImage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const imageActorIds = () => [...liveActors.keys()].filter((id) => id.startsWith('gallery-9:image:'));

describe('LazyImage', () => {
  it('renders the data attributes, a fixed size and the server src, and runs its chart while mounted', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    act(() =>
      root.render(
        <LazyImage
          src="/images/photo-2.jpg"
          dimensions="1667x2500"
          focalPoint="0.5,0.2"
          mode="contain"
          fitAlignment="top"
          alt="Photo 2"
          idPrefix="gallery-9"
          className="slide-image"
          placeholderSrc="/images/photo-2.jpg?format=100w"
        />,
      ),
    );
    const img = container.querySelector<HTMLImageElement>(imageLoaderAnatomy.selector('image'))!;
    const names = ['data-src', 'data-image-dimensions', 'data-image-focal-point', 'data-mode', 'width', 'height', 'decoding', 'loading', 'alt', 'class', 'src'];
    expect(Object.fromEntries(names.map((name) => [name, img.getAttribute(name)]))).toEqual({
      'data-src': '/images/photo-2.jpg',
      'data-image-dimensions': '1667x2500',
      'data-image-focal-point': '0.5,0.2',
      'data-mode': 'contain',
      width: '1667',
      height: '2500',
      decoding: 'async',
      loading: 'lazy',
      alt: 'Photo 2',
      class: 'slide-image',
      src: '/images/photo-2.jpg?format=100w',
    });
    expect([img.style.objectFit, img.style.objectPosition]).toEqual(['contain', '50% 0%']);
    expect(imageActorIds()).toHaveLength(1);
    expect(['waiting', 'queued', 'loading']).toContain(img.dataset.state);
    act(() => root.unmount());
    expect(imageActorIds()).toEqual([]);
    container.remove();
  });

  it('a deferred image is neither drawn nor started until it is wanted, and stays when deferred again', () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const draw = (deferred: boolean) =>
      act(() => root.render(<LazyImage src="/images/photo-3.jpg" alt="Photo 3" idPrefix="gallery-9" placeholderSrc="/images/photo-3.jpg?format=100w" deferred={deferred} />));
    const image = () => container.querySelector<HTMLImageElement>(imageLoaderAnatomy.selector('image'));
    draw(true);
    expect([imageActorIds(), image()]).toEqual([[], null]);
    draw(false);
    const [started] = imageActorIds();
    expect([started, image()?.getAttribute('src')]).toEqual([expect.any(String), '/images/photo-3.jpg?format=100w']);
    draw(true);
    expect([imageActorIds(), image()?.dataset.state]).toEqual([[started], expect.any(String)]);
    act(() => root.unmount());
    expect(imageActorIds()).toEqual([]);
    container.remove();
  });
});
