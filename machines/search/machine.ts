import { assign, setup } from 'xstate';
import { providedPromise } from '../shared/provided';
import { previewQuery } from './rules';
import type { SearchResult } from './types';

export type SearchPreviewEvent =
  /** The visitor changed the field's text. */
  | { type: 'QUERY'; text: string }
  /** The visitor pressed Try again after the preview failed. */
  | { type: 'RETRY' };

export interface SearchPreviewContext {
  /** The query the preview shows or asks for ('' when the field is too short to search). */
  query: string;
  results: SearchResult[];
}

/**
 * The search block's preview (visitor-runtime §2 "a search preview loads lazily on first need"): as the visitor types,
 * the site's results for the field's text, asked for 250 ms after the last key (`typing`), so a word typed quickly
 * is one request. A text too short to search clears it (`idle`). `loading` invokes the runtime's `fetchPreview`;
 * typing again while it loads aborts it (the invoke ends with the state).
 */
export const searchPreviewMachine = setup({
  types: {
    context: {} as SearchPreviewContext,
    events: {} as SearchPreviewEvent,
  },
  guards: {
    tooShort: ({ event }) => event.type === 'QUERY' && previewQuery(event.text) === null,
  },
  actions: {
    setQuery: assign({ query: ({ event }) => (event.type === 'QUERY' ? (previewQuery(event.text) ?? '') : '') }),
    clear: assign({ query: '', results: [] }),
  },
  delays: { typing: 250 },
  actors: { fetchPreview: providedPromise<SearchResult[], { query: string }>() },
}).createMachine({
  id: 'searchPreview',
  context: { query: '', results: [] },
  initial: 'idle',
  on: {
    QUERY: [
      { guard: 'tooShort', target: '.idle', actions: 'clear' },
      { target: '.typing', reenter: true, actions: 'setQuery' },
    ],
  },
  states: {
    idle: {},
    typing: { after: { typing: 'loading' } },
    loading: {
      invoke: {
        id: 'fetchPreview',
        src: 'fetchPreview',
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: 'shown', actions: assign({ results: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    shown: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
