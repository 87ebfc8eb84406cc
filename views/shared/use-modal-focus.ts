import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * WAI-ARIA modal dialog focus: while `open`, focus moves to the element (or its `initialFocus` descendant) and
 * goes back to where the visitor was when it closes. Pair with `keepFocusInside` on the dialog's onKeyDown.
 */
export function useModalFocus(open: boolean, dialog: RefObject<HTMLElement | null>, initialFocus?: string): void {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const target = (initialFocus && dialog.current?.querySelector<HTMLElement>(initialFocus)) || dialog.current;
    target?.focus();
    return () => {
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open, dialog, initialFocus]);
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
