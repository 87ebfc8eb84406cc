import { createAnatomy } from '../shared/anatomy';

/** A calendar block: the `grid` of a month (its `title`, `day` cells and each `event` link) and the `previous` and `next` month buttons. */
export const calendarAnatomy = createAnatomy('calendar', ['root', 'nav', 'previous', 'next', 'grid', 'title', 'day', 'event']);
