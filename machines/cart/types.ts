import type { CurrencyCode } from '../shared/currencies';

/** Money as the cart carries it: whole cents and a currency code (display-widgets §3: amounts in cents). */
export interface Money {
  cents: number;
  currency: CurrencyCode;
}

/** One line of the cart: a product's variant and how many (docs/commerce.md "Cart"). */
export interface CartEntry {
  id: string;
  productId: string;
  variantId: string;
  productName: string;
  /** the chosen option values, in the product's option order */
  optionValues: string[];
  sku: string;
  quantity: number;
  unitPriceCents: number;
  currency: CurrencyCode;
}

/** A list of objects the cart page does not read yet (shipping options, tax rules, coupons): kept as they come. */
type Kept = Record<string, unknown>;

/** The shopping cart, client model (display-widgets §3 "Shopping cart"), as the cart chart keeps it. */
export interface Cart {
  id: string;
  websiteId: string;
  orderId: string;
  /** milliseconds since the epoch */
  created: number;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: Kept[];
  applicableTaxRules: Kept[];
  coupons: Kept[];
  validCoupons: Kept[];
  invalidCoupons: Kept[];
  selectedShippingOption: Kept;
  shippingLocation: Kept;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  subtotalAmount: Money;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

/** The cart before the server has said anything: every field's default (the cart schema's reading of `{}`). */
export const emptyCart = (): Cart => ({
  id: '',
  websiteId: '',
  orderId: '',
  created: 0,
  isPurchased: false,
  entries: [],
  shippingOptions: [],
  applicableTaxRules: [],
  coupons: [],
  validCoupons: [],
  invalidCoupons: [],
  selectedShippingOption: {},
  shippingLocation: {},
  subtotalCents: 0,
  taxCents: 0,
  shippingCostCents: 0,
  discountCents: 0,
  grandTotalCents: 0,
  totalQuantity: 0,
  subtotalAmount: { cents: 0, currency: 'USD' },
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: false,
});
