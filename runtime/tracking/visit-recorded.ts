/**
 * When the tracking chunk has recorded this page's visit (the visitor cookie is written then): census callers that
 * send the visitor cookie wait for it, so a block that boots before the tracking chunk does not send an empty one.
 * A module of its own, shared by the tracking chunk and those callers; the DOM event reaches a caller that waits.
 */
export const VISIT_RECORDED_EVENT = 'visitor-runtime:visit-recorded';

const recorded = new WeakSet<Document>();

export function markVisitRecorded(doc: Document): void {
  if (recorded.has(doc)) return;
  recorded.add(doc);
  doc.dispatchEvent(new Event(VISIT_RECORDED_EVENT));
}

/** Runs `run` once the visit of `doc` is recorded (now, if it is); returns the cancel. */
export function afterVisitRecorded(doc: Document, run: () => void): () => void {
  if (recorded.has(doc)) {
    run();
    return () => {};
  }
  const listener = () => run();
  doc.addEventListener(VISIT_RECORDED_EVENT, listener, { once: true });
  return () => doc.removeEventListener(VISIT_RECORDED_EVENT, listener);
}
