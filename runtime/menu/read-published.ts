import { menuConfigValidator } from './menu.validator.generated';
import { acceptedBy, markupText } from '../published-markup';

/** The row of tab labels and each label of a menu block (code 18), as the platform draws them. */
export const PUBLISHED_TABS = '.menu-selector, .menu-select-labels-wrapper';
export const PUBLISHED_TAB = '.menu-select-labels';
/** The menus, one per label, in the same order. */
export const PUBLISHED_PANELS = '.menus';
export const PUBLISHED_PANEL = '.menu';

/** The server's tabs and menus of a menu block: as many of each as there are pairs. */
export function serverMenus(block: Element): { tablist: HTMLElement | null; tabs: HTMLElement[]; panels: HTMLElement[] } {
  const tablist = block.querySelector<HTMLElement>(PUBLISHED_TABS);
  const tabs = tablist ? Array.from(tablist.querySelectorAll<HTMLElement>(PUBLISHED_TAB)) : [];
  const panels = Array.from(block.querySelector(PUBLISHED_PANELS)?.querySelectorAll<HTMLElement>(`:scope > ${PUBLISHED_PANEL}`) ?? []);
  const pairs = Math.min(tabs.length, panels.length);
  return { tablist, tabs: tabs.slice(0, pairs), panels: panels.slice(0, pairs) };
}

/**
 * Reads a published menu block (docs/published-pages.md "Menu"): `.menu-selector` holds one `.menu-select-labels`
 * label per menu, `.menus` one `.menu` per label. A block with one menu has no labels: nothing to switch, no tabs.
 */
export function readPublishedMenu(block: HTMLElement): unknown {
  return acceptedBy(menuConfigValidator, { tabs: serverMenus(block).tabs.map((tab) => markupText(tab)) }, 'the menu');
}
