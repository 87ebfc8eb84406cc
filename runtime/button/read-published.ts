import { PublishedMarkupError } from '../published-markup-error';
import { buttonConfigValidator } from './button.validator.generated';
import { acceptedBy, defined, filled, markupText } from '../published-markup';

/** The platform's button (code 53): a container with the layout settings, holding the link. */
export const PUBLISHED_BUTTON_CONTAINER = '.sqs-block-button-container';
export const PUBLISHED_BUTTON_LINK = 'a.sqs-block-button-element, .sqs-block-button-container a';

/**
 * Reads a published button block (docs/published-pages.md "Button"): `.sqs-block-button-container` carries
 * `data-alignment` and `data-button-size`; its `a.sqs-block-button-element` the text, the href and, with
 * `target="_blank"`, a new window. A block without its link is no button.
 */
export function readPublishedButton(block: HTMLElement): unknown {
  const link = block.querySelector(PUBLISHED_BUTTON_LINK);
  if (!link) throw new PublishedMarkupError('the button has no link (a.sqs-block-button-element).');
  const container = block.querySelector(PUBLISHED_BUTTON_CONTAINER);
  const config = defined({
    buttonText: markupText(link),
    clickthroughUrl: link.getAttribute('href') ?? '',
    alignment: filled(container?.getAttribute('data-alignment')),
    size: filled(container?.getAttribute('data-button-size')),
    newWindow: link.getAttribute('target') === '_blank',
  });
  return acceptedBy(buttonConfigValidator, config, 'the button');
}
