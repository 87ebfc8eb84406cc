import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { parseDimensions } from '../../machines/shared/dimensions';
import type { GallerySlide } from '../../runtime/gallery/read-slides';

const part = galleryAnatomy.attrs;

/** A slide's image, or its video wrapper as the server rendered it, and its meta (title, description). */
export function SlideContent({ slide, crop, metaPosition }: { slide: GallerySlide; crop: boolean; metaPosition?: string }) {
  const size = parseDimensions(slide.image?.dimensions);
  return (
    <>
      {slide.type === 'video' && slide.videoHtml ? (
        <div {...part('video')} dangerouslySetInnerHTML={{ __html: slide.videoHtml }} />
      ) : slide.image ? (
        <img
          {...part('image')}
          src={slide.image.initialSrc ?? slide.image.src}
          data-src={slide.image.src}
          data-image-dimensions={slide.image.dimensions ?? undefined}
          data-image-focal-point={slide.image.focalPoint ?? undefined}
          alt={slide.image.alt}
          width={size?.width}
          height={size?.height}
          draggable={false}
          decoding="async"
          style={{ objectFit: crop ? 'cover' : 'contain' }}
        />
      ) : null}
      {metaPosition && (slide.title || slide.description) ? (
        <div {...part('meta')} data-position={metaPosition}>
          {slide.title ? <p data-meta-title="">{slide.title}</p> : null}
          {slide.description ? <p data-meta-description="">{slide.description}</p> : null}
        </div>
      ) : null}
    </>
  );
}
