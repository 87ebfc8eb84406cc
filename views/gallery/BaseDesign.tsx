import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { connectGallery } from '../../machines/gallery/connect';
import { SlidePlayers, useAdoptedTrack, useBoundSlides, useSlideParts } from './adopted';
import type { DesignProps } from './types';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { design } from './styles';

const everyImage = () => true;

/** Base (the stacked setting, and the fallback): the server's slides (adopted), every one shown one under another. */
export function BaseDesign({ id, label, slides, markup, videos, gallery, options }: DesignProps) {
  const snapshot = useSelector(gallery, (s) => s);
  const api = connectGallery(snapshot, gallery.send, { id, label, isShown: () => true });
  const slot = useRef<HTMLDivElement>(null);
  useAdoptedTrack(slot, markup);
  useBoundSlides(markup, { ...api.trackProps, style: { gap: `${options.gutter}px` } }, (i) => ({ ...api.getSlideProps(i), 'data-type': slides[i]!.type }));
  useSlideParts(markup, { id, slides, crop: options.crop, metaPosition: options.metaPosition, wanted: everyImage });
  return (
    <div data-design="base" ref={slot}>
      <SlidePlayers id={id} markup={markup} slides={slides} videos={videos} />
    </div>
  );
}

const p = galleryAnatomy.partSelector;

/** The base design's look: every slide one under another. */
export const baseCss = `
${design('base')} ${p('track')} { flex-direction: column; }
${design('base')} ${p('slide')} { position: relative; }
${design('base')} ${p('image')} { height: auto; }
`;
