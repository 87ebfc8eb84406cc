// Pure and tiny: census callers in the core's neighbourhood (tracking, form, overlay) share it without pulling in
// the form's payload code.

/** What the runtime knows about the page at submit time (census event fields, visitor-runtime §3). */
export interface PageInfo {
  title: string;
  path: string;
  url: string;
  referrer: string;
  userAgent: string;
  /** Milliseconds since the epoch. */
  clientDate: number;
  viewportInnerWidth: number;
  viewportInnerHeight: number;
  screenWidth: number;
  screenHeight: number;
  /** null when unknown (required keys, so that a caller cannot drop one by misnaming it). */
  websiteId: string | null;
  templateId: string | null;
  /** Sent as `website_locale`. */
  locale: string | null;
  collectionId: string | null;
  itemId: string | null;
  recordType?: number | string | null;
  queryString: string;
  localStorageSupported: boolean;
}

/** The page fields every census payload carries (visitor-runtime §3): census hits, button and overlay census, and a
 * first-variant form submission. */
export function censusPageFields(page: PageInfo, recordType: unknown = page.recordType ?? null) {
  return {
    userAgent: page.userAgent,
    clientDate: page.clientDate,
    viewportInnerHeight: page.viewportInnerHeight,
    viewportInnerWidth: page.viewportInnerWidth,
    screenHeight: page.screenHeight,
    screenWidth: page.screenWidth,
    websiteId: page.websiteId,
    templateId: page.templateId,
    website_locale: page.locale,
    url: page.url,
    title: page.title,
    itemId: page.itemId,
    recordType: typeof recordType === 'number' || typeof recordType === 'string' ? recordType : null,
    collectionId: page.collectionId,
    localStorageSupported: page.localStorageSupported,
    queryString: page.queryString,
    referrer: page.referrer,
  };
}
export type CensusPageFields = ReturnType<typeof censusPageFields>;

