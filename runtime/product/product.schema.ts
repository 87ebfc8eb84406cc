import * as z from 'zod/mini';
import { BILLING_UNITS, MAX_PRODUCT_PRICE_CENTS, MAX_SKU_LENGTH } from '../../machines/product/rules';
import { currencyCode } from '../commerce/cart.schema';
import { PRODUCT_TYPES, type Product, type ProductVariant } from '../../machines/product/types';
import '../schemas/messages';
import type { Expect, SameType } from '../schemas/same-type';

export { PRODUCT_TYPES };
export type { Product, ProductVariant } from '../../machines/product/types';


const priceCents = () => z.number().check(z.int(), z.nonnegative(), z.maximum(MAX_PRODUCT_PRICE_CENTS));

/** A variant (§3): its option values, price and sale price in cents, and stock. */
export const productVariantSchema = z.object({
  id: z.string().check(z.minLength(1)),
  price: priceCents(),
  salePrice: z._default(priceCents(), 0),
  onSale: z._default(z.boolean(), false),
  qtyInStock: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  unlimited: z._default(z.boolean(), false),
  sku: z._default(z.string().check(z.maxLength(MAX_SKU_LENGTH)), ''),
  /** one value per option of the product, in the product's option order */
  optionValues: z._default(z.array(z.object({ optionName: z.string(), value: z.string() })), []),
});

export const subscriptionPlanSchema = z.object({
  billingPeriod: z.object({ value: z.number().check(z.int(), z.positive()), unit: z.enum(BILLING_UNITS) }),
  numBillingCycles: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});

/** A product as a product block shows it (§3 "Product (summary fields used on site pages)"). */
export const productSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  productType: z.enum(PRODUCT_TYPES),
  currency: z._default(currencyCode(), 'USD'),
  description: z._default(z.string(), ''),
  variants: z.array(productVariantSchema).check(z.minLength(1)),
  subscriptionPlan: z.optional(subscriptionPlanSchema),
});

/** A product block's configuration: the product it sells (docs/commerce.md "Product block"). */
export const productBlockSchema = z.object({ product: productSchema });
export type ProductBlockConfig = z.output<typeof productBlockSchema>;

export type ProductSchemaReadsProduct = Expect<SameType<z.output<typeof productSchema>, Product>>;
export type VariantSchemaReadsVariant = Expect<SameType<z.output<typeof productVariantSchema>, ProductVariant>>;
