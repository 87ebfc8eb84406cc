import { logWarn } from '../log';
import type { SiteContext } from '../schemas/site-context';
import type { SessionInfo } from './session';

/**
 * The analytics context and the common fields of every analytics event (display-widgets §3, §5): each must have its
 * type or be null; a field of another type is dropped with a console warning naming it, and so is a field that is
 * not a common field.
 */
export const COMMON_FIELD_TYPES = {
  websiteId: 'string',
  memberAccountId: 'string',
  templateId: 'string',
  variantId: 'string',
  locales: 'string[]',
  isFirstLanding: 'boolean',
  isFirstSession: 'boolean',
  sessionId: 'string',
} as const;
export type CommonFieldName = keyof typeof COMMON_FIELD_TYPES;

const hasType = (value: unknown, type: string) =>
  type === 'string[]' ? Array.isArray(value) && value.every((v) => typeof v === 'string') : typeof value === type;

/** The fields that pass, in order; undefined fields are left out. Pure but for the warning. */
export function checkCommonFields(raw: Record<string, unknown>, warn: (message: string) => void = logWarn) {
  const fields: Partial<Record<CommonFieldName, unknown>> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const type = (COMMON_FIELD_TYPES as Record<string, string>)[name];
    if (!type) warn(`Analytics field "${name}" is not a common field; it is dropped.`);
    else if (value !== null && !hasType(value, type)) warn(`Analytics field "${name}" must be ${type} or null; it is dropped.`);
    else fields[name as CommonFieldName] = value;
  }
  return fields;
}

/**
 * The analytics context, unchecked: websiteId, templateId, variantId (site context `variantId`), locales (site
 * context `locales`, else the page's language) and memberAccountId only when an account is signed in.
 */
export function analyticsContext(site: SiteContext, lang: string): Record<string, unknown> {
  return {
    websiteId: site.website.id ?? null,
    ...(site.authenticatedAccount ? { memberAccountId: site.authenticatedAccount.id ?? null } : {}),
    templateId: site.templateId ?? null,
    variantId: site.variantId ?? null,
    locales: site.locales ?? (lang ? [lang] : []),
  };
}

/** The common data of an analytics event: context and session, checked. */
export const commonData = (site: SiteContext, lang: string, session: SessionInfo, warn?: (message: string) => void) =>
  checkCommonFields({ ...analyticsContext(site, lang), ...session }, warn);
