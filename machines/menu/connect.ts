import type { SnapshotFrom } from 'xstate';
import { menuAnatomy } from './anatomy';
import type { MenuEvent, menuMachine } from './machine';
import { menuKey } from './rules';

type Snapshot = SnapshotFrom<typeof menuMachine>;

/** The platform stylesheet's classes for the selected label and the shown menu: kept in step so the site's look follows. */
export const ACTIVE_TAB_CLASS = 'menu-select-labels--active';
export const ACTIVE_PANEL_CLASS = 'menu-active';

/** Pure: snapshot → prop-getters for the tabs and their menus (WAI-ARIA tabs pattern, manual activation). */
export function connectMenu(snapshot: Snapshot, send: (event: MenuEvent) => void, { id }: { id: string }) {
  const { selected, focused, tabCount } = snapshot.context;
  const ids = (index: number) => ({ tab: `${id}:tab:${index}`, panel: `${id}:panel:${index}` });
  const part = menuAnatomy.attrs;
  const state = (index: number) => (index === selected ? 'selected' : 'unselected');
  return {
    selected,
    focused,
    tabCount,
    rootProps: { ...part('root') },
    tablistProps: {
      ...part('tablist'),
      role: 'tablist',
      'aria-orientation': 'horizontal' as const,
      /** A key on a tab: true when the menu took it (the view then keeps it from the page). */
      onKeyDown: (key: string): boolean => {
        const event = menuKey(key);
        if (event) send(event);
        return event !== null;
      },
    },
    getTabProps: (index: number) => ({
      ...part('tab'),
      id: ids(index).tab,
      role: 'tab',
      'aria-selected': index === selected,
      'aria-controls': ids(index).panel,
      // One tab stop for the row: the selected tab; the arrows move between the others.
      tabIndex: index === selected ? 0 : -1,
      'data-state': state(index),
      'data-focused': index === focused || undefined,
      onClick: () => send({ type: 'SELECT', index }),
      onFocus: () => send({ type: 'FOCUS', index }),
    }),
    getPanelProps: (index: number) => ({
      ...part('panel'),
      id: ids(index).panel,
      role: 'tabpanel',
      'aria-labelledby': ids(index).tab,
      tabIndex: 0,
      'data-state': state(index),
      hidden: index !== selected,
    }),
  };
}
