import { useSelector } from '@xstate/react';
import { useLayoutEffect, type ComponentType } from 'react';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { connectAutoplay, connectGallery } from '../../machines/gallery/connect';
import { isCollectionDesign } from '../../machines/gallery/designs';
import { useStyle } from '../shared/use-style';
import { galleryCss } from './styles';
import type { SwipeRef } from '../../machines/swipe/connect';
import type { ThumbnailStrip } from './ThumbnailStrip';
import type { AutoplayRef, BuiltDesign, DesignProps, GalleryRef } from './types';


interface Props extends DesignProps {
  /** the design's view (views/gallery/designs.ts) */
  Design: ComponentType<DesignProps>;
  autoplay?: AutoplayRef;
  /** the linked thumbnail strip's gallery (slideshow with thumbnails) */
  thumbnails?: GalleryRef;
  /** the drag over the thumbnail strip */
  thumbnailSwipe?: SwipeRef;
  /** the thumbnail strip's view, given with `thumbnails`: in the strip design's chunk (views/gallery/designs.ts) */
  ThumbnailStrip?: typeof ThumbnailStrip;
  /** called once the gallery is first drawn (the block counts as booted from then) */
  onDrawn?: () => void;
}

/**
 * A gallery block: the labelled region (WAI-ARIA carousel), its rotation control first when autoplay is on, the
 * design, an optional linked thumbnail strip and a status line that is announced only while not rotating. The
 * pointer over the region (not touch) and focus inside it pause autoplay.
 */
export function GalleryView(props: Props) {
  useStyle('gallery', galleryCss);
  useLayoutEffect(() => props.onDrawn?.(), []);
  return props.autoplay ? <RotatingGallery {...props} autoplay={props.autoplay} /> : <GalleryFrame {...props} rotation={connectAutoplay(undefined, () => {}, { id: props.id })} />;
}

function RotatingGallery(props: Props & { autoplay: AutoplayRef }) {
  const snapshot = useSelector(props.autoplay, (s) => s);
  return <GalleryFrame {...props} rotation={connectAutoplay(snapshot, props.autoplay.send, { id: props.id })} />;
}

function GalleryFrame(props: Props & { rotation: ReturnType<typeof connectAutoplay> }) {
  const { id, label, gallery, thumbnails, design, rotation, Design, ThumbnailStrip } = props;
  const snapshot = useSelector(gallery, (s) => s);
  const collection = isCollectionDesign(design);
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: () => true, collection });
  return (
    <div {...api.rootProps} data-design={design} {...rotation.pauseProps}>
      {rotation.available ? (
        <button {...rotation.rotationProps}>
          <span aria-hidden="true">{rotation.rotating ? '❚❚' : '▶'}</span>
        </button>
      ) : null}
      <Design {...props} />
      {thumbnails && ThumbnailStrip ? (
        <div style={{ marginTop: `${props.options.thumbnailMargin}px` }}>
          <ThumbnailStrip id={`${id}-thumbs`} label={`${label} thumbnails`} slides={props.slides} gallery={thumbnails} swipe={props.thumbnailSwipe} options={props.options} height={props.options.thumbnailHeight} />
        </div>
      ) : null}
      {/* Every item of a collection is shown: there is no current slide to announce. */}
      {collection ? null : (
        <p {...galleryAnatomy.attrs('status')} aria-live={rotation.live} aria-atomic="true">
          {api.statusText}
        </p>
      )}
    </div>
  );
}
