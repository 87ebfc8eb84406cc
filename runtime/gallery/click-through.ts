/**
 * Follows a slide's click-through link: the page goes there, or, inside the editor's frame (edit mode), the editor
 * is told and follows it itself (the plan says which, runtime/gallery/plan.ts).
 */
export const followClickThrough =
  (by: 'editor' | 'page') =>
  (url: string): void => {
    if (by === 'editor') window.parent.postMessage({ type: 'visitor-runtime:gallery-click-through', url }, '*');
    else window.location.assign(url);
  };
