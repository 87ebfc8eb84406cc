/**
 * Relative time rules (display-widgets §4 "Relative time", §9): a date shows 'just now', then 'about N seconds ago'
 * under 60 s, then a formatted date; the labels refresh every 5 s. Pure; the chart (machines/relative-time) keeps
 * the state and the site chrome (runtime/chrome/relative-time.ts) sends the time. The labels' words are in
 * ./label.ts, so the chrome chunk does not carry the dictionary. Choices where the specification
 * says nothing are in docs/site-chrome.md ("Text rules").
 */

/** Labels refresh every 5000 ms (display-widgets §9). */
export const RELATIVE_TIME_REFRESH_MS = 5000;
/** Under 60 s a date reads 'about N seconds ago'; from 60 s on it is a formatted date. */
export const SECONDS_AGO_LIMIT_MS = 60_000;
/** Within 5 s (one refresh) of now a date reads 'just now'. */
export const JUST_NOW_LIMIT_MS = RELATIVE_TIME_REFRESH_MS;
/** The largest distance from 1970 a JavaScript date can hold (±100,000,000 days). */
const MAX_DATE_MS = 8.64e15;

export type RelativeTimeBucket = 'justNow' | 'secondsAgo' | 'date';

/**
 * Which label a date gets at `now` (both in ms since 1970): 'just now' within 5 s either way (a clock a little
 * ahead of the visitor's), 'about N seconds ago' from 5 s to under 60 s ago, otherwise (60 s or more ago, or 5 s or
 * more in the future) a formatted date.
 */
export function relativeTimeBucket(date: number, now: number): RelativeTimeBucket {
  const elapsed = now - date;
  if (Math.abs(elapsed) < JUST_NOW_LIMIT_MS) return 'justNow';
  if (elapsed > 0 && elapsed < SECONDS_AGO_LIMIT_MS) return 'secondsAgo';
  return 'date';
}

/** Whole seconds elapsed, for 'about N seconds ago'. */
export const secondsAgo = (date: number, now: number): number => Math.floor((now - date) / 1000);

/** The formatted date: the locale's medium date with a short time ('Nov 21, 2026, 8:17 AM' in en-US). */
export function formatDate(date: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(date));
}

/**
 * A date node's data-date: an integer count of ms since 1970 (optional minus sign, surrounding white space ignored)
 * within the range of a JavaScript date; anything else (empty, '2026-11-21', '1.5e12', 'soon') is null.
 */
export function parseDateAttribute(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!/^-?\d+$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= MAX_DATE_MS ? value : null;
}
