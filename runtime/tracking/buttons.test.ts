// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readButton, watchButtons } from './buttons';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const element = (html: string) => {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild!;
};

describe('button census wiring', () => {
  it('reads the fields from data-block-json', () => {
    const el = element(`<div data-block-type="button" data-block-json='{"id":"cta","buttonText":"Order","clickthroughUrl":"/order","alignment":"center","size":"large","newWindow":true,"context":2}'><a href="/other">Other</a></div>`);
    expect(readButton(el, 0)).toEqual({
      id: 'cta', buttonText: 'Order', clickthroughUrl: '/order', alignment: 'center', size: 'large', newWindow: true, context: 2,
    });
  });

  it('falls back to the link and the element for what the JSON does not give', () => {
    const link = element(`<a id="menu-button" data-block-type="button" href="/menu" target="_blank"> See the menu </a>`);
    expect(readButton(link, 3)).toEqual({
      id: 'menu-button', buttonText: 'See the menu', clickthroughUrl: '/menu', alignment: null, size: null, newWindow: true, context: 1,
    });
    const bare = element(`<div data-block-type="button" data-block-json='{"buttonText": 5, "context": 7}'></div>`);
    expect(readButton(bare, 3)).toEqual({
      id: 'button-4', buttonText: null, clickthroughUrl: null, alignment: null, size: null, newWindow: false, context: 1,
    });
  });

  it('skips a button with broken JSON with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = element(`<a id="b" data-block-type="button" data-block-json="{oops" href="/x">X</a>`);
    expect(readButton(el, 0)).toBeNull();
    expect(warn).toHaveBeenCalledWith('[visitor-runtime] Button #b is not tracked: data-block-json is not valid JSON.');
  });

  it('reports each button rendered once, and each click, until stopped', () => {
    element(`<a id="one" data-block-type="button" href="#one"><span>One</span></a>`);
    element(`<div id="two" data-block-type="button"><a href="#two">Two</a></div>`);
    element(`<a id="plain" href="#plain">Not a button</a>`);
    const report = vi.fn();
    const stop = watchButtons(document, report);
    expect(report.mock.calls.map(([kind, b]) => [kind, b.id])).toEqual([['render', 'one'], ['render', 'two']]);
    (document.querySelector('#one span') as HTMLElement).click();
    (document.querySelector('#two a') as HTMLElement).click();
    (document.querySelector('#plain') as HTMLElement).click();
    expect(report.mock.calls.slice(2).map(([kind, b]) => [kind, b.id, b.buttonText])).toEqual([['click', 'one', 'One'], ['click', 'two', 'Two']]);
    stop();
    (document.querySelector('#one') as HTMLElement).click();
    expect(report).toHaveBeenCalledTimes(4);
    watchButtons(document, report)();
    expect(report).toHaveBeenCalledTimes(4); // rendered once per element for the page's life
  });
});
