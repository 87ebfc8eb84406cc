// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PublishedMarkupError } from '../published-markup-error';
import { menuConfigSchema } from './menu.schema';
import { readPublishedMenu, serverMenus } from './read-published';

const block = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};
const menuBlock = (labels: string[], menus = labels.length) =>
  block(
    `<div class="menu-block"><div class="menu-wrapper"><div class="menu-selector">${labels.map((label) => `<label class="menu-select-labels">${label}</label>`).join('')}</div>` +
      `<div class="menus">${Array.from({ length: menus }, (_, i) => `<div class="menu"><div class="menu-section"><div class="menu-item-title">Dish ${i}</div></div></div>`).join('')}</div></div></div>`,
  );

describe('reading a published menu block (code 18)', () => {
  it('reads one tab per label, in order, with its text', () => {
    expect(readPublishedMenu(menuBlock(['Lunch', ' Dinner\n ', 'Drinks']))).toEqual({ tabs: ['Lunch', 'Dinner', 'Drinks'] });
  });

  it('pairs labels with menus: a label without a menu (or a menu without a label) is no tab', () => {
    expect(serverMenus(menuBlock(['Lunch', 'Dinner', 'Drinks'], 2)).tabs).toHaveLength(2);
    expect(serverMenus(menuBlock(['Lunch'], 3)).panels).toHaveLength(1);
  });

  it('a block with one menu and no labels has no tabs (nothing to switch)', () => {
    expect(readPublishedMenu(block('<div class="menus"><div class="menu">Only one</div></div>'))).toEqual({ tabs: [] });
  });

  it('returns a configuration the schema accepts, or throws PublishedMarkupError, whatever the markup holds', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), fc.nat(6), fc.boolean(), (labels, menus, wrapped) => {
        const html = menuBlock(labels, menus).innerHTML;
        try {
          expect(menuConfigSchema.safeParse(readPublishedMenu(block(wrapped ? `<section>${html}</section>` : html))).success).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(PublishedMarkupError);
        }
      }),
    );
  });
});
