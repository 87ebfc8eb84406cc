// A saved page of the corpus as a site that runs this runtime serves it (corpus.browser.test.ts): the platform's own
// scripts are gone, ours is added. Kept: the data scripts the runtime reads (JSON, and the inline script that assigns
// Static.SQUARESPACE_CONTEXT, read as text and never run: docs/published-pages.md "Site context").

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const OUR_RUNTIME = '<script type="module" src="/assets/runtime.js"></script>';

/** Whether a script element is data the runtime reads rather than code of the platform's. */
function isData(attributes: string, text: string): boolean {
  if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) return true;
  return !/\bsrc\s*=/i.test(attributes) && /SQUARESPACE_CONTEXT\s*=/.test(text);
}

/** The saved HTML with every script of the platform's removed and the runtime's module script added to its end. */
export function withOurRuntime(saved: string): string {
  const kept = saved.replace(SCRIPT, (element, attributes: string, text: string) => (isData(attributes, text) ? element : ''));
  const closing = kept.search(/<\/body\s*>/i);
  return closing < 0 ? `${kept}${OUR_RUNTIME}` : `${kept.slice(0, closing)}${OUR_RUNTIME}${kept.slice(closing)}`;
}
