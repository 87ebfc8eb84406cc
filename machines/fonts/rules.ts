/**
 * Where the site's custom fonts come from (visitor-runtime §1 googleFonts and typekitId, §7 "A stylesheet is loaded
 * from a font service with one family parameter per font"). Pure: the runtime loads what these name.
 */

/**
 * The font addresses a site context may configure (`fontSettings`); by default the services' own, from the vendor
 * table (runtime/vendors.ts), which is also where the runtime checks whatever address this gives.
 */
export interface FontSettings {
  /** The Typekit kit's stylesheet; `{kitId}` is replaced by the kit's id. */
  typekitUrl: string;
  /** The font service's stylesheet address, to which one `family` parameter per font is added. */
  googleFontsUrl: string;
}

/** The settings a site context's `fontSettings` gives: its non-empty strings, the defaults for the rest. */
export function fontSettings(value: unknown, defaults: FontSettings): FontSettings {
  const given = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (key: keyof FontSettings) => (typeof given[key] === 'string' && (given[key] as string).trim() !== '' ? (given[key] as string).trim() : defaults[key]);
  return { typekitUrl: text('typekitUrl'), googleFontsUrl: text('googleFontsUrl') };
}

/** A Typekit kit id: letters and digits only (it becomes part of an address). */
const KIT_ID = /^[A-Za-z0-9]+$/;

/** The kit's stylesheet address, or null when the site has no kit (null, empty) or its id is not a kit id. */
export function typekitStylesheet(kitId: unknown, settings: FontSettings): string | null {
  if (typeof kitId !== 'string' || !KIT_ID.test(kitId.trim())) return null;
  return settings.typekitUrl.replace('{kitId}', kitId.trim());
}

/**
 * The one stylesheet for the site's Google fonts: the service's address with one `family` parameter per font, its
 * `includeName` as written ("Lato:400,700"), in the site's order, each once; null when there is none.
 */
export function googleFontsStylesheet(fonts: ReadonlyArray<{ includeName?: unknown }>, settings: FontSettings): string | null {
  const names = [...new Set(fonts.map((font) => (typeof font.includeName === 'string' ? font.includeName.trim() : '')).filter(Boolean))];
  if (names.length === 0) return null;
  const [path, query = ''] = settings.googleFontsUrl.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.delete('family');
  for (const name of names) params.append('family', name);
  return `${path}?${params.toString()}`;
}
