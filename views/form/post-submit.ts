/**
 * Puts the site owner's post-submit HTML into the page and runs its scripts (visitor-runtime §4 Form success):
 * scripts inserted through innerHTML never run, so each is re-created.
 */
export function insertHtmlWithScripts(container: HTMLElement, html: string): void {
  container.innerHTML = html;
  for (const inert of Array.from(container.querySelectorAll('script'))) {
    const script = document.createElement('script');
    for (const { name, value } of Array.from(inert.attributes)) script.setAttribute(name, value);
    script.text = inert.text;
    inert.replaceWith(script);
  }
}
