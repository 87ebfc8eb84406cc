/**
 * One component's `data-scope` and `data-part` names (docs/architecture.md "Chart conventions"): connect.ts, the
 * views, the stylesheet and the tests take them from here, so a renamed part is a type error, not a dead selector.
 */
export function createAnatomy<const Scope extends string, const Part extends string>(scope: Scope, parts: readonly Part[]) {
  return {
    scope,
    parts,
    /** The attributes a part carries: spread them onto its element. */
    attrs: (part: Part) => ({ 'data-scope': scope, 'data-part': part }),
    /** `[data-scope="…"][data-part="…"]`: the part itself, for querySelector and CSS. */
    selector: (part: Part) => `[data-scope="${scope}"][data-part="${part}"]`,
    /** `[data-scope="…"]`: any element of the component (CSS that sets a variant on every part). */
    scopeSelector: `[data-scope="${scope}"]`,
    /** `[data-part="…"]` alone: a part under another selector (`${scopeSelector} ${partSelector('x')}`). */
    partSelector: (part: Part) => `[data-part="${part}"]`,
  } as const;
}

export type Anatomy<Part extends string> = ReturnType<typeof createAnatomy<string, Part>>;

/** The attributes a part carries (`attrs(part)`), whichever component it is of. */
export interface PartAttrs {
  'data-scope': string;
  'data-part': string;
}

/** A part's attributes as HTML (`data-scope="…" data-part="…"`), for markup a test writes. */
export const partMarkup = (attrs: PartAttrs) => `data-scope="${attrs['data-scope']}" data-part="${attrs['data-part']}"`;
