import { describeFirstIssue, logError } from './log';
import { useShortValidationMessages } from './schemas/messages';
import { siteContextSchema, type SiteContext } from './schemas/site-context';

useShortValidationMessages();

export const SITE_CONTEXT_ID = 'site-context';

export const defaultSiteContext = (): SiteContext => siteContextSchema.parse({});

/**
 * Reads the site context script. Broken JSON gives the defaults; a field of the wrong type is reported and that
 * field falls back to its default, so one bad fact never takes the others down.
 */
export function readSiteContext(doc: Document): SiteContext {
  const script = doc.getElementById(SITE_CONTEXT_ID);
  if (!script) return defaultSiteContext();
  let raw: unknown;
  try {
    raw = JSON.parse(script.textContent || '{}');
  } catch (error) {
    logError(`Site context is not valid JSON (${(error as Error).message}); using safe defaults.`);
    return defaultSiteContext();
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    logError('Site context must be a JSON object; using safe defaults.');
    return defaultSiteContext();
  }
  const result = siteContextSchema.safeParse(raw);
  if (result.success) return result.data;
  logError(`Site context is invalid at ${describeFirstIssue(result.error.issues)}; those fields use safe defaults.`);
  const kept: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const issue of result.error.issues) delete kept[String(issue.path[0])];
  const retried = siteContextSchema.safeParse(kept);
  return retried.success ? retried.data : defaultSiteContext();
}
