import type { CurrencyCode } from '../shared/currencies';
import type { BILLING_UNITS } from './rules';

/** Product types (visitor-runtime §3 "Product"). */
export const PRODUCT_TYPES = ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'] as const;

/** A variant (§3): its option values, price and sale price in cents, and stock. */
export interface ProductVariant {
  id: string;
  price: number;
  salePrice: number;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  sku: string;
  /** one value per option of the product, in the product's option order */
  optionValues: { optionName: string; value: string }[];
}

export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: (typeof BILLING_UNITS)[number] };
  numBillingCycles: number;
}

/** A product as a product block shows it (§3 "Product (summary fields used on site pages)"). */
export interface Product {
  id: string;
  name: string;
  productType: (typeof PRODUCT_TYPES)[number];
  currency: CurrencyCode;
  description: string;
  variants: ProductVariant[];
  subscriptionPlan?: SubscriptionPlan;
}
