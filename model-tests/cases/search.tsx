import { createRoot } from 'react-dom/client';
import { searchPreviewMachine } from '../../machines/search/machine';
import { SearchPreview } from '../../views/search/SearchPreview';
import { renderNow } from '../harness/render-now';
import type { ChartCase } from '../harness/walk-chart';

// The search preview chart's walk (model-tests/search.model.test.tsx) and its page in the chart lab: the server's
// search form with the preview under it (docs/blocks.md "Search").

export const SEARCH_RESULTS = [
  { title: 'Harbour T-shirt', url: '/shop' },
  { title: 'City Guide (PDF)', url: '/shop' },
];

export const searchPreviewCase: ChartCase<typeof searchPreviewMachine> = {
  title: 'the preview under the server’s search form',
  machine: searchPreviewMachine,
  mount: async (actorRef, container) => {
    container.innerHTML = '<form role="search" action="/search"><label for="q">Search</label><input id="q" type="search" name="q"><button>Search</button></form><div></div>';
    const root = createRoot(container.lastElementChild!);
    await renderNow(() => root.render(<SearchPreview actorRef={actorRef} blockId="site-search" field={container.querySelector('input')!} />));
    return () => renderNow(() => root.unmount());
  },
  events: (snapshot) => ({
    QUERY: [{ text: 'ci' }, { text: 'c' }],
    RETRY: snapshot.matches('failed') ? [{}] : [],
    'xstate.done.actor.fetchPreview': [{ output: SEARCH_RESULTS }, { output: [] }],
    'xstate.error.actor.fetchPreview': [{ error: new Error('The search preview could not load (NETWORK_FAILED)') }],
  }),
};

export const labCases = [searchPreviewCase];
