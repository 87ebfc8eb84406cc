import type { SnapshotFrom } from 'xstate';
import type { carouselNeedsControls } from '../gallery/carousel';
import type { connectGallery, currentStart } from '../gallery/connect';
import type { GalleryEvent, galleryMachine } from '../gallery/machine';

type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;

export interface SummaryCarouselOptions {
  /** the block id: prefix of every DOM id */
  id: string;
  /** the region's label: the summary's heading */
  label: string;
  /** px between slides */
  gutter: number;
}

/**
 * The gallery's connect, handed in by the block (it has it from the gallery's chunk, which it imports on demand: see
 * views/gallery/block.tsx), so that this module imports none of the gallery's code.
 */
export interface GalleryConnect {
  connectGallery: typeof connectGallery;
  currentStart: typeof currentStart;
  carouselNeedsControls: typeof carouselNeedsControls;
}

/** The look of a hidden element that assistive technology still reads (the status line). */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/**
 * Pure: the gallery chart of a summary carousel → props for the server's parts (display-widgets §4 "Carousel", the
 * WAI-ARIA carousel pattern as the gallery's own): its list's container is the labelled region and clips the list,
 * which moves a group at a time by a transform; each item is a slide ("n of N", inert when not shown); the pager's
 * two `span[role=button]`s are the previous and next controls (`aria-disabled` at the ends: a span has no
 * `disabled`), hidden when every item fits in one row; a polite status line says which items show.
 */
export function connectSummaryCarousel(
  snapshot: GallerySnapshot,
  send: (event: GalleryEvent) => void,
  options: SummaryCarouselOptions & { gallery: GalleryConnect },
) {
  const { connectGallery, currentStart, carouselNeedsControls } = options.gallery;
  const start = currentStart(snapshot);
  const { perGroup: per, count, transitionMs } = snapshot.context;
  const api = connectGallery(snapshot, send, { id: options.id, label: options.label, isShown: (i) => i >= start && i < start + per });
  const hidden = !carouselNeedsControls(count, per);
  const pager = ({ type: _type, disabled, onClick, ...props }: typeof api.previousProps) => ({
    ...props,
    role: 'button' as const,
    tabIndex: hidden ? -1 : 0,
    hidden,
    'aria-disabled': disabled || undefined,
    onClick,
  });
  return {
    regionProps: { ...api.rootProps, style: { overflowX: 'clip' } },
    trackProps: {
      ...api.trackProps,
      style: {
        display: 'flex',
        gap: `${options.gutter}px`,
        transition: `transform ${transitionMs}ms ease`,
        // One group is the container's width plus a gutter: move by whole groups.
        transform: `translateX(calc(${-start / per} * (100% + ${options.gutter}px)))`,
      },
    },
    getSlideProps: (i: number) => ({
      ...api.getSlideProps(i),
      style: { flex: `0 0 calc((100% - ${(per - 1) * options.gutter}px) / ${per})`, minWidth: '0' },
    }),
    previousProps: pager(api.previousProps),
    nextProps: pager(api.nextProps),
    statusProps: { role: 'status' as const, 'aria-live': 'polite' as const, style: VISUALLY_HIDDEN },
    statusText: api.statusText,
  };
}
