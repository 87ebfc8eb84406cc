/**
 * The one stack of open layers (visitor-runtime §2 "Keyboard"): every dialog, popup, lightbox and tooltip that is
 * open pushes itself here, and Escape closes the top-most one. Views register while they are open (useLayer in
 * views/shared/use-layer.ts); the keyboard router (runtime/chrome/keyboard.ts) asks for the top. Plain data, no DOM:
 * the core, the chrome chunk and every view chunk share this one module instance (esbuild puts it in a shared chunk).
 *
 * Escape belongs to the top layer first: one capture-phase listener on window (while any layer is open) closes
 * it and marks the key event handled (defaultPrevented), so document-level handlers such as the keyboard router
 * only act on an Escape no layer took. Views on the stack never handle Escape themselves.
 */
export interface Layer {
  /** names the layer in logs and tests, e.g. 'dialog:confirm' */
  name: string;
  /** asks the layer's chart to close (the chart decides; e.g. a confirmation counts Escape as cancel) */
  close(): void;
  /** false for layers Escape must not close (e.g. a dialog opened with closeOnEscape: false); default true */
  closesOnEscape?: boolean;
}

/** Base z-index of managed UI (visitor-runtime §9); each layer sits one above the one below it. */
export const BASE_Z_INDEX = 30000;

const stack: Layer[] = [];

/** Puts a layer on top; returns its removal (safe to call twice). */
export function pushLayer(layer: Layer): () => void {
  listenForEscape();
  stack.push(layer);
  return () => {
    const index = stack.indexOf(layer);
    if (index >= 0) stack.splice(index, 1);
    if (!stack.length) stopListeningForEscape();
  };
}

export function topLayer(): Layer | undefined {
  return stack[stack.length - 1];
}

/** The z-index for the layer at this position (0 = first opened). */
export function layerZIndex(layer: Layer): number {
  const index = stack.indexOf(layer);
  return BASE_Z_INDEX + (index < 0 ? stack.length : index);
}

/** Escape: closes the top-most layer; true when there was one (a layer that ignores Escape still swallows it). */
export function closeTopLayer(): boolean {
  const top = topLayer();
  if (!top) return false;
  if (top.closesOnEscape !== false) top.close();
  return true;
}

export function openLayerNames(): string[] {
  return stack.map((layer) => layer.name);
}

let listening = false;

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
  if (event.defaultPrevented) return;
  if (closeTopLayer()) event.preventDefault();
}

/** Installs the one window listener that gives a plain Escape to the top layer. */
function listenForEscape(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('keydown', onKeyDown, true);
}

/** With no layer open nothing listens: a destroyed page keeps no listener of ours. */
function stopListeningForEscape(): void {
  if (!listening) return;
  listening = false;
  window.removeEventListener('keydown', onKeyDown, true);
}
