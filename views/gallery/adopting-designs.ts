// The designs that adopt the server's slides (base, strip, stacked, carousel) and a slideshow's thumbnail strip, with
// their look: a chunk of its own (blocks/gallery-designs.js), downloaded by a gallery that shows one of them, beside
// the grid-like designs' (blocks/gallery-collection.js). One chunk, not one per design: they share their controls,
// click rules and the strip's layout, which would otherwise be a chunk of their own, or join the renderer's.
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { BaseDesign, baseCss } from './BaseDesign';
import { CarouselDesign, carouselCss } from './CarouselDesign';
import { StackedDesign, stackedCss } from './StackedDesign';
import { StripDesign } from './StripDesign';
import { design } from './styles';

export { ThumbnailStrip } from './ThumbnailStrip';

export const ADOPTING_DESIGNS = { base: BaseDesign, strip: StripDesign, stacked: StackedDesign, carousel: CarouselDesign };

const p = galleryAnatomy.partSelector;

/** The strip's look, the thumbnail strip's too: a row of slides moved by the current one's offset. */
const stripCss = `
${design('strip')} ${p('track')} { height: 100%; transition: transform var(--gallery-speed) ease; transform: translate3d(calc(var(--gallery-offset, 0px) + var(--gallery-drag, 0px)), 0, 0); }
${design('strip')} ${p('slide')} { position: relative; flex: 0 0 auto; height: 100%; cursor: pointer; }
${design('strip')} ${p('slide')} ${p('image')} { width: auto; }
${design('strip')} ${p('slide')}[aria-current="true"]::after { content: ''; position: absolute; inset: 0; border: 3px solid #fff; box-shadow: inset 0 0 0 5px rgb(0 0 0 / 0.6); pointer-events: none; }
${design('strip')} ${p('video')} { height: 100%; aspect-ratio: 16 / 9; }
${design('strip')}[data-thumbnails] ${p('track')} { position: relative; }
${design('strip')} ${p('thumbnail')} { position: absolute; top: 0; height: 100%; cursor: pointer; }
${design('strip')} ${p('thumbnail')} img { display: block; width: 100%; height: 100%; object-fit: cover; }
${design('strip')} ${p('thumbnail')}[aria-current="true"]::after { content: ''; position: absolute; inset: 0; border: 3px solid #fff; box-shadow: inset 0 0 0 5px rgb(0 0 0 / 0.6); pointer-events: none; }
`;

export const adoptingDesignsCss = stackedCss + stripCss + carouselCss + baseCss;
