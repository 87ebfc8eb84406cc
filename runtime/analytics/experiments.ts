import { readSiteContext } from '../site-context';

/**
 * Experiment lookup (display-widgets §3 "Experiment context", §4, §8). The configuration is the list of experiment
 * contexts (site context `experiments`); absent means not loaded. Sites with status internal (6) may override a
 * variant with the query parameter `experiment.<name>=<variant>`. Pure.
 */
export const ExperimentType = { FEATURE_TOGGLE: 'FEATURE_TOGGLE', AB_TEST: 'AB_TEST' } as const;
export type ExperimentType = (typeof ExperimentType)[keyof typeof ExperimentType];

export interface ExperimentContext {
  name: string;
  experimentType: ExperimentType;
  variant: string;
  segmentName?: string | null;
}

export const ExperimentError = {
  NOT_LOADED: 'The underlying Praetor configuration is not loaded',
  NOT_FOUND: 'The specified feature does not exist',
  WRONG_TYPE: (type: ExperimentType) => `The specified feature is not a ${type}`,
  INVALID: 'The specified feature has an invalid server-side definition',
} as const;

export type Lookup = { variant: string; error?: undefined } | { variant?: undefined; error: string };

const isType = (value: unknown): value is ExperimentType => value === 'FEATURE_TOGGLE' || value === 'AB_TEST';

/** The variant of feature `name` of type `type`, or the error. An override wins over the configuration. */
export function lookupVariant(config: unknown, name: string, type: ExperimentType, override?: string): Lookup {
  if (override !== undefined) return { variant: override };
  if (!Array.isArray(config)) return { error: ExperimentError.NOT_LOADED };
  const entry: unknown = config.find((item) => (item as { name?: unknown } | null)?.name === name);
  if (entry === undefined) return { error: ExperimentError.NOT_FOUND };
  const { experimentType, variant, segmentName } = entry as Partial<Record<keyof ExperimentContext, unknown>>;
  if (!isType(experimentType) || typeof variant !== 'string' || (segmentName != null && typeof segmentName !== 'string')) {
    return { error: ExperimentError.INVALID };
  }
  return experimentType === type ? { variant } : { error: ExperimentError.WRONG_TYPE(type) };
}

/** A feature toggle: on when the variant is the string 'true'; the default (false) with the error otherwise. */
export function featureToggle(config: unknown, name: string, fallback = false, override?: string) {
  const found = lookupVariant(config, name, 'FEATURE_TOGGLE', override);
  return found.error ? { value: fallback, error: found.error } : { value: found.variant === 'true' };
}

/** An A/B test's variant; the default with the error otherwise. */
export function abTestVariant(config: unknown, name: string, fallback: string, override?: string) {
  const found = lookupVariant(config, name, 'AB_TEST', override);
  return found.error ? { value: fallback, error: found.error } : { value: found.variant as string };
}

export const WEBSITE_STATUS_INTERNAL = 6;
export const OVERRIDE_PREFIX = 'experiment.';

/** Overrides by feature name from the page query; none unless the site's status is internal. */
export function experimentOverrides(search: string, siteStatus: unknown): Record<string, string> {
  const overrides: Record<string, string> = Object.create(null) as Record<string, string>;
  if (siteStatus !== WEBSITE_STATUS_INTERNAL) return overrides;
  // The query read as tracking reads it (runtime/tracking/track.ts queryValues: the first non-empty value per name,
  // over at most 1000 parameters, display-widgets §9), without importing it: that module shared with the tracking
  // chunk would become a chunk of its own that every page's chrome.js takes in.
  let count = 0;
  for (const [key, value] of new URLSearchParams(search)) {
    if (++count > 1000) break;
    const name = key.slice(OVERRIDE_PREFIX.length);
    if (value && key.startsWith(OVERRIDE_PREFIX) && name && !Object.hasOwn(overrides, name)) overrides[name] = value;
  }
  return overrides;
}

/** The page's experiments: the site context's configuration with this address's overrides. */
export function pageExperiments(site: { experiments?: unknown; siteStatus?: { value?: unknown } }, search: string) {
  const overrides = experimentOverrides(search, site.siteStatus?.value);
  return {
    featureToggle: (name: string, fallback = false) => featureToggle(site.experiments, name, fallback, overrides[name]),
    abTestVariant: (name: string, fallback: string) => abTestVariant(site.experiments, name, fallback, overrides[name]),
  };
}

/**
 * This page's experiments, for `visitorRuntime.experiments()`: the site context read quietly (boot has reported its
 * problems already) and this address's overrides.
 */
export const thisPageExperiments = () => pageExperiments(readSiteContext(document, () => {}), location.search);
