import { fromPromise } from 'xstate';
import { searchPreviewMachine } from '../../machines/search/machine';
import { previewResults } from '../../machines/search/rules';
import type { SearchResult } from '../../machines/search/types';
import { send } from '../data-layer';

/** The reference platform's preview of the site search (scripts/server/search-stand-in.ts): `GET ?q=` → `{ items }`. */
export const SEARCH_PREVIEW_URL = '/api/search/GetSearchPreview';

/**
 * The preview chart with the runtime's effect: one GET per query through the data layer (aborted when the visitor
 * types again), no system error overlay (the preview says it could not load). Asking for results records nothing:
 * the preview is no page view (visitor-runtime §2 "Search page").
 */
export const searchPreviewLogic = searchPreviewMachine.provide({
  actors: {
    fetchPreview: fromPromise<SearchResult[], { query: string }>(async ({ input, signal }) => {
      const outcome = await send({ method: 'GET', url: SEARCH_PREVIEW_URL, data: { q: input.query }, showErrors: false }, signal);
      const results = outcome.type === 'SUCCEEDED' ? previewResults(outcome.data) : null;
      if (!results) throw new Error(`The search preview could not load (${outcome.type})`);
      return results;
    }),
  },
});
