import { fromCallback, type EventObject } from 'xstate';

/** Calls `onHidden` when the page is hidden (visibilitychange to hidden) or unloads (pagehide); returns the stop. */
export function onPageHidden(onHidden: () => void, doc: Document = document): () => void {
  const visibility = () => doc.visibilityState === 'hidden' && onHidden();
  const view = doc.defaultView;
  doc.addEventListener('visibilitychange', visibility);
  view?.addEventListener('pagehide', onHidden);
  return () => {
    doc.removeEventListener('visibilitychange', visibility);
    view?.removeEventListener('pagehide', onHidden);
  };
}

/** An invoked actor that sends PAGE_HIDDEN while its state lasts (the trace batcher's and the collector's watchPage). */
export const watchPageActor = (doc: Document = document) =>
  fromCallback<EventObject>(({ sendBack }) => onPageHidden(() => sendBack({ type: 'PAGE_HIDDEN' }), doc));
