/** One result of the search preview: a page or product of the site. */
export interface SearchResult {
  title: string;
  url: string;
}
