// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firePixel, isProductPage, PIXEL_EVENT, PIXEL_TRIGGERS, PixelEventName, watchPixelTriggers } from './pixels';

afterEach(() => {
  delete window.visitorRuntimePixelEvents;
});

describe('advertising-pixel events (visitor-runtime §7)', () => {
  it('queues each event on window.visitorRuntimePixelEvents and fires visitor-runtime:pixel', () => {
    const seen = vi.fn();
    document.addEventListener(PIXEL_EVENT, (event) => seen((event as CustomEvent).detail));
    const entry = firePixel(window, PixelEventName.ADD_TO_CART, { sku: 'SQ1234567' }, 42);
    expect(entry).toEqual({ name: 'add-to-cart', data: { sku: 'SQ1234567' }, time: 42 });
    expect(window.visitorRuntimePixelEvents).toEqual([entry]);
    expect(seen).toHaveBeenCalledWith(entry);
    expect(firePixel(window, PixelEventName.SEARCH, 'not an object', 43).data).toEqual({});
  });

  it('turns the trigger events of other features into pixel events until stopped', () => {
    expect(Object.values(PIXEL_TRIGGERS).sort()).toEqual(
      ['add-to-cart', 'create-customer-account', 'search', 'subscribe-newsletter'],
    );
    const stop = watchPixelTriggers(window);
    for (const type of Object.keys(PIXEL_TRIGGERS)) document.dispatchEvent(new CustomEvent(type, { detail: { from: type } }));
    expect(window.visitorRuntimePixelEvents!.map((e) => [e.name, e.data])).toEqual(
      Object.entries(PIXEL_TRIGGERS).map(([type, name]) => [name, { from: type }]),
    );
    stop();
    document.dispatchEvent(new CustomEvent('visitor-runtime:newsletter-subscribe', { detail: { formId: 'n' } }));
    expect(window.visitorRuntimePixelEvents).toHaveLength(4);
  });

  it('knows a product page: a content item of record type store item', () => {
    expect(isProductPage(50, { recordType: 11 })).toBe(true);
    expect(isProductPage(50, { recordType: 1 })).toBe(false);
    expect(isProductPage(2, { recordType: 11 })).toBe(false);
    expect(isProductPage(50, null)).toBe(false);
  });
});
