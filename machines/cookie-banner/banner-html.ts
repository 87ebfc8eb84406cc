/**
 * The owner's banner text may carry a little HTML (a link to the cookie policy). It is never given to the browser's
 * HTML parser: this pure reader turns it into a tree of a few safe elements, which the view renders as React
 * elements (text is escaped by React, no `dangerouslySetInnerHTML`). Safe by construction, whatever the input.
 *
 * Kept: `p`, `strong`, `em`, `br`, and `a` with an `href` that is http(s), mailto or relative (no scheme); every
 * other attribute is dropped. `b` and `i` read as `strong` and `em`. A link with any other href (javascript:,
 * data:, vbscript:, …) or none is unwrapped: its text stays, the link goes. Other tags are unwrapped too (their text
 * stays), except the ones whose content is not text for a reader (script, style, iframe, svg, …): those go with
 * their content. Comments and doctypes go. Entities are decoded (the common named ones and all numeric ones).
 */

export type BannerElement =
  | { tag: 'p' | 'strong' | 'em'; children: BannerNode[] }
  | { tag: 'br' }
  | { tag: 'a'; href: string; children: BannerNode[] };
export type BannerNode = string | BannerElement;

type Container = { tag: 'root' | 'p' | 'strong' | 'em' | 'a'; href?: string; children: BannerNode[] };

const ALIASES: Record<string, 'p' | 'strong' | 'em' | 'a' | 'br'> = {
  p: 'p',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  a: 'a',
  br: 'br',
};

/** Elements dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'noembed', 'noframes', 'textarea',
  'title', 'svg', 'math', 'select', 'xmp', 'plaintext', 'head',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™',
  hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»',
  euro: '€', shy: '\u00ad',
};

/** Decodes `&amp;`, `&#39;`, `&#x27;` and the named entities above; anything else stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // NUL, surrogates and beyond Unicode read as the replacement character, as in HTML.
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The href to keep, or null. A browser ignores tabs and line breaks anywhere in a URL and control characters and
 * spaces around it, so the scheme is judged with all of those removed (`java\tscript:` is javascript:).
 */
export function safeHref(value: string): string | null {
  const href = value.replace(/[\t\n\r]/g, '').trim();
  const probe = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!probe) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(probe);
  if (!scheme) return href; // relative: /privacy, privacy.html, #cookies, ?a=b, //host/path
  return ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase()) ? href : null;
}

/** The first `href` attribute's value (as HTML reads attributes: the first of a name wins), decoded. */
function hrefOf(attributes: string): string | null {
  const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (let match = attribute.exec(attributes); match; match = attribute.exec(attributes)) {
    if (match[1]!.toLowerCase() === 'href') return decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return null;
}

// A comment, a tag (name, then attributes with quoted values that may hold '>'), other markup (<!doctype>, <?…>,
// </ >), a lone '<', or text.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?/][^>]*>?|<|[^<]+/g;

export function parseBannerHtml(html: string): BannerNode[] {
  const root: Container = { tag: 'root', children: [] };
  const stack: Container[] = [root];
  const current = () => stack[stack.length - 1]!;
  const addText = (text: string) => {
    if (!text) return;
    const siblings = current().children;
    const last = siblings[siblings.length - 1];
    if (typeof last === 'string') siblings[siblings.length - 1] = last + text;
    else siblings.push(text);
  };
  const closeUpTo = (tag: Container['tag']) => {
    const at = stack.map((node) => node.tag).lastIndexOf(tag);
    if (at > 0) stack.length = at;
  };
  const source = typeof html === 'string' ? html : '';
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(source); match; match = TOKEN.exec(source)) {
    const [whole, slash, rawName, attributes = ''] = match;
    if (!rawName) {
      if (whole === '<' || !whole.startsWith('<')) addText(decodeEntities(whole));
      continue;
    }
    const name = rawName.toLowerCase();
    if (!slash && DROPPED_WITH_CONTENT.has(name)) {
      // Skip to the matching end tag (or the end of the text).
      const end = new RegExp(`</${name}\\s*>`, 'ig');
      end.lastIndex = TOKEN.lastIndex;
      const found = end.exec(source);
      TOKEN.lastIndex = found ? end.lastIndex : source.length;
      continue;
    }
    const tag = ALIASES[name];
    if (!tag) continue; // unknown element: unwrapped
    if (slash) {
      if (tag !== 'br') closeUpTo(tag);
      continue;
    }
    if (tag === 'br') {
      current().children.push({ tag: 'br' });
      continue;
    }
    // No paragraph in a paragraph and no link in a link: a new one closes the open one, as HTML does.
    if (tag === 'p' || tag === 'a') closeUpTo(tag);
    let element: Container = { tag, children: [] };
    if (tag === 'a') {
      const raw = hrefOf(attributes);
      const href = raw === null ? null : safeHref(raw);
      if (href === null) continue; // unwrapped: the link's text stays
      element = { tag, href, children: [] };
    }
    current().children.push(element as BannerElement);
    stack.push(element);
  }
  return root.children;
}

/** The text a reader sees, without markup (a `br` reads as a line break). */
export function bannerPlainText(nodes: BannerNode[]): string {
  return nodes
    .map((node) => (typeof node === 'string' ? node : node.tag === 'br' ? '\n' : bannerPlainText(node.children)))
    .join('');
}

/** §3: "an empty paragraph counts as empty" — so does any text with nothing visible once read (`<p> </p>`, `<br>`, `&nbsp;`). */
export function bannerHtmlIsBlank(html: string): boolean {
  return !bannerPlainText(parseBannerHtml(html)).replace(/[\s\u00a0\u00ad\u200b]/g, '');
}
