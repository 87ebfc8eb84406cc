/**
 * The 27 currencies of §3 with their fraction digits (JPY 0, all others 2), in the spec's order. The editor-side
 * list names 26; which one it leaves out is not shown.
 */
export const CurrencyFractionDigits = {
  EUR: 2,
  USD: 2,
  AUD: 2,
  NOK: 2,
  CAD: 2,
  NZD: 2,
  DKK: 2,
  GBP: 2,
  HKD: 2,
  CHF: 2,
  MXN: 2,
  SGD: 2,
  SEK: 2,
  CZK: 2,
  ILS: 2,
  PHP: 2,
  RUB: 2,
  PLN: 2,
  THB: 2,
  MYR: 2,
  ARS: 2,
  BRL: 2,
  COP: 2,
  IDR: 2,
  INR: 2,
  JPY: 0,
  ZAR: 2,
} as const;
export type CurrencyCode = keyof typeof CurrencyFractionDigits;

export const isCurrencyCode = (code: unknown): code is CurrencyCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(CurrencyFractionDigits, code);
