// Variant selection rules (visitor-runtime §3 "Product"): a product's options come from its variants' option values;
// choosing a value for every option selects the variant that has them.
import type { Product, ProductVariant } from './types';

/** The most of one variant a visitor can ask for when its stock is unlimited. */
export const MAX_QUANTITY = 9999;

export interface ProductOption {
  name: string;
  values: string[];
}

/** The product's options in the order its variants name them, each with its values in order of first appearance. */
export function productOptions(product: Product): ProductOption[] {
  const options: ProductOption[] = [];
  for (const variant of product.variants)
    for (const { optionName, value } of variant.optionValues) {
      let option = options.find((o) => o.name === optionName);
      if (!option) options.push((option = { name: optionName, values: [] }));
      if (!option.values.includes(value)) option.values.push(value);
    }
  return options;
}

/** The variant whose option values are all chosen, or null while any option is unchosen or no variant has them. */
export function chosenVariant(product: Product, selected: Readonly<Record<string, string>>): ProductVariant | null {
  const options = productOptions(product);
  if (options.some((option) => !selected[option.name])) return null;
  return product.variants.find((variant) => variant.optionValues.every((ov) => selected[ov.optionName] === ov.value)) ?? null;
}

export const inStock = (variant: ProductVariant): boolean => variant.unlimited || variant.qtyInStock > 0;

/** How many of the variant a visitor may ask for: its stock, else MAX_QUANTITY. */
export const maxQuantity = (variant: ProductVariant | null): number =>
  !variant || variant.unlimited ? MAX_QUANTITY : Math.min(MAX_QUANTITY, variant.qtyInStock);

/** A quantity within 1 and the variant's most; anything that is not a number is 1. */
export function clampQuantity(quantity: number, variant: ProductVariant | null): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.min(maxQuantity(variant), Math.trunc(quantity)));
}

/** A product with one variant and no options has it chosen from the start. */
export const initialSelection = (product: Product): Record<string, string> =>
  product.variants.length === 1 ? Object.fromEntries(product.variants[0]!.optionValues.map((ov) => [ov.optionName, ov.value])) : {};
