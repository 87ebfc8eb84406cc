import type { ComponentType } from 'react';
import { BaseDesign } from './BaseDesign';
import { CarouselDesign } from './CarouselDesign';
import { StackedDesign } from './StackedDesign';
import { StripDesign } from './StripDesign';
import type { BuiltDesign, DesignProps } from './types';

type DesignView = ComponentType<DesignProps>;

/** The designs that move slides: in the gallery chunk itself (a slideshow with thumbnails uses two of them). */
const MOVING: Record<Exclude<BuiltDesign, 'grid' | 'autogrid' | 'autocolumns' | 'autorows' | 'list'>, DesignView> = {
  base: BaseDesign,
  strip: StripDesign,
  stacked: StackedDesign,
  carousel: CarouselDesign,
};

/**
 * Every design's view. The grid-like designs are one chunk of their own, downloaded only by a page that shows one:
 * a slideshow page does not pay for masonry and justified rows.
 */
export const DESIGN_VIEWS: Record<BuiltDesign, () => Promise<DesignView>> = {
  ...(Object.fromEntries(Object.entries(MOVING).map(([name, view]) => [name, () => Promise.resolve(view)])) as Record<keyof typeof MOVING, () => Promise<DesignView>>),
  grid: loadCollection,
  autogrid: loadCollection,
  autocolumns: loadCollection,
  autorows: loadCollection,
  list: loadCollection,
};

function loadCollection(): Promise<DesignView> {
  return import('./CollectionDesign').then((module) => module.CollectionDesign);
}
