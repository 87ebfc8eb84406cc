import type { SnapshotFrom } from 'xstate';
import { searchAnatomy } from './anatomy';
import type { SearchPreviewEvent, searchPreviewMachine } from './machine';
import { resultsStatus } from './rules';

type Snapshot = SnapshotFrom<typeof searchPreviewMachine>;

export const PREVIEW_SEARCHING = 'Searching…';
export const PREVIEW_FAILED = 'Unable to load results';

/**
 * Pure: snapshot → the preview's parts. The field names the list it controls and the status line that describes it;
 * the status is a polite live region (searching, how many results, or the failure); the results are links the
 * visitor tabs to after the field; the failure has a Try again button.
 */
export function connectSearchPreview(snapshot: Snapshot, send: (event: SearchPreviewEvent) => void, { id }: { id: string }) {
  const state = snapshot.value as 'idle' | 'typing' | 'loading' | 'shown' | 'failed';
  const { query, results } = snapshot.context;
  const ids = { status: `${id}-search-status`, results: `${id}-search-results` };
  const status = state === 'typing' || state === 'loading' ? PREVIEW_SEARCHING : state === 'shown' ? resultsStatus(results.length, query) : state === 'failed' ? PREVIEW_FAILED : '';
  return {
    state,
    status,
    results: state === 'shown' ? results : [],
    fieldProps: { ...searchAnatomy.attrs('field'), 'aria-describedby': ids.status, 'aria-controls': ids.results },
    fieldHandlers: { input: (text: string) => send({ type: 'QUERY', text }) },
    previewProps: { ...searchAnatomy.attrs('preview'), 'data-state': state },
    statusProps: { ...searchAnatomy.attrs('status'), id: ids.status, role: 'status' },
    resultsProps: { ...searchAnatomy.attrs('results'), id: ids.results, 'aria-label': 'Search results', hidden: state !== 'shown' || results.length === 0 },
    getResultProps: (index: number) => ({ ...searchAnatomy.attrs('result'), href: results[index]?.url }),
    retryProps: state === 'failed' ? { ...searchAnatomy.attrs('retry'), type: 'button' as const, onClick: () => send({ type: 'RETRY' }) } : null,
  };
}
