import { isRecord } from '../shared/values';
import type { SearchResult } from './types';

/** The site's search page (visitor-runtime §2 "/search"). */
export const SEARCH_PAGE = '/search';
/** The preview lists at most this many results (our choice: the search page lists them all). */
export const PREVIEW_LIMIT = 5;
/** A preview asks for nothing below two characters (our choice: one letter matches everything). */
export const PREVIEW_MIN_LENGTH = 2;

/** The query a preview asks for: the field's text trimmed, or null when too short to search. */
export function previewQuery(text: string): string | null {
  const query = text.trim();
  return [...query].length >= PREVIEW_MIN_LENGTH ? query : null;
}

/** The search page's address for a query: `/search?q=…`. */
export const searchPageUrl = (query: string) => `${SEARCH_PAGE}?${new URLSearchParams({ q: query.trim() })}`;

/**
 * The results of a preview answer (`{ items: [{ title, url }] }`), at most PREVIEW_LIMIT, only those with a title and
 * an address on this site or over http(s); null when the answer is not one (the preview says it could not load).
 */
export function previewResults(answer: unknown): SearchResult[] | null {
  if (!isRecord(answer) || !Array.isArray(answer.items)) return null;
  return answer.items
    .filter((item): item is SearchResult => isRecord(item) && typeof item.title === 'string' && item.title.trim() !== '' && typeof item.url === 'string' && isSafeUrl(item.url))
    .slice(0, PREVIEW_LIMIT)
    .map(({ title, url }) => ({ title: title.trim(), url }));
}

const isSafeUrl = (url: string) => /^\/(?![/\\])/.test(url) || /^https?:\/\//i.test(url);

/** What the preview's status line says of its results. */
export const resultsStatus = (count: number, query: string) =>
  count === 0 ? `No results for “${query}”` : `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`;
