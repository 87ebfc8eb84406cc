/**
 * The counter's max from a textarea's `data-max-length` (visitor-runtime §5): a whole number of characters. Missing,
 * negative, fractional, non-numeric or unsafely large values count as 0, and 0 means no counter.
 */
export function parseCounterMax(attribute: string | null | undefined): number {
  const text = attribute?.trim() ?? '';
  if (!/^\d+$/.test(text)) return 0;
  const max = Number(text);
  return Number.isSafeInteger(max) ? max : 0;
}
