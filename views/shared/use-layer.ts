import { useLayoutEffect, useRef } from 'react';
import { pushLayer, type Layer } from '../../runtime/layers';

/**
 * Keeps a view on the shared layer stack (runtime/layers.ts) while it is open, so Escape reaches the top-most
 * layer only. `close` may change between renders; the latest one is called.
 *
 * A layout effect: the stack changes in the same commit as the DOM. preact/compat runs passive effects (and their
 * cleanups) only after the next animation frame, so a passive effect left a closed layer on the stack after its
 * DOM was gone, and the visitor's next Escape went to it instead of the page.
 */
export function useLayer(open: boolean, name: string, close: () => void, closesOnEscape = true): void {
  const latestClose = useRef(close);
  latestClose.current = close;
  useLayoutEffect(() => {
    if (!open) return;
    const layer: Layer = { name, close: () => latestClose.current(), closesOnEscape };
    return pushLayer(layer);
  }, [open, name, closesOnEscape]);
}
