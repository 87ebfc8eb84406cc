import { createRoot } from 'react-dom/client';
import { menuMachine } from '../../machines/menu/machine';
import { PublishedMenu } from '../../views/menu/PublishedMenu';
import { serverMenus } from '../../runtime/menu/read-published';
import { tabTargets } from '../../views/menu/tab-targets';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The menu chart's walk (model-tests/menu.model.test.tsx) and its page in the chart lab: a published menu block's
// tabs and menus (docs/published-pages.md "Menu"), enhanced where they are.

export const LABELS = ['Lunch', 'Dinner', 'Drinks'];
const serverMarkup =
  `<div class="menu-wrapper"><div class="menu-selector">${LABELS.map((label) => `<label class="menu-select-labels">${label}</label>`).join('')}</div>` +
  `<div class="menus menus--has-multiple">${LABELS.map((label) => `<div class="menu"><div class="menu-section-title">${label}</div></div>`).join('')}</div></div>`;

export const menuCase: ChartCase<typeof menuMachine> = {
  title: 'the published tabs and menus it enhances',
  machine: menuMachine,
  input: { tabCount: LABELS.length },
  mount: async (actorRef, container) => {
    container.innerHTML = serverMarkup;
    const { tablist, tabs: labels, panels: menus } = serverMenus(container);
    const { tabs: targets, unwrap } = tabTargets(labels);
    const root = createRoot(document.createElement('div'));
    await renderNow(() => root.render(<PublishedMenu actorRef={actorRef} blockId="dinner" tablist={tablist!} tabs={targets} panels={menus} />));
    return async () => {
      await renderNow(() => root.unmount());
      unwrap();
    };
  },
  events: {
    SELECT: [{ index: 1 }, { index: 2 }],
    FOCUS: [{ index: 2 }],
    MOVE: [{ move: 'next' }, { move: 'previous' }, { move: 'first' }, { move: 'last' }],
  },
};

export const labCases = [menuCase];
