/** Adds a view's stylesheet to the document once, keyed by id. */
export function injectStyle(id: string, css: string, doc: Document = document): void {
  const styleId = `runtime-style-${id}`;
  if (doc.getElementById(styleId)) return;
  const style = doc.createElement('style');
  style.id = styleId;
  style.textContent = css;
  doc.head.append(style);
}
