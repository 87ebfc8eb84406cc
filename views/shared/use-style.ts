import { useLayoutEffect } from 'react';
import { injectStyle } from '../../runtime/inject-style';

/**
 * A view's stylesheet, in the page before the view's first paint: injected from a passive effect it would come after
 * the paint, and a busy page would show one frame of the view unstyled (a lightbox's hidden slides drawn visible).
 */
export function useStyle(id: string, css: string): void {
  useLayoutEffect(() => injectStyle(id, css), [id, css]);
}
