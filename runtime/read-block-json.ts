import { PublishedMarkupError } from './published-markup-error';
import { isRecord } from '../machines/shared/values';


/**
 * A published block's `data-block-json` as an object (the attribute is HTML-escaped in the page; the DOM unescapes
 * it), or another attribute holding JSON (a website component's `data-context`). Missing: `{}` when `optional`, else a
 * PublishedMarkupError, as for broken JSON or a value that is not an object.
 */
export function readBlockJson(element: Element, { optional = false, attribute = 'data-block-json' } = {}): Record<string, unknown> {
  const text = element.getAttribute(attribute);
  if (text === null) {
    if (optional) return {};
    throw new PublishedMarkupError(`${attribute} is missing.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PublishedMarkupError(`${attribute} is not valid JSON (${(error as Error).message}).`);
  }
  if (!isRecord(json)) throw new PublishedMarkupError(`${attribute} is not an object.`);
  return json;
}
