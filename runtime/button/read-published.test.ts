// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PublishedMarkupError } from '../published-markup-error';
import { buttonConfigSchema } from './button.schema';
import { buttonFields, buttonLink } from './fields';
import { readPublishedButton } from './read-published';

const block = (html: string) => {
  const element = document.createElement('div');
  element.className = 'sqs-block button-block sqs-block-button';
  element.innerHTML = html;
  return element;
};
/** A button block as the platform publishes it (scripts/demo-site/published/page-restaurant.html). */
const published = ({ alignment = 'center', size = 'medium', href = '#menu', text = '\n  View Menu\n ', target = '' } = {}) =>
  block(
    `<div class="sqs-block-content"><div class="sqs-block-button-container sqs-block-button-container--${alignment}" data-animation-role="button" data-alignment="${alignment}" data-button-size="${size}" data-button-type="primary">` +
      `<a href="${href}" ${target ? `target="${target}"` : ''} class="sqs-block-button-element--${size} sqs-button-element--primary sqs-block-button-element">${text}</a></div></div>`,
  );

describe('reading a published button block (code 53)', () => {
  it('reads the link text, href, alignment, size and new window', () => {
    expect(readPublishedButton(published())).toEqual({ buttonText: 'View Menu', clickthroughUrl: '#menu', alignment: 'center', size: 'medium', newWindow: false });
    expect(readPublishedButton(published({ alignment: 'left', size: 'small', href: 'https://example.com/', target: '_blank' }))).toMatchObject({
      clickthroughUrl: 'https://example.com/', alignment: 'left', size: 'small', newWindow: true,
    });
  });

  it('leaves out a layout setting the platform wrote empty', () => {
    expect(readPublishedButton(published({ alignment: '', size: '' }))).not.toHaveProperty('alignment');
  });

  it('a block without its link is no button: PublishedMarkupError naming the link', () => {
    expect(() => readPublishedButton(block('<div class="sqs-block-button-container" data-alignment="center"></div>'))).toThrow(
      new PublishedMarkupError('the button has no link (a.sqs-block-button-element).'),
    );
  });

  it('returns a configuration the schema accepts, or throws PublishedMarkupError, whatever the markup holds', () => {
    const attr = fc.string().map((s) => s.replace(/["<>&]/g, ''));
    fc.assert(
      fc.property(attr, attr, attr, fc.string(), fc.boolean(), fc.boolean(), (alignment, size, href, text, blank, linked) => {
        const element = linked ? published({ alignment, size, href, text: text.replace(/[<&]/g, ''), target: blank ? '_blank' : '' }) : block(`<p>${alignment}</p>`);
        try {
          const config = buttonConfigSchema.parse(readPublishedButton(element));
          expect(config.newWindow).toBe(blank);
        } catch (error) {
          expect(linked).toBe(false);
          expect(error).toBeInstanceOf(PublishedMarkupError);
        }
      }),
    );
  });
});

describe('the census fields of a button (visitor-runtime §3 "Census button payload")', () => {
  const link = (html: string) => buttonLink(block(html));

  it('takes what the configuration states, else the link: text, href, target; context 1 and the block id by default', () => {
    const server = link('<a href="/menu" target="_blank"> See the menu </a>');
    expect(buttonFields({}, 'block-1', server)).toEqual({
      id: 'block-1', buttonText: 'See the menu', clickthroughUrl: '/menu', alignment: null, size: null, newWindow: true, context: 1,
    });
    expect(buttonFields({ id: 'cta', buttonText: 'Order', clickthroughUrl: '/order', alignment: 'center', size: 'large', newWindow: false, context: 2 }, 'block-1', server)).toEqual({
      id: 'cta', buttonText: 'Order', clickthroughUrl: '/order', alignment: 'center', size: 'large', newWindow: false, context: 2,
    });
  });

  it('a stated field always wins over the link, an absent one never invents a value', () => {
    const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ buttonText: optional(fc.string()), clickthroughUrl: optional(fc.string()), size: optional(fc.string()), newWindow: optional(fc.boolean()) }),
        fc.boolean(),
        (stated, hasLink) => {
          const config = Object.fromEntries(Object.entries(stated).filter(([, v]) => v !== undefined));
          const fields = buttonFields(config, 'b', hasLink ? link('<a href="/x">X</a>') : null);
          expect(fields.buttonText).toBe(stated.buttonText ?? (hasLink ? 'X' : null));
          expect(fields.clickthroughUrl).toBe(stated.clickthroughUrl ?? (hasLink ? '/x' : null));
          expect(fields.size).toBe(stated.size ?? null);
          expect(fields.newWindow).toBe(stated.newWindow ?? false);
          expect(fields.context).toBe(1);
        },
      ),
    );
  });
});
