import { describeFirstIssue } from '../log';
import { PublishedMarkupError } from '../published-markup-error';
import { readBlockJson } from '../read-block-json';
import { galleryConfigFields, galleryConfigValidator } from './gallery.validator.generated';
import { PUBLISHED_CONTAINER_SELECTOR } from './read-slides';

/**
 * The platform's named aspect ratios (`aspect-ratio` in its block data, `sqs-gallery-aspect-ratio-<name>` on its
 * container) as our width / height (docs/published-pages.md "Gallery").
 */
const ASPECT_RATIOS: Record<string, number | 'Auto'> = { auto: 'Auto', square: 1, standard: 4 / 3, 'standard-vertical': 3 / 4, widescreen: 16 / 9, 'anamorphic-widescreen': 2.4 };

/** Design names the platform writes that our settings (machines/gallery/designs.ts) spell otherwise. */
const DESIGNS: Record<string, string> = { strip: 'slider' };

/** Collection designs whose `padding` the platform draws as the space between items: our gutter. */
const PADDED_DESIGNS = new Set(['grid', 'autogrid', 'autocolumns']);

const FIELDS = galleryConfigFields;

/**
 * A published gallery block (code 8, docs/published-pages.md) → the configuration our `data-block-json` gives.
 * The platform's block data names most fields as ours do; its aspect ratio is a name, its grid spacing `padding`,
 * and it writes `null` for a field it leaves unset. Its slides stay where they are: the chunk reads them in mount,
 * from `.sqs-gallery`, as it reads ours from `[data-gallery-slides]` (runtime/gallery/read-slides.ts).
 * Throws PublishedMarkupError when the data cannot be read or does not pass our schema, or the slides have no container.
 */
export function readPublishedGallery(element: HTMLElement): Record<string, unknown> {
  const published = readBlockJson(element);
  if (!element.querySelector(PUBLISHED_CONTAINER_SELECTOR)) throw new PublishedMarkupError(`the slide container (${PUBLISHED_CONTAINER_SELECTOR}) is missing.`);
  const config: Record<string, unknown> = {};
  for (const field of FIELDS) if (Object.hasOwn(published, field) && published[field] !== null) config[field] = published[field];
  const design = config.design;
  if (typeof design === 'string' && Object.hasOwn(DESIGNS, design)) config.design = DESIGNS[design];
  const ratio = published['aspect-ratio'];
  if (config.imageAspectRatio === undefined && typeof ratio === 'string' && Object.hasOwn(ASPECT_RATIOS, ratio)) config.imageAspectRatio = ASPECT_RATIOS[ratio];
  if (config.gutter === undefined && config.padding !== undefined && PADDED_DESIGNS.has(String(config.design))) config.gutter = config.padding;
  const checked = galleryConfigValidator.safeParse(config);
  if (!checked.success) throw new PublishedMarkupError(`data-block-json has an invalid field at ${describeFirstIssue(checked.error.issues)}.`);
  return config;
}
