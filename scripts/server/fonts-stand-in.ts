// Offline stand-ins for the two font services (visitor-runtime §7, docs/blocks.md "Fonts"), at the paths the
// vendor table gives them, so pages with custom fonts load and are tested without the network:
// - GET /typekit/<kitId>.css: a Typekit kit's stylesheet; a kit id starting with "gone" is a kit that no longer
//   exists (404), as when a site's kit was deleted;
// - GET /fonts/css?family=<includeName>&family=…: the font service's one stylesheet, one @font-face per family.
// The faces use fonts installed on the machine (`local()`): nothing is fetched from another origin.
import { VENDORS } from '../../runtime/vendors';
import type { Reply } from './http-util';

// The paths the vendor table gives the stand-ins (runtime/vendors.ts, under a page's `vendorStandIns`).
export const TYPEKIT_STAND_IN_PREFIX = VENDORS.typekit.standIn.slice(0, VENDORS.typekit.standIn.indexOf('{kitId}'));
export const GOOGLE_FONTS_STAND_IN_PATH = VENDORS.googleFonts.standIn;

const CSS = 'text/css; charset=utf-8';
/** A family name as CSS may quote it: letters, digits, spaces and hyphens. */
const cssName = (name: string) => name.replace(/[^A-Za-z0-9 -]/g, '').trim() || 'Font';
const face = (family: string, weight: string) => `@font-face { font-family: "${cssName(family)}"; font-weight: ${weight}; src: local("DejaVu Serif"), local("Georgia"); }\n`;

/** The kit's stylesheet at /typekit/<kitId>.css. */
export function typekitStandInReply(path: string): Reply {
  const kitId = path.slice(TYPEKIT_STAND_IN_PREFIX.length).replace(/\.css$/, '');
  if (!/^[A-Za-z0-9]+$/.test(kitId) || kitId.startsWith('gone')) return { status: 404, body: `No Typekit kit "${kitId}"`, contentType: 'text/plain; charset=utf-8' };
  return { status: 200, body: `/* Typekit kit ${kitId} (stand-in) */\n${face(`kit-${kitId}`, '400')}`, contentType: CSS };
}

/** The font service's stylesheet: each `family` parameter ("Lato:400,700") becomes a face per weight. */
export function googleFontsStandInReply(url: URL): Reply {
  const families = url.searchParams.getAll('family').filter((family) => family.trim() !== '');
  if (families.length === 0) return { status: 400, body: 'Missing font family', contentType: 'text/plain; charset=utf-8' };
  const body = families
    .map((family) => {
      const [name = '', weights = '400'] = family.split(':');
      return weights.split(',').map((weight) => face(name, /^\d{3}$/.test(weight.trim()) ? weight.trim() : '400')).join('');
    })
    .join('');
  return { status: 200, body, contentType: CSS };
}
