import { accordionAnatomy } from '../../machines/accordion/anatomy';

/**
 * Up/Down/Home/End move focus between an accordion's headers (WAI-ARIA accordion pattern); Enter and Space are the
 * buttons' own. `root` holds the headers; the event is React's or the DOM's.
 */
export function moveFocusBetweenHeaders(root: HTMLElement, event: { key: string; preventDefault(): void }): void {
  const triggers = Array.from(root.querySelectorAll<HTMLElement>(accordionAnatomy.selector('trigger')));
  const current = triggers.indexOf(document.activeElement as HTMLElement);
  if (current < 0) return;
  const last = triggers.length - 1;
  const next = { ArrowDown: current === last ? 0 : current + 1, ArrowUp: current === 0 ? last : current - 1, Home: 0, End: last }[
    event.key
  ];
  if (next === undefined) return;
  event.preventDefault();
  triggers[next]?.focus();
}
