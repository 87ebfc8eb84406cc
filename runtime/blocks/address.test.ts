// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { blocksNamedByAddress } from './address';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('blocks the address names an item in', () => {
  document.body.innerHTML = `
    <section id="g1" data-block-type="gallery"><figure data-slide-id="a1"></figure><figure data-slide-url="bread-loaf"></figure></section>
    <section id="g2" data-block-type="gallery"><figure data-slide-id="b1"></figure></section>
    <section id="img" data-block-type="image"><img data-image-id="ph 7"></section>
    <section id="named" data-block-type="gallery" data-slide-id="a1"></section>`;
  const ids = (where: { pathname: string; search: string }) => [...blocksNamedByAddress(document, where)].map((block) => block.id);

  it("finds the block holding the item named by the itemId query value, else by the last path segment", () => {
    expect(ids(at('/gallery', '?itemId=b1'))).toEqual(['g2']);
    expect(ids(at('/gallery/bread-loaf'))).toEqual(['g1']);
    expect(ids(at('/gallery/a1', '?itemId=b1'))).toEqual(['g2']);
  });

  it('decodes the item id and matches it exactly, as an attribute value', () => {
    expect(ids(at('/photos/ph%207'))).toEqual(['img']);
    expect(ids(at('/photos/ph'))).toEqual([]);
  });

  it('names no block for an address without an item, an undecodable one, or an item only the block itself carries', () => {
    expect(ids(at('/'))).toEqual([]);
    expect(ids(at('/x/%E0%A4%A'))).toEqual([]);
    // "a1" is a slide of g1; the block that carries it on itself is not named by it
    expect(ids(at('/a1'))).toEqual(['g1']);
  });
});
