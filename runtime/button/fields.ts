import type { ButtonConfig } from './button.schema';
import { ButtonContext, type ButtonFields } from '../tracking/census';
import { markupText } from '../published-markup';

/** The server's link of a button block: the block itself when it is an `<a>`, else its first `<a>`. */
export const buttonLink = (block: Element): HTMLAnchorElement | null =>
  block instanceof HTMLAnchorElement ? block : block.querySelector('a');

/**
 * What the button tells the census (visitor-runtime §3 "Census button payload"): each field as the configuration
 * states it, else as the server's link shows it (its text, its href, a `_blank` target). `id` is the block's id.
 */
export function buttonFields(config: ButtonConfig, id: string, link: Element | null): ButtonFields {
  return {
    id: config.id ?? id,
    buttonText: config.buttonText ?? (link ? markupText(link) : null),
    clickthroughUrl: config.clickthroughUrl ?? link?.getAttribute('href') ?? null,
    alignment: config.alignment ?? null,
    size: config.size ?? null,
    newWindow: config.newWindow ?? link?.getAttribute('target') === '_blank',
    context: config.context ?? ButtonContext.BLOCK,
  };
}
