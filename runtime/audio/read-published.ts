import { PublishedMarkupError } from '../published-markup-error';

/** The platform's audio player placeholder: empty, its track and labels in data attributes. */
export const PUBLISHED_AUDIO_EMBED = '.sqs-audio-embed';

/**
 * Reads a published audio block (code 41): `.sqs-audio-embed[data-url]` is the track, `data-title` (and
 * `data-author`, after a dash) its name. The player's design attributes (`data-design-style`, `data-color-theme`,
 * `data-show-download`) are the platform player's looks and are not read: the block shows the browser's controls.
 */
export function readPublishedAudio(block: HTMLElement): unknown {
  const embed = block.querySelector(PUBLISHED_AUDIO_EMBED);
  if (!embed) throw new PublishedMarkupError('the audio block has no `.sqs-audio-embed`.');
  const src = embed.getAttribute('data-url')?.trim();
  if (!src) throw new PublishedMarkupError('the audio block has no track (`.sqs-audio-embed[data-url]` is missing or empty).');
  const [title, author] = ['data-title', 'data-author'].map((name) => embed.getAttribute(name)?.replace(/\s+/g, ' ').trim());
  const name = [title, author].filter(Boolean).join(' – ');
  return name ? { src, title: name } : { src };
}
