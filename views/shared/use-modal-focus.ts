import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * One modal layer's focus record: the element it moved focus into (`container`) and the one focused before it
 * opened (`returnTo`). Shared by every modal (system error overlay, dialogs, login, popup overlay): a layer that
 * closed while one above it was still open stays here, closed, so the layer above can fall back to its return
 * target when its own one has gone with it.
 */
interface FocusLayer {
  container: HTMLElement | null;
  returnTo: Element | null;
  open: boolean;
}

/** Modal layers, oldest first; the tail is never a closed layer. */
const layers: FocusLayer[] = [];

/**
 * WAI-ARIA modal dialog focus: while `open`, focus moves to the element (or its `initialFocus` descendant) and
 * goes back to where the visitor was when it closes. Pair with `keepFocusInside` on the dialog's onKeyDown.
 * With stacked modals, a lower one that closes first leaves focus in the upper one; when the upper one closes and
 * its return target went with the lower one, focus goes where the lower one would have sent it.
 */
export function useModalFocus(open: boolean, dialog: RefObject<HTMLElement | null>, initialFocus?: string): void {
  useEffect(() => {
    if (!open) return;
    const layer: FocusLayer = { container: dialog.current, returnTo: document.activeElement, open: true };
    layers.push(layer);
    const target = (initialFocus && dialog.current?.querySelector<HTMLElement>(initialFocus)) || dialog.current;
    target?.focus();
    return () => closeLayer(layer);
  }, [open, dialog, initialFocus]);
}

function closeLayer(layer: FocusLayer): void {
  layer.open = false;
  const index = layers.indexOf(layer);
  if (index === -1) return;
  // A layer above is still open and holds focus: nothing moves now.
  if (layers.slice(index + 1).some((above) => above.open)) return;
  // The closed layers on top (this one, and those beneath it that closed while it was open) leave the stack; the
  // return targets they recorded are tried from the top down.
  const closing: FocusLayer[] = [];
  while (layers.length > 0 && !layers[layers.length - 1]!.open) closing.push(layers.pop()!);
  const stillOpen = layers[layers.length - 1];
  // Usable: still on the page, not inside a closing layer (it may still be hiding), and inside the modal left open
  // (if any), so focus never leaves a modal that is still shown.
  const usable = (element: Element) =>
    element.isConnected &&
    !closing.some((closed) => closed.container?.contains(element)) &&
    (!stillOpen?.container || stillOpen.container.contains(element));
  for (const closed of closing) {
    // A target that went with a non-modal layer (the information popup) stands for that layer's own return target.
    let target = closed.returnTo;
    for (let hops = 0; target && hops < 8; hops += 1) {
      if (usable(target)) return focusElement(target);
      target = standIn(target);
    }
  }
  // Nothing recorded is left: into the modal still open beneath, else the page's main landmark.
  if (stillOpen?.container?.isConnected) return focusElement(stillOpen.container);
  focusMain();
}

const returnTargets = new WeakMap<Element, Element | null>();

/**
 * For a layer that takes no part in the modal stack (the information popup, which does not take focus): where
 * focus would go back to from inside it. A modal whose return target is inside it when it is gone falls back there.
 */
export function rememberReturnTarget(container: Element, returnTo: Element | null): void {
  returnTargets.set(container, returnTo);
}

function standIn(element: Element): Element | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (returnTargets.has(node)) return returnTargets.get(node) ?? null;
  }
  return null;
}

function focusElement(element: Element): void {
  if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
}

/** The main landmark (focusable with tabindex="-1" until it loses focus, when it was not focusable), else nowhere. */
function focusMain(): void {
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) {
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  main.focus({ preventScroll: true });
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle through the dialog's focusable elements (WAI-ARIA modal dialog). */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first?.focus();
  }
}
