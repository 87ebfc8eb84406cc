// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { videoConfigSchema as schema } from './video.schema';
import { readPublishedVideo as readPublished } from './read-published';
import { PublishedMarkupError } from '../published-markup-error';
import { publishedVideo } from './published-markup.test-support';

const EMBEDS = [
  '<iframe src="//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;enablejsapi=1" height="480" width="854" frameborder="0" allowfullscreen=""></iframe>',
  '<iframe src="https://player.vimeo.com/video/496218444?color=ffffff" width="1920" height="1080" frameborder="0" allowfullscreen></iframe>',
  '<iframe src="//cdn.embedly.com/widgets/media.html?src=https%3A%2F%2Fwww.youtube.com%2Fembed%2F478IDDGH7CI&amp;schema=youtube" width="854" height="480"></iframe>',
  '<object data="/movie.swf"><embed src="/movie.swf"></object>',
  '<p>Paste your embed code here</p>',
];
/** The block data's fields (ours, the platform's, nonsense) with values of every JSON type and those real pages hold. */
const key = fc.constantFrom('html', 'providerName', 'title', 'thumbnailUrl', 'width', 'height', 'account_type', 'url', 'overlay', 'resolvedBy', 'description', 'mode', '__proto__', '');
const value = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EMBEDS, 'YouTube', 'Vimeo', 'basic', '/images/photo-3.jpg', 'https://i.ytimg.com/vi/x/hqdefault.jpg', '854', '0', '-4', '', ' ') },
  { weight: 3, arbitrary: fc.integer({ min: -10, max: 4000 }) },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.array(fc.integer(), { maxLength: 2 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }) },
);
const data = fc.dictionary(key, value, { maxKeys: 7 });
/** The attribute: the data as JSON, broken JSON, JSON of another type, or no attribute at all. */
const json = fc.oneof(
  { weight: 6, arbitrary: data.map((d) => JSON.stringify(d)) },
  { weight: 1, arbitrary: fc.tuple(data, fc.nat()).map(([d, n]) => JSON.stringify(d).slice(0, n % 30)) },
  { weight: 1, arbitrary: fc.constantFrom<string | null>('', 'null', '[]', '"html"', '42', '{html:1}', null) },
);

describe('the published video reader against random and broken markup', () => {
  it('returns a configuration our schema accepts or throws PublishedMarkupError naming what is wrong — nothing else', () => {
    const outcomes = { read: 0, refused: 0 };
    fc.assert(
      fc.property(
        json,
        fc.option(fc.constantFrom(...EMBEDS, '', 'not html', '<iframe>'), { nil: null }),
        fc.constantFrom('', 'YouTube', 'Vimeo', 'Someone'),
        fc.constantFrom('video-none', 'video-fit', 'video-fill', 'video-wide', ''),
        fc.option(fc.option(fc.record({ src: fc.constantFrom('/images/photo-1.jpg', '', ' '), dimensions: fc.constantFrom('2500x1667', 'x', '', '12') }), { nil: null }), { nil: undefined }),
        (attribute, dataHtml, providerName, wrapperClass, picture) => {
          document.body.innerHTML = publishedVideo({ json: attribute, dataHtml, providerName, wrapperClass, picture, caption: 'Caption' });
          let config: unknown;
          try {
            config = readPublished(document.body.firstElementChild as HTMLElement);
          } catch (error) {
            expect(error).toBeInstanceOf(PublishedMarkupError);
            expect((error as Error).message).toMatch(/\.$/);
            outcomes.refused++;
            return;
          }
          expect(schema.safeParse(config).success).toBe(true);
          outcomes.read++;
        },
      ),
      { numRuns: 500 },
    );
    // Both ways out were taken: the generator reaches readable markup as well as broken.
    expect(outcomes.read).toBeGreaterThan(50);
    expect(outcomes.refused).toBeGreaterThan(50);
  });

  it('the markup stands in for data the block data lacks: embed, provider, mode, the overlay’s picture', () => {
    document.body.innerHTML = publishedVideo({ json: '{}', dataHtml: EMBEDS[1], providerName: 'Vimeo', wrapperClass: 'video-fill', picture: { src: '/images/photo-1.jpg', dimensions: '2500x1667' } });
    expect(readPublished(document.body.firstElementChild as HTMLElement)).toEqual({
      html: EMBEDS[1],
      provider: 'Vimeo',
      thumbnailUrl: '/images/photo-1.jpg',
      thumbnailDimensions: '2500x1667',
      width: 1920,
      height: 1080,
      mode: 'fill',
    });
    document.body.innerHTML = publishedVideo({ json: JSON.stringify({ thumbnailUrl: 'https://i.ytimg.com/vi/x/hqdefault.jpg' }), dataHtml: null });
    expect(() => readPublished(document.body.firstElementChild as HTMLElement)).toThrow('the embed html is missing (no html in data-block-json, no .sqs-video-wrapper[data-html]).');
  });
});
