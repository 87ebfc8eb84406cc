import { createAnatomy } from '../shared/anatomy';

/** The menu block: its root, the row of tab labels, each tab (a menu's label) and each panel (a menu). */
export const menuAnatomy = createAnatomy('menu', ['root', 'tablist', 'tab', 'panel']);
