// Request body reading and decoding. Endpoints receive JSON, form-encoded or text/plain (beacon) bodies.
import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 1_000_000;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(`body exceeds ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type FormFieldsDecoded = Record<string, string | string[]>;

/** application/x-www-form-urlencoded (and query strings); a repeated name becomes a list. */
export function decodeForm(text: string | URLSearchParams): FormFieldsDecoded {
  const params = typeof text === 'string' ? new URLSearchParams(text) : text;
  // no prototype: field names such as __proto__ or valueOf are the visitor's, not Object's
  const fields: FormFieldsDecoded = Object.create(null) as FormFieldsDecoded;
  for (const [name, value] of params) {
    const seen = fields[name];
    if (seen === undefined) fields[name] = value;
    else fields[name] = Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; error: string };

/** Deeper JSON than any endpoint takes: validating or storing it would recurse past the stack (a 500). */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text opens more than `limit` arrays or objects inside each other (brackets in strings skipped). */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** Decodes by content type. An empty body is `undefined`. text/plain and untyped bodies are JSON when they parse
 * as JSON (beacons send JSON as text/plain), else the raw text. */
export function parseBody(contentType: string | undefined, text: string): ParsedBody {
  if (text === '') return { ok: true, value: undefined };
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') return { ok: true, value: decodeForm(text) };
  const strictJson = mediaType === 'application/json' || mediaType.endsWith('+json');
  if (!strictJson && mediaType !== 'text/plain' && mediaType !== '') {
    return { ok: false, error: `body: unsupported content type ${mediaType}` };
  }
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, error: `body: JSON nested deeper than ${MAX_JSON_DEPTH} levels` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    if (strictJson) return { ok: false, error: `body: invalid JSON (${(error as Error).message})` };
    return { ok: true, value: text };
  }
}
