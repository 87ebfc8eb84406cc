import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { menuAnatomy } from '../../machines/menu/anatomy';
import { ACTIVE_PANEL_CLASS, ACTIVE_TAB_CLASS, connectMenu } from '../../machines/menu/connect';
import type { menuMachine } from '../../machines/menu/machine';
import { propBinder } from '../shared/bind-props';
import { useStyle } from '../shared/use-style';

interface Props {
  actorRef: ActorRefFrom<typeof menuMachine>;
  blockId: string;
  /** The server's row of labels and its menus (runtime/menu/read-published.ts serverMenus). */
  tablist: HTMLElement;
  /** The tabs: one inside each server label (views/menu/tab-targets.ts); the label around it is its hit area. */
  tabs: HTMLElement[];
  panels: HTMLElement[];
}

// A menu the chart hides stays hidden whatever display the site's stylesheet gives `.menu`.
const menuCss = `${menuAnatomy.selector('panel')}[hidden] { display: none !important; }`;

/**
 * A menu block's tabs and menus as the server drew them, driven by the chart: each render writes the chart's state
 * onto them (roles, ids, aria-selected, the tab stop, hidden menus, the site stylesheet's active classes) through
 * views/shared/bind-props.ts, which gives them their own attributes back on destroy. Clicks, keys and focus on the
 * labels go to connect's handlers. Renders nothing itself.
 */
export function PublishedMenu({ actorRef, blockId, tablist, tabs, panels }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectMenu(snapshot, actorRef.send, { id: blockId });
  const [binder] = useState(propBinder);
  useStyle('menu', menuCss);
  useLayoutEffect(() => () => binder.restore(), [binder]);

  useLayoutEffect(() => {
    binder.bind(tablist, api.tablistProps);
    tabs.forEach((tab, index) => {
      const props = api.getTabProps(index);
      const label = tab.parentElement!;
      binder.bind(tab, props);
      binder.keep(label, ['class']);
      label.classList.toggle(ACTIVE_TAB_CLASS, props['aria-selected']);
    });
    panels.forEach((panel, index) => {
      const props = api.getPanelProps(index);
      binder.keep(panel, ['class']);
      binder.bind(panel, props);
      panel.classList.toggle(ACTIVE_PANEL_CLASS, !props.hidden);
    });
  });

  // Focus follows the chart's focused tab while it is in the row (an arrow, Home or End moved it).
  useLayoutEffect(() => {
    const tab = tabs[api.focused];
    if (tab && tablist.contains(document.activeElement) && document.activeElement !== tab) tab.focus();
  }, [api.focused, tabs, tablist]);

  // The listeners stay for the view's life and call the handlers of the latest render. Attached in the commit (a
  // layout effect, the view mounted synchronously), so a click the visitor made before the block mounted, replayed
  // right after mounting (runtime/blocks/handover.ts), finds them.
  const latest = useRef(api);
  latest.current = api;
  useLayoutEffect(() => {
    const tabOf = (event: Event) => tabs.findIndex((tab) => (tab.parentElement ?? tab).contains(event.target as Node));
    const onClick = (event: MouseEvent) => {
      const index = tabOf(event);
      if (index >= 0) latest.current.getTabProps(index).onClick();
    };
    const onFocusIn = (event: FocusEvent) => {
      const index = tabOf(event);
      if (index >= 0) latest.current.getTabProps(index).onFocus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (tabOf(event) >= 0 && !event.altKey && !event.ctrlKey && !event.metaKey && latest.current.tablistProps.onKeyDown(event.key)) event.preventDefault();
    };
    tablist.addEventListener('click', onClick);
    tablist.addEventListener('focusin', onFocusIn);
    tablist.addEventListener('keydown', onKeyDown);
    return () => {
      tablist.removeEventListener('click', onClick);
      tablist.removeEventListener('focusin', onFocusIn);
      tablist.removeEventListener('keydown', onKeyDown);
    };
  }, [tablist, tabs]);

  return null;
}
