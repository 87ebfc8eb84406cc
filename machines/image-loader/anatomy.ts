import { createAnatomy } from '../shared/anatomy';

/** A lazily loaded image: the <img> itself, carrying the chart's state as data-state. */
export const imageLoaderAnatomy = createAnatomy('image-loader', ['image']);
