// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { ActorRefFrom } from 'xstate';
import { describe, expect } from 'vitest';
import { menuAnatomy } from '../machines/menu/anatomy';
import { ACTIVE_PANEL_CLASS, ACTIVE_TAB_CLASS } from '../machines/menu/connect';
import { menuMachine } from '../machines/menu/machine';
import { PublishedMenu } from '../views/menu/PublishedMenu';
import { serverMenus } from '../views/menu/read-published';
import { tabTargets } from '../views/menu/tab-targets';
import { walkChart } from './harness';

/** A published menu block's tabs and menus (docs/published-pages.md "Menu"), enhanced where they are. */
const LABELS = ['Lunch', 'Dinner', 'Drinks'];
const serverMarkup =
  `<div class="menu-wrapper"><div class="menu-selector">${LABELS.map((label) => `<label class="menu-select-labels">${label}</label>`).join('')}</div>` +
  `<div class="menus menus--has-multiple">${LABELS.map((label) => `<div class="menu"><div class="menu-section-title">${label}</div></div>`).join('')}</div></div>`;

const tabs = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(menuAnatomy.selector('tab'))];
const panels = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(menuAnatomy.selector('panel'))];
const key = (target: HTMLElement, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

const mount = async (actorRef: ActorRefFrom<typeof menuMachine>, container: HTMLElement) => {
  container.innerHTML = serverMarkup;
  const { tablist, tabs: labels, panels: menus } = serverMenus(container);
  const { tabs: targets, unwrap } = tabTargets(labels);
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<PublishedMenu actorRef={actorRef} blockId="dinner" tablist={tablist!} tabs={targets} panels={menus} />));
  return () => {
    act(() => root.unmount());
    unwrap();
  };
};

describe('menu chart through the published tabs and menus it enhances', () => {
  walkChart({
    machine: menuMachine,
    input: { tabCount: LABELS.length },
    mount,
    events: {
      SELECT: [{ index: 1 }, { index: 2 }],
      FOCUS: [{ index: 2 }],
      MOVE: [{ move: 'next' }, { move: 'previous' }, { move: 'first' }, { move: 'last' }],
    },
    actions: {
      SELECT: ({ container, event }) => tabs(container)[event.index]!.click(),
      FOCUS: ({ container, event }) => tabs(container)[event.index]!.focus(),
      MOVE: ({ container, snapshot, event }) =>
        void key(tabs(container)[snapshot.context.focused]!, { next: 'ArrowRight', previous: 'ArrowLeft', first: 'Home', last: 'End' }[event.move]),
      ACTIVATE: ({ container, snapshot }) => void key(tabs(container)[snapshot.context.focused]!, snapshot.context.selected % 2 ? 'Enter' : ' '),
    },
    states: {
      idle: ({ container, snapshot }) => {
        const { selected, focused } = snapshot.context;
        expect(container.querySelector(menuAnatomy.selector('tablist'))!.getAttribute('role')).toBe('tablist');
        tabs(container).forEach((tab, i) => {
          expect(tab.getAttribute('role')).toBe('tab');
          expect(tab.getAttribute('aria-selected')).toBe(String(i === selected));
          expect(tab.getAttribute('aria-controls')).toBe(`dinner:panel:${i}`);
          // one tab stop for the row: the selected tab
          expect(tab.tabIndex).toBe(i === selected ? 0 : -1);
          expect(tab.parentElement!.classList.contains(ACTIVE_TAB_CLASS)).toBe(i === selected);
          expect(tab.hasAttribute('data-focused')).toBe(i === focused);
        });
        panels(container).forEach((panel, i) => {
          expect(panel.getAttribute('role')).toBe('tabpanel');
          expect(panel.getAttribute('aria-labelledby')).toBe(`dinner:tab:${i}`);
          expect(panel.hidden).toBe(i !== selected);
          expect(panel.classList.contains(ACTIVE_PANEL_CLASS)).toBe(i === selected);
        });
      },
    },
  });
});
