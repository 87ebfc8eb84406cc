import { logWarn } from '../log';
import type { ButtonFields } from './census';

/**
 * Button census wiring (docs/tracking.md "Buttons"): each `[data-block-type="button"]` element reports one
 * button-render when tracking starts and one button-click per click. Its fields come from data-block-json, else
 * from its link (the element itself when it is an `<a>`, else the first `<a>` inside).
 */
export const BUTTON_SELECTOR = '[data-block-type="button"]';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The button's census fields; null (with a warning) when data-block-json is not JSON. */
export function readButton(element: Element, index: number): ButtonFields | null {
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(element.getAttribute('data-block-json') || '{}');
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    logWarn(`Button #${element.id || index + 1} is not tracked: data-block-json is not valid JSON.`);
    return null;
  }
  const link = element.matches('a') ? element : element.querySelector('a');
  return {
    id: text(json.id) || element.id || `button-${index + 1}`,
    buttonText: text(json.buttonText) ?? link?.textContent?.trim() ?? null,
    clickthroughUrl: text(json.clickthroughUrl) ?? link?.getAttribute('href') ?? null,
    alignment: text(json.alignment),
    size: text(json.size),
    newWindow: typeof json.newWindow === 'boolean' ? json.newWindow : link?.getAttribute('target') === '_blank',
    context: json.context === 2 ? 2 : 1,
  };
}

/** Elements already reported as rendered (once per element for the page's life). */
const rendered = new WeakSet<Element>();

/** Reports renders now and clicks from now on; returns the stop. */
export function watchButtons(doc: Document, report: (kind: 'render' | 'click', button: ButtonFields) => void): () => void {
  const all = () => Array.from(doc.querySelectorAll(BUTTON_SELECTOR));
  all().forEach((element, index) => {
    const button = rendered.has(element) ? null : readButton(element, index);
    rendered.add(element);
    if (button) report('render', button);
  });
  const onClick = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest(BUTTON_SELECTOR) : null;
    const button = element && readButton(element, all().indexOf(element));
    if (button) report('click', button);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
