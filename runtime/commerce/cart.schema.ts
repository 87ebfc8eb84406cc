import * as z from 'zod/mini';
import { CurrencyFractionDigits, type CurrencyCode } from '../enums';
import type { Cart, CartEntry, Money } from '../../machines/cart/types';
import '../schemas/messages';
import type { Expect, SameType } from '../schemas/same-type';

export type { Cart, CartEntry } from '../../machines/cart/types';
export { emptyCart } from '../../machines/cart/types';

/** One of the 27 currencies (visitor-runtime §3), so every amount can be written. */
export const currencyCode = () => z.enum(Object.keys(CurrencyFractionDigits) as [CurrencyCode, ...CurrencyCode[]]);

/** Money as the cart carries it: whole cents and a currency code (display-widgets §3: amounts in cents). */
export const moneySchema = z.object({ cents: z.number().check(z.int()), currency: currencyCode() });

/** One line of the cart: a product's variant and how many (docs/commerce.md "Cart"). */
export const cartEntrySchema = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  productName: z._default(z.string(), ''),
  /** the chosen option values, in the product's option order */
  optionValues: z._default(z.array(z.string()), []),
  sku: z._default(z.string(), ''),
  quantity: z.number().check(z.int(), z.positive()),
  unitPriceCents: z.number().check(z.int()),
  currency: z._default(currencyCode(), 'USD'),
});

/** A list of objects the cart page does not read yet (shipping options, tax rules, coupons): kept as they come. */
const list = () => z._default(z.array(z.looseObject({})), []);
const cents = () => z._default(z.number(), 0);

/**
 * The shopping cart, client model (display-widgets §3 "Shopping cart"): every field with its type and default.
 * A field of the wrong type fails the whole cart (docs/commerce.md): the runtime keeps the cart it had.
 */
export const cartSchema = z.object({
  id: z._default(z.string(), ''),
  websiteId: z._default(z.string(), ''),
  orderId: z._default(z.string(), ''),
  /** milliseconds since the epoch */
  created: z._default(z.number(), 0),
  isPurchased: z._default(z.boolean(), false),
  entries: z._default(z.array(cartEntrySchema), []),
  shippingOptions: list(),
  applicableTaxRules: list(),
  coupons: list(),
  validCoupons: list(),
  invalidCoupons: list(),
  selectedShippingOption: z._default(z.looseObject({}), {}),
  shippingLocation: z._default(z.looseObject({}), {}),
  subtotalCents: cents(),
  taxCents: cents(),
  shippingCostCents: cents(),
  discountCents: cents(),
  grandTotalCents: cents(),
  totalQuantity: cents(),
  subtotalAmount: z._default(moneySchema, { cents: 0, currency: 'USD' }),
  hasDigital: z._default(z.boolean(), false),
  purelyDigital: z._default(z.boolean(), false),
  requiresShipping: z._default(z.boolean(), false),
});

export type CartSchemaReadsCart = Expect<SameType<z.output<typeof cartSchema>, Cart>>;
export type EntrySchemaReadsCartEntry = Expect<SameType<z.output<typeof cartEntrySchema>, CartEntry>>;
export type MoneySchemaReadsMoney = Expect<SameType<z.output<typeof moneySchema>, Money>>;
