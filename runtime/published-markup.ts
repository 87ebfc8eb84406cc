import { describeFirstIssue } from './log';
import { PublishedMarkupError } from './published-markup-error';

// Small readers shared by the published-markup readers of the form, newsletter and accordion chunks
// (docs/published-pages.md). They read text and attributes only: nothing in the markup is evaluated.

/** An element's text as a visitor reads it: whitespace runs (the markup's indentation) made one space, trimmed. */
export function markupText(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of an HTML fragment, parsed inert (a detached document: no script runs, nothing loads). */
export function htmlText(html: string): string {
  return markupText(new DOMParser().parseFromString(html, 'text/html').body);
}

/** A non-empty string, else undefined (the platform writes "" for every setting left empty). */
export function filled(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Copies the entries whose value is not undefined (our schemas take an absent optional, not an undefined one). */
export function defined<T extends Record<string, unknown>>(entries: T): Partial<T> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<T>;
}

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/**
 * The configuration a reader built, checked against the kind's schema: a reader answers what the schema accepts or
 * throws a `PublishedMarkupError` saying what is wrong, so the block is skipped with one message naming it.
 */
export function acceptedBy<T>(schema: Schema<T>, config: unknown, source: string): unknown {
  const result = schema.safeParse(config);
  if (!result.success) throw new PublishedMarkupError(`${source} does not make a valid configuration (${describeFirstIssue(result.error.issues)}).`);
  return config;
}
