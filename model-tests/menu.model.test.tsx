// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { menuAnatomy } from '../machines/menu/anatomy';
import { ACTIVE_PANEL_CLASS, ACTIVE_TAB_CLASS } from '../machines/menu/connect';
import { menuCase } from './cases/menu';
import { walkChart } from './harness';

const tabs = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(menuAnatomy.selector('tab'))];
const panels = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(menuAnatomy.selector('panel'))];
const key = (target: HTMLElement, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('menu chart through the published tabs and menus it enhances', () => {
  walkChart({
    ...menuCase,
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
