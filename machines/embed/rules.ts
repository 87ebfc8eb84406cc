/**
 * What an embed block's frame may do (docs/blocks.md "Embed"): the owner's html runs in a sandboxed frame of its own,
 * an opaque origin, so it cannot read the site's cookies, storage or page, nor navigate the page; it may run its
 * scripts, submit its forms and open popups (a map's or a booking widget's link in a new tab), which leave the
 * sandbox. `allow-same-origin` is never given: with `allow-scripts` it would let the html lift its own sandbox.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The frame's height when the block names none: a common embed's (a form, a calendar) in CSS pixels. */
export const DEFAULT_EMBED_HEIGHT = 400;

export interface EmbedFrame {
  srcdoc: string;
  sandbox: string;
  title: string;
  height: number;
}

/**
 * The frame for an embed block's configuration, or null when there is nothing to show (html blank). The html is the
 * frame's whole document, as written; the title names the frame for assistive technology.
 */
export function embedFrame({ html, title, height }: { html: string; title: string; height?: number }): EmbedFrame | null {
  if (!html.trim()) return null;
  return { srcdoc: html, sandbox: EMBED_SANDBOX, title: title.trim() || 'Embedded content', height: height ?? DEFAULT_EMBED_HEIGHT };
}
