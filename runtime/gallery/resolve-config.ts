import type { GalleryData } from './gallery.schema';

const int = (value: number | string) => (typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10));
const float = (value: number | string) => (typeof value === 'number' ? value : Number.parseFloat(value));
const ALIGNMENT = { left: 'start', center: 'middle', right: 'end', start: 'start', middle: 'middle', end: 'end' } as const;

/** The validated data with numbers read (a string as an integer, §5), the alignment as start/middle/end. */
export function resolveGalleryConfig(data: GalleryData) {
  return {
    ...data,
    imageAspectRatio: data.imageAspectRatio === 'Auto' ? ('Auto' as const) : float(data.imageAspectRatio),
    slidesPerRow: int(data.slidesPerRow),
    columnWidth: int(data.columnWidth),
    rowHeight: int(data.rowHeight),
    gutter: data.gutter === undefined ? undefined : int(data.gutter),
    listImageSize: Math.min(100, int(data.listImageSize)),
    padding: int(data.padding),
    vSize: int(data.vSize),
    'thumbnail-strip-height': int(data['thumbnail-strip-height']),
    'thumbnail-strip-margin': int(data['thumbnail-strip-margin']),
    'thumbnails-per-row': int(data['thumbnails-per-row']),
    'autoplay-duration': float(data['autoplay-duration']),
    'active-alignment': ALIGNMENT[data['active-alignment']],
  };
}

export type GalleryConfig = ReturnType<typeof resolveGalleryConfig>;
