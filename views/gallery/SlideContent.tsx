import { galleryAnatomy } from '../../machines/gallery/anatomy';
import type { GallerySlide } from '../../runtime/gallery/read-slides';
import { LazyImage } from '../images/LazyImage';
import type { VideoRef } from '../../runtime/video/page-videos';
import type { VideoViewProps } from '../video/VideoView';
import type { ComponentType } from 'react';

const part = galleryAnatomy.attrs;

interface SlideContentProps {
  slide: GallerySlide;
  /** cover (the gallery crops) or contain */
  crop: boolean;
  metaPosition?: string;
  /** unique per slide and stable across renders: `${galleryId}:slide:${index}` (its image chart's id prefix) */
  idPrefix: string;
  /** Not wanted yet (a stacked slide far from the current one): its image keeps the server's small step. */
  deferred?: boolean;
  /** An embed slide's video chart and view: the slide shows its facade, then its player (views/video/VideoView.tsx). */
  video?: { ref: VideoRef; View: ComponentType<VideoViewProps> } | null;
}

/**
 * A slide's image, loaded lazily at the size step its slot needs (views/images/LazyImage.tsx: the server's small
 * step shows until then), or its video wrapper as the server rendered it, and its meta (title, description).
 */
export function SlideContent({ slide, crop, metaPosition, idPrefix, deferred, video }: SlideContentProps) {
  return (
    <>
      {video && slide.embed ? (
        <div {...part('video')}>
          <video.View actorRef={video.ref} blockId={idPrefix} title={slide.title || slide.image?.alt || 'Video'} thumbnailUrl={slide.embed.thumbnailUrl ?? undefined} fill />
        </div>
      ) : slide.type === 'video' && slide.videoHtml ? (
        <div {...part('video')} dangerouslySetInnerHTML={{ __html: slide.videoHtml }} />
      ) : slide.image ? (
        <LazyImage
          partAttrs={part('image')}
          src={slide.image.src}
          placeholderSrc={slide.image.initialSrc ?? undefined}
          dimensions={slide.image.dimensions ?? undefined}
          focalPoint={slide.image.focalPoint ?? undefined}
          mode={crop ? 'cover' : 'contain'}
          alt={slide.image.alt}
          idPrefix={idPrefix}
          deferred={deferred}
          draggable={false}
        />
      ) : null}
      {metaPosition && (slide.title || slide.description) ? (
        <div {...part('meta')} data-position={metaPosition}>
          {slide.title ? <p {...part('meta-title')}>{slide.title}</p> : null}
          {slide.description ? <p {...part('meta-description')}>{slide.description}</p> : null}
        </div>
      ) : null}
    </>
  );
}
