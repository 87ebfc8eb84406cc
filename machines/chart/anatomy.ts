import { createAnatomy } from '../shared/anatomy';

/**
 * A chart block: `figure` holds the `caption` (the title), the `plot` (an SVG bar chart, hidden from assistive
 * technology: the `table` says the same), its `legend`, the `note` when the dataset was cut, and the data `table`.
 */
export const chartAnatomy = createAnatomy('chart', ['figure', 'caption', 'plot', 'bar', 'legend', 'note', 'table']);
