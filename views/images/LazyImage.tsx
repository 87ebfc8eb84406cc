import { useEffect, useRef, useState } from 'react';
import { imageLoaderAnatomy } from '../../machines/image-loader/anatomy';
import type { PartAttrs } from '../../machines/shared/anatomy';
import { parseDimensions } from '../../machines/shared/dimensions';
import type { FitAlignment, ImageMode, LoadPolicy, SizeFormat } from '../../machines/image-loader/rules';
import { bindImage, observeImage, type ImageLoaderRef } from '../../runtime/images/observe-image';

export interface LazyImageProps {
  /** The image's address without a size step (data-src). */
  src: string;
  /** The original's size, 'WxH': the <img> gets it as width and height so layout does not shift. */
  dimensions?: string;
  /** 'x,y' fractions; default '0.5,0.5'. */
  focalPoint?: string;
  mode?: ImageMode;
  fitAlignment?: FitAlignment;
  sizeFormat?: SizeFormat;
  /** viewport (default): when within 200 px of it; eager: at once; never: keep placeholderSrc. */
  load?: LoadPolicy;
  alt: string;
  /** The block's actor id prefix (the chart is `${idPrefix}:image:<n>`). */
  idPrefix: string;
  className?: string;
  /** What the server rendered as src (a small step), shown until a better step loads. */
  placeholderSrc?: string;
  /** An image loader actor started elsewhere (the model test's walk); without it, the image starts its own. */
  actorRef?: ImageLoaderRef;
  /** The anatomy part the <img> carries (a block's own, e.g. the gallery's 'image'); default the image loader's. */
  partAttrs?: PartAttrs;
  draggable?: boolean;
  /** Not wanted yet: nothing is drawn nor fetched until this turns false; from then on the image stays. */
  deferred?: boolean;
}

/** An <img> loaded lazily at the size step its slot needs (runtime/images/observe-image.ts). */
export function LazyImage(props: LazyImageProps) {
  const { src, dimensions, focalPoint, mode, fitAlignment, sizeFormat, load, alt, idPrefix, className, placeholderSrc, actorRef, partAttrs, draggable } =
    props;
  const ref = useRef<HTMLImageElement>(null);
  const [wanted, setWanted] = useState(!props.deferred);
  if (!wanted && !props.deferred) setWanted(true);
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    return actorRef ? bindImage(img, actorRef) : observeImage(img, { idPrefix });
    // Observing reads the data attributes when it starts, so new ones start it again.
  }, [actorRef, wanted, idPrefix, src, dimensions, focalPoint, mode, fitAlignment, sizeFormat, load]);
  if (!wanted) return null;
  const size = parseDimensions(dimensions);
  return (
    <img
      {...(partAttrs ?? imageLoaderAnatomy.attrs('image'))}
      ref={ref}
      data-src={src}
      data-image-dimensions={dimensions}
      data-image-focal-point={focalPoint}
      data-mode={mode}
      data-fit-alignment={fitAlignment}
      data-size-format={sizeFormat}
      data-load={load}
      alt={alt}
      width={size?.width}
      height={size?.height}
      decoding="async"
      // The placeholder too waits until the visitor nears it: a page of a thousand slides does not fetch them all.
      loading={load === 'eager' ? undefined : 'lazy'}
      draggable={draggable}
      className={className}
      src={placeholderSrc}
    />
  );
}
