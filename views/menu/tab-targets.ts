/**
 * The platform draws each tab as a `<label>`, an element no ARIA role may go on (axe-core: aria-allowed-role). Each
 * label's content goes into a `<span>` of ours, the element that carries the tab's role, id and focus; `unwrap`
 * gives the labels their own content back, as the server drew it.
 */
export function tabTargets(labels: readonly HTMLElement[]): { tabs: HTMLElement[]; unwrap(): void } {
  const tabs = labels.map((label) => {
    const tab = label.ownerDocument.createElement('span');
    tab.append(...Array.from(label.childNodes));
    label.append(tab);
    return tab;
  });
  return {
    tabs,
    unwrap() {
      tabs.forEach((tab) => tab.replaceWith(...Array.from(tab.childNodes)));
    },
  };
}
