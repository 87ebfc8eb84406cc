// CONTRACT (completed and tested by the routes work): the platform routes of visitor-runtime §2.
/** /config/?frameUrl={encoded current path and query} */
export function configPanelUrl(location: { pathname: string; search: string }): string {
  return `/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`;
}
