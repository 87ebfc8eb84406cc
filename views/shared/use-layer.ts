import { useEffect, useRef } from 'react';
import { pushLayer, type Layer } from '../../runtime/layers';

/**
 * Keeps a view on the shared layer stack (runtime/layers.ts) while it is open, so Escape reaches the top-most
 * layer only. `close` may change between renders; the latest one is called.
 */
export function useLayer(open: boolean, name: string, close: () => void, closesOnEscape = true): void {
  const latestClose = useRef(close);
  latestClose.current = close;
  useEffect(() => {
    if (!open) return;
    const layer: Layer = { name, close: () => latestClose.current(), closesOnEscape };
    return pushLayer(layer);
  }, [open, name, closesOnEscape]);
}
