import { describeFirstIssue, logError } from './log';
import type { SiteContext } from './schemas/site-context';
import { isRecord } from '../machines/shared/values';
// Generated from the zod schema (runtime/schemas/site-context.ts), so that the core does not download zod.
import { siteContextValidator } from './schemas/validators.generated';

export const SITE_CONTEXT_ID = 'site-context';

export const defaultSiteContext = (): SiteContext => siteContextValidator.parse({});

/**
 * Reads the site context: our `#site-context` script, the published page's `Static.SQUARESPACE_CONTEXT`
 * (docs/published-pages.md), or both, ours winning key by key. Broken JSON gives the defaults; a field of the wrong type is reported and that field
 * falls back to its default, so one bad fact never takes the others down. `report` receives those messages: the
 * console by default; a reader that runs before boot passes a silent one, so boot reports each problem once.
 */
export function readSiteContext(doc: Document, report: (message: string) => void = logError): SiteContext {
  const script = doc.getElementById(SITE_CONTEXT_ID);
  const published = findPublishedContext(doc);
  const readPublished = () => publishedFacts(JSON.parse(publishedContextJson(published!)));
  if (script && published !== null) return validate('Site context', () => over(readPublishedOrNot(readPublished, report), JSON.parse(script.textContent || '{}')), report);
  if (script) return validate('Site context', () => JSON.parse(script.textContent || '{}'), report);
  if (published !== null) return validate('Published site context', readPublished, report);
  return defaultSiteContext();
}

/** A published context that cannot be read is reported once and left out: ours still counts. */
function readPublishedOrNot(read: () => unknown, report: (message: string) => void): unknown {
  try {
    return read();
  } catch (error) {
    report(`Published site context is not valid JSON (${(error as Error).message}); only #site-context is read.`);
    return null;
  }
}

/** Ours over the published one, key by key (a page the platform published, with what the runtime's host adds). */
const over = (published: unknown, ours: unknown): unknown => (isRecord(published) && isRecord(ours) ? { ...published, ...ours } : ours);

function validate(name: string, parse: () => unknown, report: (message: string) => void): SiteContext {
  let raw: unknown;
  try {
    raw = parse();
  } catch (error) {
    report(`${name} is not valid JSON (${(error as Error).message}); using safe defaults.`);
    return defaultSiteContext();
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    report(`${name} must be a JSON object; using safe defaults.`);
    return defaultSiteContext();
  }
  const result = siteContextValidator.safeParse(raw);
  if (result.success) return result.data;
  report(`${name} is invalid at ${describeFirstIssue(result.error.issues)}; those fields use safe defaults.`);
  const kept: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const issue of result.error.issues) delete kept[String(issue.path[0])];
  const retried = siteContextValidator.safeParse(kept);
  return retried.success ? retried.data : defaultSiteContext();
}

const PUBLISHED_CONTEXT = 'SQUARESPACE_CONTEXT';

/** The text of the published page's inline context script (`data-name="static-context"`), if there is one. */
function findPublishedContext(doc: Document): string | null {
  const marked = doc.querySelector('script[data-name="static-context"]');
  if (marked) return marked.textContent ?? '';
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    if (script.textContent?.includes(PUBLISHED_CONTEXT)) return script.textContent;
  }
  return null;
}

/**
 * The object literal assigned to `Static.SQUARESPACE_CONTEXT`, cut out of the script's text without running it:
 * from its first `{` to the brace that closes it, skipping braces inside strings. The platform writes it as JSON.
 */
export function publishedContextJson(text: string): string {
  const start = text.indexOf('{', text.indexOf(PUBLISHED_CONTEXT) + 1);
  if (start < 0) return '';
  let depth = 0;
  let quoted = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}


/**
 * The published context keeps some §1 facts elsewhere than our contract does (docs/published-pages.md "Site
 * context"): the store settings and the Escape-to-login switch inside `websiteSettings`, the website type and status
 * inside `website`, the page's collection and item ids only as `collection.id` and `item.id`, the popup overlay's
 * style as a number, the maps key base64-encoded as `gmRenderKey`. This copies each where the schema reads it,
 * unless the context already has it there; everything else is left as it is.
 */
export function publishedFacts(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const facts = { ...raw };
  const moved = (key: string, value: unknown) => {
    if (value !== undefined && facts[key] === undefined) facts[key] = value;
  };
  const { website, websiteSettings, collection, item } = raw;
  if (isRecord(website)) {
    moved('websiteType', website.websiteType);
    moved('siteStatus', website.siteStatus);
  }
  if (isRecord(websiteSettings)) {
    moved('storeSettings', websiteSettings.storeSettings);
    moved('useEscapeKeyToLogin', websiteSettings.useEscapeKeyToLogin);
    const popup = websiteSettings.popupOverlaySettings;
    if (isRecord(popup) && typeof popup.style === 'number') {
      facts.websiteSettings = { ...websiteSettings, popupOverlaySettings: { ...popup, style: String(popup.style) } };
    }
  }
  if (isRecord(collection)) moved('collectionId', collection.id);
  if (isRecord(item)) moved('itemId', item.id);
  if (typeof raw.gmRenderKey === 'string' && raw.gmRenderKey) moved('mapsSettings', { apiKey: decodedKey(raw.gmRenderKey) });
  return facts;
}

/** `gmRenderKey` is the maps key in base64; a value that is not base64 of printable text is taken as the key itself. */
function decodedKey(encoded: string): string {
  try {
    const key = atob(encoded);
    return /^[\x21-\x7e]+$/.test(key) ? key : encoded;
  } catch {
    return encoded;
  }
}
