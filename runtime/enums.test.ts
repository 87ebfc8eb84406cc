import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  Border,
  Cohort,
  ContentItemType,
  ContributorPermission,
  CurrencyFractionDigits,
  DeviceView,
  EventType,
  ITEM_RECORD_TYPE_NAMES,
  ItemVisibility,
  PageType,
  PopupPosition,
  ProductType,
  PublishStatus,
  Shadow,
  Side,
  TemplateVersion,
  UnitSystem,
  WebsiteStatus,
  WebsiteType,
  isCurrencyCode,
  type CurrencyCode,
  type PageType as PageTypeCode,
  type TemplateVersion as TemplateVersionValue,
} from './enums';

const enums = {
  PageType,
  ContentItemType,
  ProductType,
  PublishStatus,
  WebsiteStatus,
  WebsiteType,
  TemplateVersion,
  EventType,
  UnitSystem,
  ContributorPermission,
  PopupPosition,
  Cohort,
  DeviceView,
  ItemVisibility,
  Shadow,
  Border,
  Side,
};

describe('enumerations', () => {
  it.each(Object.entries(enums))('%s gives every key a distinct value', (_, values) => {
    const list = Object.values(values);
    expect(new Set(list).size).toBe(list.length);
  });

  it('has the 24 page types of §2, with their codes', () => {
    expect(Object.keys(PageType)).toHaveLength(24);
    expect([PageType.MAIN_CONTENT, PageType.CONTENT_ITEM, PageType.SEARCH, PageType.CHECKOUT, PageType.COMMERCE_EMAIL_PREVIEW]).toEqual([
      1, 50, 102, 201, 301,
    ]);
  });

  it('has the counts the spec lists for each enumeration', () => {
    expect(Object.keys(ContentItemType)).toHaveLength(16);
    expect(Object.values(ProductType)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.values(PublishStatus)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.values(WebsiteStatus)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15]);
    expect(Object.values(WebsiteType)).toEqual([1, 2, 3, 4, 5]);
    expect(Object.values(TemplateVersion)).toEqual(['7', '7.1', '8']);
    expect(Object.values(EventType)).toEqual([1, 2, 10, 20, 21]);
    expect(Object.values(UnitSystem)).toEqual([1, 2]);
    expect(Object.values(ContributorPermission)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(Object.values(Cohort)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(Object.values(DeviceView)).toEqual(['desktop', 'phone', 'tablet']);
    expect(ITEM_RECORD_TYPE_NAMES).toHaveLength(6);
  });

  it('has nine popup positions from TOP_LEFT to BOTTOM_RIGHT, each value equal to its key', () => {
    const entries = Object.entries(PopupPosition);
    expect(entries).toHaveLength(9);
    for (const [key, value] of entries) expect(value).toBe(key);
    expect(entries[0]?.[0]).toBe('TOP_LEFT');
    expect(entries[8]?.[0]).toBe('BOTTOM_RIGHT');
  });

  it('derives value unions as types', () => {
    expectTypeOf(PageType.SEARCH).toEqualTypeOf<102>();
    expectTypeOf<TemplateVersionValue>().toEqualTypeOf<'7' | '7.1' | '8'>();
    expectTypeOf<2>().toExtend<PageTypeCode>();
    expectTypeOf<'JPY'>().toExtend<CurrencyCode>();
  });
});

describe('currency table', () => {
  it('lists 27 currencies, JPY with 0 fraction digits and all others with 2', () => {
    const entries = Object.entries(CurrencyFractionDigits);
    expect(entries).toHaveLength(27);
    for (const [code, digits] of entries) expect(digits).toBe(code === 'JPY' ? 0 : 2);
  });

  it('recognises listed codes only, not object prototype keys', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(true);
    for (const code of ['usd', 'XXX', 'toString', '__proto__', '', 5, null]) expect(isCurrencyCode(code)).toBe(false);
  });
});
