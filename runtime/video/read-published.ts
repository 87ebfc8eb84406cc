import { describeFirstIssue } from '../log';
import { PublishedMarkupError } from '../published-markup-error';
import { readBlockJson } from '../read-block-json';
import { videoConfigValidator } from './video.validator.generated';
import { embedSize, isProviderAsset } from '../../machines/video/rules';

/** The platform's video wrapper on a published video block (code 32): the embed in `data-html`, its overlay inside. */
export const PUBLISHED_VIDEO_WRAPPER = '.sqs-video-wrapper';

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const positive = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * A published video block (code 32, docs/published-pages.md "Video") → the configuration our `data-block-json`
 * gives. From the block's data (`data-block-json`, HTML-escaped): html, providerName, title, width, height,
 * thumbnailUrl, account_type; from the markup: the wrapper's `data-html` and `data-provider-name` where the data has
 * none, its `video-none|fit|fill` class as the mode, and the overlay's own picture (`.sqs-video-overlay img[data-src]`
 * with `data-image-dimensions`), which wins over the data's thumbnailUrl. A thumbnail on a provider's host is left
 * out: the facade asks nothing of a provider before play. The size is the data's, else the embed's attributes'.
 * Throws PublishedMarkupError when the data is not a JSON object, there is no embed html, or a field fails our schema.
 */
export function readPublishedVideo(element: HTMLElement): Record<string, unknown> {
  const data = readBlockJson(element, { optional: true });
  const wrapper = element.querySelector(PUBLISHED_VIDEO_WRAPPER);
  const html = nonEmpty(data.html) ?? nonEmpty(wrapper?.getAttribute('data-html'));
  if (!html) throw new PublishedMarkupError(`the embed html is missing (no html in data-block-json, no ${PUBLISHED_VIDEO_WRAPPER}[data-html]).`);

  const config: Record<string, unknown> = { html };
  const provider = nonEmpty(data.providerName) ?? nonEmpty(wrapper?.getAttribute('data-provider-name'));
  if (provider) config.provider = provider;
  const title = nonEmpty(data.title);
  if (title) config.title = title;

  const picture = wrapper?.querySelector('.sqs-video-overlay img[data-src]');
  const pictureUrl = nonEmpty(picture?.getAttribute('data-src'));
  const dataThumbnail = nonEmpty(data.thumbnailUrl);
  if (pictureUrl) {
    config.thumbnailUrl = pictureUrl;
    const dimensions = picture?.getAttribute('data-image-dimensions')?.trim();
    if (dimensions && /^\d+x\d+$/.test(dimensions)) config.thumbnailDimensions = dimensions;
  } else if (dataThumbnail && !isProviderAsset(dataThumbnail)) config.thumbnailUrl = dataThumbnail;

  const width = positive(data.width);
  const height = positive(data.height);
  const size = width && height ? { width, height } : embedSize(html);
  if (size) Object.assign(config, size);

  const mode = /(?:^|\s)video-(none|fit|fill)(?:\s|$)/.exec(wrapper?.getAttribute('class') ?? '')?.[1];
  if (mode) config.mode = mode;
  const accountType = nonEmpty(data.account_type);
  if (accountType) config.account_type = accountType;

  const checked = videoConfigValidator.safeParse(config);
  if (!checked.success) throw new PublishedMarkupError(`data-block-json has an invalid field at ${describeFirstIssue(checked.error.issues)}.`);
  return config;
}
