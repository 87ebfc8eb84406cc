import { describeFirstIssue, logError } from './log';
import { useShortValidationMessages } from './schemas/messages';
import { siteContextSchema, type SiteContext } from './schemas/site-context';

useShortValidationMessages();

export const SITE_CONTEXT_ID = 'site-context';

export const defaultSiteContext = (): SiteContext => siteContextSchema.parse({});

/**
 * Reads the site context: our `#site-context` script, else the published page's `Static.SQUARESPACE_CONTEXT`
 * (docs/published-pages.md). Broken JSON gives the defaults; a field of the wrong type is reported and that field
 * falls back to its default, so one bad fact never takes the others down.
 */
export function readSiteContext(doc: Document): SiteContext {
  const script = doc.getElementById(SITE_CONTEXT_ID);
  if (script) return validate('Site context', () => JSON.parse(script.textContent || '{}'));
  const published = findPublishedContext(doc);
  if (published !== null) return validate('Published site context', () => JSON.parse(publishedContextJson(published)));
  return defaultSiteContext();
}

function validate(name: string, parse: () => unknown): SiteContext {
  let raw: unknown;
  try {
    raw = parse();
  } catch (error) {
    logError(`${name} is not valid JSON (${(error as Error).message}); using safe defaults.`);
    return defaultSiteContext();
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    logError(`${name} must be a JSON object; using safe defaults.`);
    return defaultSiteContext();
  }
  const result = siteContextSchema.safeParse(raw);
  if (result.success) return result.data;
  logError(`${name} is invalid at ${describeFirstIssue(result.error.issues)}; those fields use safe defaults.`);
  const kept: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const issue of result.error.issues) delete kept[String(issue.path[0])];
  const retried = siteContextSchema.safeParse(kept);
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
