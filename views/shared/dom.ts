// Elements for the blocks drawn without React (the chart): what they add to the
// server's markup is static once drawn, so a renderer would be weight for nothing.

type Attributes = Readonly<Record<string, string | number | boolean | null | undefined>>;
type Child = Node | string | null | undefined | false;

const SVG_NS = 'http://www.w3.org/2000/svg';

function build<E extends Element>(element: E, attributes: Attributes, children: readonly Child[]): E {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

/** An HTML element with its attributes (false, null and undefined are left out; true is present) and children. */
export const html = <K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attributes: Attributes = {}, ...children: Child[]) =>
  build(doc.createElement(tag), attributes, children);

/** An SVG element, likewise. */
export const svg = <K extends keyof SVGElementTagNameMap>(doc: Document, tag: K, attributes: Attributes = {}, ...children: Child[]) =>
  build(doc.createElementNS(SVG_NS, tag) as SVGElementTagNameMap[K], attributes, children);

/** Hides the element's children shown now and gives back how to show them again (a block's fallback while it draws its own). */
export function hideChildren(element: HTMLElement): () => void {
  const shown = [...element.children].filter((child): child is HTMLElement => child instanceof HTMLElement && !child.hidden);
  shown.forEach((child) => (child.hidden = true));
  return () => shown.forEach((child) => (child.hidden = false));
}
