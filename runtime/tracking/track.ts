import { pageLoadId } from '../page-load';

/**
 * The campaign Track call (visitor-runtime §7: GET /api/track/Track, sent as an image request). Sent once per page
 * view, only when the page address carries a campaign parameter. Mapping in docs/tracking.md "Track".
 */
export const TRACK_URL = '/api/track/Track';

/** Track parameter ← page query parameters, first non-empty wins. These are the campaign parameters. */
export const CAMPAIGN_PARAMETERS: Record<string, readonly string[]> = {
  source: ['source', 'utm_source'],
  campaign: ['campaign', 'utm_campaign'],
  subcampaign: ['subcampaign', 'utm_content'],
  channel: ['channel', 'utm_medium'],
  subchannel: ['subchannel', 'utm_term'],
  variation: ['variation'],
  mkwid: ['mkwid'],
  rk: ['rk'],
};

/** At most this many query parameters are read (display-widgets §9). */
export const MAX_QUERY_KEYS = 1000;

/** The page query's first non-empty value per name, over at most 1000 parameters. */
export function queryValues(search: string): Map<string, string> {
  const values = new Map<string, string>();
  let count = 0;
  for (const [name, value] of new URLSearchParams(search)) {
    if (++count > MAX_QUERY_KEYS) break;
    if (value && !values.has(name)) values.set(name, value);
  }
  return values;
}

export interface TrackPage {
  /** document.referrer */
  referrer: string;
  /** location.pathname */
  landing: string;
  /** navigator.language */
  lang: string;
  screenWidth: number;
  screenHeight: number;
}

/** The Track query, or null when the address carries no campaign parameter. */
export function trackQuery(search: string, page: TrackPage): URLSearchParams | null {
  const values = queryValues(search);
  const query = new URLSearchParams();
  for (const [parameter, names] of Object.entries(CAMPAIGN_PARAMETERS)) {
    const found = names.map((name) => values.get(name)).find(Boolean);
    if (found) query.set(parameter, found);
  }
  if (!query.toString()) return null;
  const context: Record<string, string> = {
    refer: values.get('refer') || page.referrer,
    landing: values.get('landing') || page.landing,
    lang: values.get('lang') || page.lang,
    screen: page.screenWidth > 0 && page.screenHeight > 0 ? `${Math.round(page.screenWidth)}x${Math.round(page.screenHeight)}` : '',
  };
  for (const [name, value] of Object.entries(context)) if (value) query.set(name, value);
  return query;
}

/** Sends the Track call as an image request; an image carries no header, so the page load id is in the query. */
export function sendTrack(query: URLSearchParams, image: HTMLImageElement = new Image()): void {
  image.src = `${TRACK_URL}?${query}&pageLoadId=${pageLoadId()}`;
}
