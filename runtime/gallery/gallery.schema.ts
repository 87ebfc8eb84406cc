import * as z from 'zod/mini';
import '../schemas/messages';

// Numbers may come as strings ('250px' reads as 250, §5). Read by regex here and converted by resolveGalleryConfig
// (runtime/gallery/resolve-config.ts):
// zod's pipe/transform would move ~0.3 KB into the zod chunk every page loads.
const positiveInteger = z.union([z.number().check(z.positive()), z.string().check(z.regex(/^\s*0*[1-9]\d*/))]);
const nonNegativeInteger = z.union([z.number().check(z.nonnegative()), z.string().check(z.regex(/^\s*\d+/))]);
const positiveNumber = z.union([z.number().check(z.positive()), z.string().check(z.regex(/^\s*0*(?:[1-9]\d*(?:\.\d+)?|\.\d*[1-9]|0\.\d*[1-9])/))]);

/** 'Auto', or a width/height ratio as a number or numeric string (§3). Auto means no fixed ratio (§5). */
const aspectRatio = z.union([z.literal('Auto'), positiveNumber]);

/** Strip alignment: the spec's two vocabularies (§3 left/center/right, §5 start/middle/end), both accepted. */
const alignment = z.enum(['left', 'center', 'right', 'start', 'middle', 'end']);

/**
 * The gallery block's configuration (`data-block-json`, display-widgets §3 "Gallery block data"), with the defaults
 * of §9. The design and stacked transition stay strings: an unknown name is the block's own error (§2, thrown inside
 * the block), not a schema failure. Fields the spec names without a default get ours (docs/gallery.md).
 */
export const galleryConfigSchema = z.object({
  design: z._default(z.string(), 'stacked'),
  imageAspectRatio: z._default(aspectRatio, 'Auto'),
  slidesPerRow: z._default(positiveInteger, 3),
  /** off by default, on for autorows (§9): absent means the design's default */
  lightbox: z.optional(z.boolean()),
  lightboxTheme: z._default(z.enum(['light', 'dark']), 'dark'),
  mixedContent: z._default(z.boolean(), false),
  columnWidth: z._default(positiveInteger, 250),
  /** beyond §3: autorows' row height (§9 default 250) */
  rowHeight: z._default(positiveInteger, 250),
  gutter: z.optional(nonNegativeInteger),
  listImageSize: z._default(positiveInteger, 50),
  padding: z._default(nonNegativeInteger, 0),
  vSize: z._default(nonNegativeInteger, 10),
  thumbnails: z._default(z.boolean(), false),
  'thumbnail-strip-height': z._default(positiveInteger, 80),
  'thumbnail-strip-margin': z._default(nonNegativeInteger, 10),
  'thumbnails-per-row': z._default(positiveInteger, 4),
  'square-thumbs': z._default(z.boolean(), false),
  'auto-crop': z._default(z.boolean(), true),
  autoplay: z._default(z.boolean(), false),
  'autoplay-duration': z._default(positiveNumber, 5),
  /** beyond §3: the next slide chosen at random (§3 "Gallery state" autoplayOptions.randomize) */
  'autoplay-randomize': z._default(z.boolean(), false),
  'active-alignment': z._default(alignment, 'middle'),
  'meta-position': z._default(z.enum(['top', 'bottom', 'top-left', 'bottom-left', 'top-right', 'bottom-right', 'center']), 'bottom'),
  /** beyond §3 (§3 "Gallery state"): the stacked transition, loop, swipe boundaries, address tracking, click behaviours */
  transition: z._default(z.string(), 'fade'),
  loop: z.optional(z.boolean()),
  swipeBoundaries: z._default(z.enum(['none', 'hard', 'inertial']), 'inertial'),
  historyHash: z._default(z.boolean(), false),
  clickBehavior: z._default(z.enum(['next', 'previous', 'halves']), 'next'),
  activeSlideClickBehavior: z._default(z.enum(['next', 'previous', 'none']), 'next'),
  /** the visible label of the gallery region (WAI-ARIA carousel); 'Gallery' when absent */
  label: z._default(z.string(), 'Gallery'),
});

export type GalleryData = z.output<typeof galleryConfigSchema>;
