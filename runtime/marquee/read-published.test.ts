// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PublishedMarkupError } from '../published-markup-error';
import { marqueeConfigSchema } from './marquee.schema';
import { readPublishedMarquee } from './read-published';

const block = (attributes: string, groups = 2) => {
  const element = document.createElement('div');
  const group = '<div class="Marquee-items" aria-hidden="true"><div class="Marquee-item">Pizza</div></div>';
  element.innerHTML = `<div class="sqs-block-content"><div class="Marquee"><div class="Marquee-body" ${attributes}>${group.repeat(groups)}</div></div></div>`;
  return element;
};

describe('reading a published marquee block (code 70)', () => {
  it('reads direction and speed as the platform writes them, the rest from the defaults', () => {
    expect(marqueeConfigSchema.parse(readPublishedMarquee(block('data-animation-direction="right" data-animation-speed="1.5"')))).toEqual({
      waveFrequency: 1,
      waveIntensity: 0,
      animationDirection: 'right',
      animationSpeed: 1.5,
      pausedOnHover: false,
    });
    expect(readPublishedMarquee(block('data-paused-on-hover="true" data-wave-intensity="12"'))).toEqual({ pausedOnHover: true, waveIntensity: 12 });
  });

  it('a block without items, or with a property the schema refuses, is skipped with the reason', () => {
    expect(() => readPublishedMarquee(block('', 0))).toThrow('the marquee has no `.Marquee > .Marquee-body > .Marquee-items`.');
    expect(() => readPublishedMarquee(block('data-animation-direction="up"'))).toThrow(/animationDirection is not valid/);
  });

  it('returns a configuration the schema accepts, or throws PublishedMarkupError, whatever the attributes hold', () => {
    fc.assert(
      fc.property(fc.constantFrom('animation-direction', 'animation-speed', 'wave-frequency', 'wave-intensity', 'paused-on-hover'), fc.string(), (name, value) => {
        const element = block('');
        element.querySelector('.Marquee-body')!.setAttribute(`data-${name}`, value);
        try {
          expect(marqueeConfigSchema.safeParse(readPublishedMarquee(element)).success).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(PublishedMarkupError);
        }
      }),
    );
  });
});
