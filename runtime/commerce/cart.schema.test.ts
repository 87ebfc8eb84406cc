import { describe, expect, it } from 'vitest';
import { cartSchema, emptyCart } from './cart.schema';

describe('cart model', () => {
  it('gives every field its default: empty lists, zero amounts in cents, subtotalAmount zero in USD', () => {
    const cart = emptyCart();
    expect(cart).toEqual(cartSchema.parse({}));
    expect(cart).toMatchObject({ id: '', websiteId: '', orderId: '', created: 0, isPurchased: false, entries: [] });
    for (const name of ['shippingOptions', 'applicableTaxRules', 'coupons', 'validCoupons', 'invalidCoupons'] as const) expect(cart[name]).toEqual([]);
    expect(cart.selectedShippingOption).toEqual({});
    expect(cart.shippingLocation).toEqual({});
    for (const name of ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents', 'totalQuantity'] as const) expect(cart[name]).toBe(0);
    expect(cart.subtotalAmount).toEqual({ cents: 0, currency: 'USD' });
    expect([cart.hasDigital, cart.purelyDigital, cart.requiresShipping]).toEqual([false, false, false]);
  });

  it.each([
    ['id', 7],
    ['created', 'yesterday'],
    ['isPurchased', 'no'],
    ['entries', {}],
    ['selectedShippingOption', []],
    ['subtotalCents', '10'],
    ['subtotalAmount', { cents: '1', currency: 'USD' }],
    ['requiresShipping', 1],
  ])('refuses %s of the wrong type, naming the field', (field, value) => {
    const result = cartSchema.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path[0]).toBe(field);
  });
});
