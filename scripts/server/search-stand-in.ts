// The site search's preview on the reference server (docs/blocks.md "Search"): the demo shop's products and a few of
// the demo site's pages whose title or description holds every word of the query, any case. A real platform searches
// its own index; the preview only needs the same answer's shape.
import type { SearchPreviewResponse } from '../../runtime/api-schemas';
import { catalogue } from './catalogue';

const PAGES = [
  { title: 'Bread club', url: '/pricing-toggle', text: 'membership loaf of the week' },
  { title: 'Events calendar', url: '/calendar', text: 'bread classes markets tastings' },
  { title: 'On tour', url: '/tour-dates', text: 'the bakery band tour dates' },
];

const ENTRIES = [
  ...[...catalogue.values()].map((product) => ({ title: product.name, url: '/shop', text: product.description ?? '' })),
  ...PAGES,
];

/** The preview's results for a query (at most five; none for a blank query). */
export function searchPreview(query: string): SearchPreviewResponse {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { items: [] };
  const items = ENTRIES.filter((entry) => words.every((word) => `${entry.title} ${entry.text}`.toLowerCase().includes(word)))
    .slice(0, 5)
    .map(({ title, url }) => ({ title, url }));
  return { items };
}
