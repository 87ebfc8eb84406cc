/**
 * Writes prop-getter output onto elements React does not own: the server's markup a view adopts (docs/architecture.md
 * "Views adopt the server's markup"). Attributes are written as React would write them, only when they change (a
 * gallery binds fifty slides per render), and handlers are skipped: a view listens on the adopted elements itself.
 * `restore()` puts back every attribute it wrote, and those `keep()` was told something else writes (an image's
 * chart: src, data-state, style), so destroy leaves the markup as the server sent it.
 */
export interface PropBinder {
  bind(element: Element | null | undefined, props: Readonly<Record<string, unknown>>): void;
  /** Remembers these attributes of the element as they are now, to be restored: ones something else will write. */
  keep(element: Element, names: readonly string[]): void;
  restore(): void;
}

/** React's names for the attributes prop-getters use. */
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', tabIndex: 'tabindex', htmlFor: 'for' };

/** The attribute value React writes for a prop value, null for none. */
function attributeValue(name: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') {
    // aria-*, data-* and the enumerated draggable are strings; others (inert, hidden, disabled) are present or absent.
    if (name.startsWith('aria-') || name.startsWith('data-') || name === 'draggable') return String(value);
    return value ? '' : null;
  }
  return String(value);
}

const kebab = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

export function propBinder(): PropBinder {
  // Per element, the attributes written so far with the value each had before: all a restore needs (a page of twenty
  // galleries binds three thousand elements, so nothing else is kept; changes are found against the DOM itself).
  const originals = new Map<Element, Map<string, string | null>>();

  const keep = (element: Element, names: readonly string[]) => {
    let kept = originals.get(element);
    if (!kept) originals.set(element, (kept = new Map()));
    for (const name of names) if (!kept.has(name)) kept.set(name, element.getAttribute(name));
  };

  return {
    keep,
    bind(element, props) {
      if (!element) return;
      for (const [prop, value] of Object.entries(props)) {
        if (typeof value === 'function') continue;
        if (prop === 'style') {
          const style = (element as HTMLElement).style;
          for (const [property, styleValue] of Object.entries((value ?? {}) as Record<string, unknown>)) {
            const name = kebab(property);
            const text = styleValue === undefined || styleValue === null ? '' : String(styleValue);
            if (style.getPropertyValue(name) === text) continue;
            keep(element, ['style']);
            if (text === '') style.removeProperty(name);
            else style.setProperty(name, text);
          }
          continue;
        }
        const name = ATTRIBUTE_NAMES[prop] ?? prop;
        const text = attributeValue(name, value);
        if (element.getAttribute(name) === text) continue;
        keep(element, [name]);
        if (text === null) element.removeAttribute(name);
        else element.setAttribute(name, text);
      }
    },
    restore() {
      for (const [element, attributes] of originals) {
        for (const [name, value] of attributes) {
          // Read first: Chromium writes an inline style back into its attribute lazily, so a style attribute removed
          // unread comes back empty when the markup is next serialised.
          const current = element.getAttribute(name);
          if (value === null) {
            if (current !== null) element.removeAttribute(name);
          } else if (current !== value) element.setAttribute(name, value);
        }
      }
      originals.clear();
    },
  };
}

/**
 * Puts `element` (server markup) into `slot` (a view's element) and returns the move back to where it was. A
 * state-preserving move where the browser has one (`moveBefore`: a playing embed in a slide keeps playing).
 */
export function moveInto(slot: Element, element: Element): () => void {
  const parent = element.parentNode;
  const next = element.nextSibling;
  move(slot, element, null);
  return () => {
    if (parent && (!next || next.parentNode === parent)) move(parent, element, next);
    else element.remove();
  };
}

function move(parent: ParentNode, element: Element, before: Node | null) {
  const moveBefore = (parent as ParentNode & { moveBefore?: (node: Node, child: Node | null) => void }).moveBefore;
  if (moveBefore && element.isConnected && (parent as Node).isConnected) {
    try {
      moveBefore.call(parent, element, before);
      return;
    } catch {
      // moveBefore refuses moves between documents or disconnected trees: an ordinary insert then.
    }
  }
  parent.insertBefore(element, before);
}
