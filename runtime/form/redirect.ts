// Read as runtime/vendors.ts reads a vendor's address (its HIDDEN and refusal), kept apart: importing the vendor
// table would bring all of it into every form's chunk.
const HIDDEN = /[\s\p{C}\\]/u;
const shown = (text: string) => JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text);

/**
 * Where a form may send the visitor after a success (issue 37): a path of the site's own origin, or an https address.
 * `successRedirect` is editor-written block data and goes to `location.assign`: a `javascript:` or `data:` address
 * would run script in the site's origin, and a plain-http one would leave the visitor's next page unprotected.
 */
export type RedirectVerdict = { ok: true; href: string } | { ok: false; problem: string };

export function redirectAddress(given: string, pageUrl: string): RedirectVerdict {
  const trimmed = given.trim();
  if (HIDDEN.test(trimmed)) return { ok: false, problem: 'it holds a space, a control character or a backslash' };
  let url: URL;
  try {
    url = new URL(trimmed, pageUrl);
  } catch {
    return { ok: false, problem: 'it is neither a path of this site nor an https address' };
  }
  if (url.username || url.password) return { ok: false, problem: 'it carries a user name or password' };
  if (url.origin === new URL(pageUrl).origin || url.protocol === 'https:') return { ok: true, href: url.href };
  return { ok: false, problem: 'it is neither a path of this site nor an https address' };
}

/**
 * The form's redirect after a success, or undefined: none configured, or one refused, which the console names (the
 * form then shows its post-submit message instead, as a form without a redirect does).
 */
export function successRedirectOf(given: string | null | undefined, blockId: string, log: (message: string) => void, pageUrl: string = location.href): string | undefined {
  if (!given?.trim()) return undefined;
  const verdict = redirectAddress(given, pageUrl);
  if (verdict.ok) return verdict.href;
  log(`The form block #${blockId} shows its message instead of redirecting: its successRedirect ${shown(given)} is refused (${verdict.problem}).`);
  return undefined;
}
