// One capture of pointer, focus, key and click events on the document for every dormant or loading block: a block
// registers while it waits and the capture tells it what the visitor did inside it, before any handler of its
// server markup sees the event.

const CAPTURED = ['pointerdown', 'focusin', 'keydown', 'click'] as const;

type Listener = (event: Event) => void;
const waiting = new Map<Element, Listener>();

function route(event: Event): void {
  for (let node = event.target as Node | null; node; node = node.parentNode) {
    const listener = waiting.get(node as Element);
    if (listener) return listener(event);
  }
}

/** Calls `listener` with every captured event inside `element`; returns the stop (the last one removes the capture). */
export function captureInteractions(element: Element, listener: Listener): () => void {
  if (waiting.size === 0) for (const type of CAPTURED) document.addEventListener(type, route, true);
  waiting.set(element, listener);
  return () => {
    if (waiting.get(element) !== listener) return;
    waiting.delete(element);
    if (waiting.size === 0) for (const type of CAPTURED) document.removeEventListener(type, route, true);
  };
}
