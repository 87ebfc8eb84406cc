// Product rules (visitor-runtime §3 "Product", §5, §9): prices and their limit, the 'from' price, SKUs, weight and
// dimension units, workflow labels and subscription plans. Pure: randomness is handed in.
import { formatMoney } from '../shared/money';

/** The highest product price, in cents (§5, §9). */
export const MAX_PRODUCT_PRICE_CENTS = 100_000_000;
/** The longest SKU (§5, §9). */
export const MAX_SKU_LENGTH = 60;
/** A generated SKU: this prefix and 7 random digits (§5). */
export const GENERATED_SKU_PREFIX = 'SQ';
const GENERATED_SKU_DIGITS = 7;

export const isValidPrice = (cents: unknown): cents is number =>
  typeof cents === 'number' && Number.isInteger(cents) && cents >= 0 && cents <= MAX_PRODUCT_PRICE_CENTS;

export const isValidSku = (sku: unknown): sku is string => typeof sku === 'string' && sku.length >= 1 && sku.length <= MAX_SKU_LENGTH;

/** 'SQ' and 7 digits, each from `random` (a source in [0, 1), Math.random by default). */
export function generateSku(random: () => number = Math.random): string {
  const digits = Array.from({ length: GENERATED_SKU_DIGITS }, () => String(Math.min(9, Math.floor(random() * 10))));
  return GENERATED_SKU_PREFIX + digits.join('');
}

/** What a variant costs: its sale price while on sale, else its price. */
export interface Priced {
  price: number;
  salePrice?: number;
  onSale?: boolean;
}
export const effectivePrice = (variant: Priced): number =>
  variant.onSale && variant.salePrice !== undefined ? variant.salePrice : variant.price;

/** The lowest price over the variants (what 'from' shows), or null without variants. */
export function startingPrice(variants: readonly Priced[]): number | null {
  return variants.length === 0 ? null : Math.min(...variants.map(effectivePrice));
}

/** A product's price line (§9): the price when every variant costs the same, else 'from {startingPrice}'. */
export function priceLabel(variants: readonly Priced[], currency: string): string {
  const lowest = startingPrice(variants);
  if (lowest === null) return '';
  const same = variants.every((variant) => effectivePrice(variant) === lowest);
  return same ? formatMoney(lowest, currency) : `from ${formatMoney(lowest, currency)}`;
}

/** Unit system codes (§3 "Enumerations"). */
export const MeasurementStandard = { IMPERIAL: 1, METRIC: 2 } as const;

/** lbs for imperial, kg otherwise (§9). */
export const weightUnit = (standard: unknown): 'lbs' | 'kg' => (standard === MeasurementStandard.IMPERIAL ? 'lbs' : 'kg');
export const formatWeight = (weight: number, standard: unknown): string => `${weight} ${weightUnit(standard)}`;

export interface Dimensions {
  length: number;
  width: number;
  height: number;
}
/** The inch mark for imperial, cm otherwise (§9): '10" × 4" × 2"', '25 cm × 10 cm × 5 cm'. */
export function formatDimensions({ length, width, height }: Dimensions, standard: unknown): string {
  const unit = standard === MeasurementStandard.IMPERIAL ? '"' : ' cm';
  return [length, width, height].map((side) => `${side}${unit}`).join(' × ');
}

/** Workflow labels (§3): PUBLISHED Available, SCHEDULED Scheduled, DRAFT Hidden, anything else Unsupported. */
export function workflowLabel(state: unknown): 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported' {
  if (state === 'PUBLISHED') return 'Available';
  if (state === 'SCHEDULED') return 'Scheduled';
  if (state === 'DRAFT') return 'Hidden';
  return 'Unsupported';
}

export const BILLING_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;
export type BillingUnit = (typeof BILLING_UNITS)[number];
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: BillingUnit };
  /** 0: billed until cancelled */
  numBillingCycles: number;
}

/** 'every month', 'every 2 weeks'; then 'until cancelled' (numBillingCycles 0) or 'for 6 payments'. */
export function describePlan({ billingPeriod: { value, unit }, numBillingCycles }: SubscriptionPlan): string {
  const name = unit.toLowerCase();
  const every = value === 1 ? `every ${name}` : `every ${value} ${name}s`;
  const length = numBillingCycles === 0 ? 'until cancelled' : `for ${numBillingCycles} payment${numBillingCycles === 1 ? '' : 's'}`;
  return `${every}, ${length}`;
}
