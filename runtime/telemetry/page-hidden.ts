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
