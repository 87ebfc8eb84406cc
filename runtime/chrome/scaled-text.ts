import { fromCallback, type EventObject } from 'xstate';
import { PROBE_FONT_SIZE_PX, scaledTextSize } from '../../machines/scaled-text/rules';
import { scaledTextMachine } from '../../machines/scaled-text/machine';
import { startActor, stopActor } from '../actors';
import type { Initialiser } from '../initialise';
import { injectStyle } from '../inject-style';
import { SCALED_TEXT_SELECTOR } from './markers';

export const SCALED_TEXT_ACTOR_ID = 'scaled-text';
/** The platform's markup: `.sqsrte-scaled-text-container > .sqsrte-scaled-text > h1…` (docs/site-chrome.md). */
const TEXT_SELECTOR = '.sqsrte-scaled-text';
/** On a container whose text is drawn at MIN_FONT_FLAG_PX or below (machines/scaled-text/rules.ts). */
export const MIN_FONT_ATTRIBUTE = 'data-min-font';
/** The platform marks a fitted container `loaded`; its styles keep the text hidden until then. */
const LOADED_CLASS = 'loaded';

// The heading inside takes the span's size, on one line: the line is what fills the container. Held at the minimum
// size, a line too long for its box wraps inside it rather than running out of it.
const STYLE =
  `${TEXT_SELECTOR}{display:inline-block;white-space:nowrap}${TEXT_SELECTOR}>*{font-size:inherit;white-space:nowrap}` +
  `[${MIN_FONT_ATTRIBUTE}]>${TEXT_SELECTOR}{max-width:100%}[${MIN_FONT_ATTRIBUTE}]>${TEXT_SELECTOR},[${MIN_FONT_ATTRIBUTE}]>${TEXT_SELECTOR}>*{white-space:normal}`;

const containersOf = (doc: Document) =>
  [...doc.querySelectorAll<HTMLElement>(SCALED_TEXT_SELECTOR)].filter((container) => container.querySelector(TEXT_SELECTOR) !== null);

/** The container's content width: its box less its padding. */
const contentWidth = (container: HTMLElement) => {
  const style = container.ownerDocument.defaultView?.getComputedStyle(container);
  const padding = style ? (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0) : 0;
  return container.getBoundingClientRect().width - padding;
};

/**
 * The chart's `fitText`: every heading drawn at the probe size, every width read (one layout for the page), then every
 * size written. A container with nothing to fit (hidden) keeps its text as it is.
 */
export function fitScaledText(doc: Document): void {
  const containers = containersOf(doc);
  const texts = containers.map((container) => container.querySelector<HTMLElement>(TEXT_SELECTOR)!);
  // measured on one line: without the flag, which lets a line held at the minimum wrap
  containers.forEach((container, i) => {
    container.removeAttribute(MIN_FONT_ATTRIBUTE);
    texts[i]!.style.fontSize = `${PROBE_FONT_SIZE_PX}px`;
  });
  const rootFontSize = parseFloat(doc.defaultView?.getComputedStyle(doc.documentElement).fontSize ?? '') || 16;
  const sizes = containers.map((container, i) =>
    scaledTextSize({ available: contentWidth(container), measured: texts[i]!.getBoundingClientRect().width, probe: PROBE_FONT_SIZE_PX, rootFontSize }),
  );
  containers.forEach((container, i) => {
    const size = sizes[i];
    if (!size) return void texts[i]!.style.removeProperty('font-size');
    texts[i]!.style.fontSize = `${size.fontSize}px`;
    container.toggleAttribute(MIN_FONT_ATTRIBUTE, size.minFont);
    container.classList.add(LOADED_CLASS);
  });
}

/**
 * The chart's `watchSizes`: RESIZED when a container's width changes (not its height, which the fitted text itself
 * changes) and when the page's fonts finish loading (they change the line's width).
 */
export const watchScaledTextSizes = (doc: Document) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const win = doc.defaultView;
    const resized = () => sendBack({ type: 'RESIZED' });
    const widths = new WeakMap<Element, number>();
    const Observer = win?.ResizeObserver;
    const observer =
      typeof Observer === 'function'
        ? new Observer((entries) => {
            let changed = false;
            for (const entry of entries) {
              const width = entry.contentRect.width;
              if (widths.has(entry.target) && widths.get(entry.target) !== width) changed = true;
              widths.set(entry.target, width);
            }
            if (changed) resized();
          })
        : undefined;
    for (const container of containersOf(doc)) observer?.observe(container);
    // without ResizeObserver, the window's size is the one that changes a container's
    if (!observer) win?.addEventListener('resize', resized);
    const fonts = doc.fonts;
    fonts?.addEventListener?.('loadingdone', resized);
    return () => {
      observer?.disconnect();
      win?.removeEventListener('resize', resized);
      fonts?.removeEventListener?.('loadingdone', resized);
    };
  });

/** The chart's effects on a page. */
export const scaledTextEffects = (doc: Document) => ({
  actions: { fitText: () => fitScaledText(doc) },
  actors: { watchSizes: watchScaledTextSizes(doc) },
});

/** Scaled text (visitor-runtime §9): started by the chrome on pages with scaled-text headings. */
export const scaledTextFeature: Initialiser = ({ document: doc }) => {
  injectStyle('scaled-text', STYLE, doc);
  startActor(SCALED_TEXT_ACTOR_ID, scaledTextMachine.provide(scaledTextEffects(doc)));
  return () => stopActor(SCALED_TEXT_ACTOR_ID);
};
