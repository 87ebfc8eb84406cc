import type { Initialiser } from '../initialise';

// Enter and Space activate controls that are not native ones (visitor-runtime §2 "Keyboard"): on every page, as any
// page may have such a control. Escape's routes, which apply only to some visitors, are ./keyboard.ts.

/** Controls Enter and Space activate (click). */
export const ACTIVATABLE_SELECTOR = '[role="button"], [tabindex][data-runtime-activate]';
/** Native controls activate themselves (or use the keys for something else): left alone. */
const NATIVE_CONTROL_SELECTOR = 'button, input, select, textarea, summary, option';

export const activationFeature: Initialiser = ({ document }) => {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || (event.key !== 'Enter' && event.key !== ' ')) return;
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    if (!target || typeof target.matches !== 'function') return;
    if (!target.matches(ACTIVATABLE_SELECTOR) || target.matches(NATIVE_CONTROL_SELECTOR)) return;
    // a link follows itself on Enter
    if (event.key === 'Enter' && target.matches('a[href]')) return;
    // Space would scroll the page
    event.preventDefault();
    if (event.repeat || target.getAttribute('aria-disabled') === 'true') return;
    target.click();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
};
