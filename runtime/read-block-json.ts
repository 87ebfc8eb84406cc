import { PublishedMarkupError } from './published-markup-error';
import { isRecord } from '../machines/shared/values';


/**
 * A published block's `data-block-json` as an object (the attribute is HTML-escaped in the page; the DOM unescapes
 * it). Missing: `{}` when `optional`, else a PublishedMarkupError, as for broken JSON or a value that is not an object.
 */
export function readBlockJson(element: Element, { optional = false } = {}): Record<string, unknown> {
  const text = element.getAttribute('data-block-json');
  if (text === null) {
    if (optional) return {};
    throw new PublishedMarkupError('data-block-json is missing.');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PublishedMarkupError(`data-block-json is not valid JSON (${(error as Error).message}).`);
  }
  if (!isRecord(json)) throw new PublishedMarkupError('data-block-json is not an object.');
  return json;
}
