// @vitest-environment happy-dom
import fc from 'fast-check';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accordionAnatomy } from '../../machines/accordion/anatomy';
import { PublishedMarkupError } from '../../runtime/published-markup-error';
import { accordionConfigSchema } from '../../runtime/accordion/accordion.schema';
import { bodyOf, bootBlocksOf, configsMounted, escapeHtml, expectAcceptedOrPublishedMarkupError, publishedFixture } from '../../runtime/published-blocks.test-support';
import { readPublished } from './block';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ACCORDION_BLOCK = '[data-block-type="69"]';
const fixtureBlock = () => bodyOf(publishedFixture('accordion.html'), ACCORDION_BLOCK);
const TITLES = [
  'Be a permanent resident',
  'Have lived in Canada for at least 3 out of the last 5 years (1,095 days)',
  'Have filed their taxes',
  'Prove their language skills in English or French',
  'Write and successfully pass a citizenship test',
  'Take the oath of citizenship',
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** A published accordion block with the given switches and items (title, description HTML). */
const published = (id: string, items: Array<[string, string]>, { multiple = '', first = '' } = {}) =>
  `<div class="sqs-block accordion-block sqs-block-accordion" data-block-type="69" id="${id}"><div class="sqs-block-content">` +
  `<ul class="accordion-items-container" data-should-allow-multiple-open-items="${multiple}" data-is-expanded-first-item="${first}">` +
  items
    .map(
      ([title, html]) =>
        `<li class="accordion-item"><h3 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target" aria-expanded="false">` +
        `<span class="accordion-item__title">${title}</span><div class="accordion-icon-container" data-is-open="false"></div></button></h3>` +
        `<div class="accordion-item__dropdown" role="region"><div class="accordion-item__description">${html}</div></div></li>`,
    )
    .join('') +
  '</ul></div></div>';

describe('published accordion blocks (code 69): the reader', () => {
  it('reads the items (title, description text) and the two switches of the real page', () => {
    const config = readPublished!(fixtureBlock()) as { items: Array<{ title: string; content: string }>; allowMultiple: boolean; expandFirst: boolean };
    expect(config.items.map((item) => item.title)).toEqual(TITLES);
    expect(config.items[5]!.content).toBe(
      'You are required to take the oath of citizenship if you are at least 14 years old when you sign your application, and your application is approved. It serves as the final step in the process of becoming a Canadian citizen. However, if someone has a mental disability that hinders their understanding of the oath, they may be exempt from taking it.',
    );
    expect(config).toMatchObject({ allowMultiple: false, expandFirst: false });
  });

  it('"true" switches allow several open items and open the first', () => {
    const block = bodyOf(published('a', [['One', '<p>1</p>']], { multiple: 'true', first: 'true' }), '#a');
    expect(readPublished!(block)).toEqual({ items: [{ title: 'One', content: '1' }], allowMultiple: true, expandFirst: true });
  });

  it('a page with our contract and a published page with the same accordion give the block the same configuration', async () => {
    const items = [
      { title: 'When are you open?', content: 'Every day from 7 to 18.' },
      { title: 'Cakes?', content: 'Order three days ahead.' },
    ];
    const ours = `<section id="ours" data-block-type="accordion" data-block-json='${escapeHtml(JSON.stringify({ items, expandFirst: true }))}'></section>`;
    const theirs = published('theirs', [['When are you open?', '<p>Every day from <strong>7</strong> to 18.</p>'], ['Cakes?', '<p>Order three days ahead.</p>']], { first: 'true' });
    const configs = await configsMounted(ours + theirs, 'accordion');
    expect(Object.keys(configs).sort()).toEqual(['ours', 'theirs']);
    expect(configs['theirs']).toEqual(configs['ours']);
  });

  it('names what is missing', () => {
    const read = (html: string) => () => readPublished!(bodyOf(html, '#a'));
    expect(read('<div id="a" class="sqs-block" data-block-type="69"><p>x</p></div>')).toThrow(new PublishedMarkupError('no ul.accordion-items-container in the block.'));
    expect(read(published('a', []))).toThrow('no li.accordion-item in the block.');
    expect(read(published('a', [['One', ''], [' ', 'text']]))).toThrow('accordion item 2 has no title.');
  });
});

describe('published accordion blocks: random and broken markup', () => {
  const text = fc.string({ maxLength: 10 }).map(escapeHtml);
  const item = fc.record({ title: fc.oneof(text, fc.constant('')), html: text, titleClass: fc.constantFrom('accordion-item__title', 'other'), itemClass: fc.constantFrom('accordion-item', 'accordion-item x', 'item') });
  const list = fc.record({
    listClass: fc.constantFrom('accordion-items-container', 'other-list'),
    multiple: fc.constantFrom('', 'true', 'false', 'yes'),
    first: fc.constantFrom('', 'true', 'TRUE'),
    items: fc.array(item, { maxLength: 4 }),
    button: fc.boolean(),
  });
  const html = fc.oneof(
    list.map(
      (l) =>
        `<ul class="${l.listClass}" data-should-allow-multiple-open-items="${l.multiple}" data-is-expanded-first-item="${l.first}">` +
        l.items
          .map((i) => `<li class="${i.itemClass}">${l.button ? `<button><span class="${i.titleClass}">${i.title}</span></button>` : `<span class="${i.titleClass}">${i.title}</span>`}<div class="accordion-item__description">${i.html}</div></li>`)
          .join('') +
        '</ul>',
    ),
    text,
  );
  it('answers a configuration the schema accepts or throws PublishedMarkupError, nothing else', () => {
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(html, (inner) => {
        const block = bodyOf(`<div class="sqs-block" data-block-type="69" id="a"><div class="sqs-block-content">${inner}</div></div>`, '#a');
        outcomes.add(expectAcceptedOrPublishedMarkupError(() => readPublished!(block), accordionConfigSchema));
      }),
      { numRuns: 300 },
    );
    expect(outcomes).toEqual(new Set(['read', 'refused']));
  });
});

describe('published accordion blocks: the server items enhanced in place', () => {
  it('keeps the server\'s items and their HTML, and drives them: aria, the open class, the region\'s visibility', async () => {
    document.body.innerHTML = published('acc', [['One', '<p>First <em>rich</em> text</p>'], ['Two', '<ul><li>a</li></ul>']], { first: 'true' });
    const items = Array.from(document.querySelectorAll('li.accordion-item'));
    const blocks = await bootBlocksOf();
    // The very elements the server rendered, with their HTML.
    expect(Array.from(document.querySelectorAll('li.accordion-item'))).toEqual(items);
    expect(document.querySelector('#acc em')?.textContent).toBe('rich');
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.accordion-item__click-target'));
    const regions = Array.from(document.querySelectorAll<HTMLElement>('.accordion-item__dropdown'));
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    expect(buttons[1]!.getAttribute('aria-controls')).toBe(regions[1]!.id);
    expect(regions[1]!.getAttribute('aria-labelledby')).toBe(buttons[1]!.id);
    expect(regions.map((region) => region.classList.contains('accordion-item__dropdown--open'))).toEqual([true, false]);
    expect(regions.map((region) => region.hidden)).toEqual([false, true]);
    expect(buttons.every((button) => button.matches(accordionAnatomy.selector('trigger')))).toBe(true);

    await act(async () => buttons[1]!.click());
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    expect(regions[1]!.classList.contains('accordion-item__dropdown--open')).toBe(true);
    expect(document.querySelectorAll('.accordion-icon-container[data-is-open="true"]')).toHaveLength(1);
    act(() => blocks.destroy());
  });
});
