// Money (visitor-runtime §3 "Currency table", §9 "Money format"): amounts are whole cents (the currency's minor
// unit), written with comma thousands and a point decimal, at most 15 integer places, after the currency's symbol.
import { CurrencyFractionDigits, isCurrencyCode, type CurrencyCode } from './currencies';

/** The most integer places a formatted amount has (§9). */
export const MAX_INTEGER_PLACES = 15;

/** The default currency of a cart and of the store settings (display-widgets §3, visitor-runtime §1). */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/**
 * The symbol each currency is written with. The spec gives codes only; these are the symbols shoppers of each
 * currency read on price tags, prefixed with the country where several currencies share one sign ($, kr).
 */
export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = {
  EUR: '€', USD: '$', AUD: 'A$', NOK: 'NOK ', CAD: 'CA$', NZD: 'NZ$', DKK: 'DKK ', GBP: '£', HKD: 'HK$', CHF: 'CHF ',
  MXN: 'MX$', SGD: 'S$', SEK: 'SEK ', CZK: 'CZK ', ILS: '₪', PHP: '₱', RUB: '₽', PLN: 'PLN ', THB: '฿', MYR: 'RM',
  ARS: 'ARS ', BRL: 'R$', COP: 'COP ', IDR: 'Rp', INR: '₹', JPY: '¥', ZAR: 'R',
};

/**
 * The editor-side labels of the supported currencies: 26 names for the 27 codes (display-widgets §3 "Other
 * label-level entities"). The spec does not say which code the labels leave out; we leave out RUB.
 */
export const CURRENCY_LABELS: Partial<Record<CurrencyCode, string>> = {
  EUR: 'Euro', USD: 'US Dollar', AUD: 'Australian Dollar', NOK: 'Norwegian Krone', CAD: 'Canadian Dollar',
  NZD: 'New Zealand Dollar', DKK: 'Danish Krone', GBP: 'British Pound', HKD: 'Hong Kong Dollar', CHF: 'Swiss Franc',
  MXN: 'Mexican Peso', SGD: 'Singapore Dollar', SEK: 'Swedish Krona', CZK: 'Czech Koruna', ILS: 'Israeli New Shekel',
  PHP: 'Philippine Peso', PLN: 'Polish Złoty', THB: 'Thai Baht', MYR: 'Malaysian Ringgit', ARS: 'Argentine Peso',
  BRL: 'Brazilian Real', COP: 'Colombian Peso', IDR: 'Indonesian Rupiah', INR: 'Indian Rupee', JPY: 'Japanese Yen',
  ZAR: 'South African Rand',
};

export const fractionDigits = (currency: CurrencyCode): number => CurrencyFractionDigits[currency];

/** The largest amount in cents a currency can write within 15 integer places. */
export const maxCents = (currency: CurrencyCode): bigint => 10n ** BigInt(MAX_INTEGER_PLACES + fractionDigits(currency)) - 1n;

/** Why an amount cannot be written, or null. Cents are a safe integer (or a bigint) within the 15 places. */
export function moneyProblem(cents: number | bigint, currency: string): string | null {
  if (!isCurrencyCode(currency)) return `"${currency}" is not one of the 27 currencies`;
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) return `${cents} is not a whole number of cents`;
  const amount = BigInt(cents);
  if ((amount < 0n ? -amount : amount) > maxCents(currency)) return `${cents} has more than ${MAX_INTEGER_PLACES} integer places`;
  return null;
}

const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '€1,234.50', '¥1,235', '-$0.05'. Throws for an amount `moneyProblem` refuses. */
export function formatMoney(cents: number | bigint, currency: string): string {
  const problem = moneyProblem(cents, currency);
  if (problem) throw new RangeError(`Cannot format money: ${problem}.`);
  const code = currency as CurrencyCode;
  const amount = BigInt(cents);
  const digits = (amount < 0n ? -amount : amount).toString().padStart(fractionDigits(code) + 1, '0');
  const split = digits.length - fractionDigits(code);
  const whole = withThousands(digits.slice(0, split));
  const fraction = fractionDigits(code) > 0 ? `.${digits.slice(split)}` : '';
  return `${amount < 0n ? '-' : ''}${CURRENCY_SYMBOLS[code]}${whole}${fraction}`;
}

/** The cents a `formatMoney` text stands for, or null when it is not one. */
export function parseMoney(text: string, currency: CurrencyCode): bigint | null {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const symbol = CURRENCY_SYMBOLS[currency];
  if (!body.startsWith(symbol)) return null;
  const places = fractionDigits(currency);
  const pattern = places > 0 ? new RegExp(`^(\\d{1,3}(?:,\\d{3})*)\\.(\\d{${places}})$`) : /^(\d{1,3}(?:,\d{3})*)$/;
  const match = pattern.exec(body.slice(symbol.length));
  if (!match) return null;
  const cents = BigInt(match[1]!.replace(/,/g, '') + (match[2] ?? ''));
  return negative ? -cents : cents;
}

/** A money value as the platform sends it: cents and a currency code. */
export interface Money {
  cents: number;
  currency: string;
}
