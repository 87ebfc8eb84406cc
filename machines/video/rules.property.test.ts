import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aspectPadding, DEFAULT_ASPECT_PADDING, DEFAULT_PLACEHOLDER_RATIO, embedRatio, embedSize, embedSource, fitBox, isProviderAsset, isVimeoBasic, placeholderPadding, playerCommand, playerUrl, videoProvider, videoType } from './rules';

const id = fc.stringMatching(/^[A-Za-z0-9_-]{6,12}$/);
const iframe = (src: string, quote = '"') => `<iframe width="560" height="315" src=${quote}${src}${quote} frameborder="0" allowfullscreen></iframe>`;

describe('video embed rules (display-widgets §3 "Video element", §4, §7, §9)', () => {
  it('an embed is an iframe, an object, or invalid', () => {
    expect(videoType(iframe('https://player.vimeo.com/video/1'))).toBe('iframe');
    expect(videoType('<object data="/movie.swf"><embed src="/movie.swf"></object>')).toBe('object');
    expect([videoType(''), videoType(null), videoType('<p>hello</p>'), videoType('<iframe></iframe>')]).toEqual(['invalid', 'invalid', 'invalid', 'invalid']);
    fc.assert(fc.property(fc.string(), (text) => ['iframe', 'object', 'invalid'].includes(videoType(text))));
    // Text without a tag is never a video.
    fc.assert(fc.property(fc.string().filter((t) => !t.includes('<')), (text) => videoType(text) === 'invalid'));
  });

  it('reads the embed address whatever the quoting, with entities decoded', () => {
    fc.assert(
      fc.property(id, fc.constantFrom('"', "'"), (video, quote) => {
        expect(embedSource(iframe(`https://www.youtube.com/embed/${video}?a=1&amp;b=2`, quote))).toBe(`https://www.youtube.com/embed/${video}?a=1&b=2`);
      }),
    );
    expect(embedSource('<iframe src=https://fast.wistia.net/embed/iframe/x></iframe>')).toBe('https://fast.wistia.net/embed/iframe/x');
  });

  it('reads through an Embedly player page to the video it wraps', () => {
    const wrapped = (inner: string) => `<iframe src="//cdn.embedly.com/widgets/media.html?src=${encodeURIComponent(inner)}&amp;display_name=YouTube&amp;schema=youtube" width="854" height="480"></iframe>`;
    fc.assert(fc.property(id, (video) => embedSource(wrapped(`https://www.youtube.com/embed/${video}?feature=oembed`)) === `https://www.youtube.com/embed/${video}?feature=oembed`));
    expect(videoProvider(wrapped('https://www.youtube.com/embed/x'))).toBe('YouTube');
    // Without a src it is what it says.
    expect(embedSource('<iframe src="https://cdn.embedly.com/widgets/media.html?url=x"></iframe>')).toBe('https://cdn.embedly.com/widgets/media.html?url=x');
  });

  it('reads the embed’s own size from its width and height attributes, not from data-width or percentages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), (width, height) => {
        expect(embedSize(`<iframe src="https://player.vimeo.com/video/1" width="${width}" height='${height}'></iframe>`)).toEqual({ width, height });
        expect(embedRatio(`<iframe height=${height} src="x" width=${width}></iframe>`)).toBeCloseTo(width / height, 9);
      }),
    );
    expect([embedSize('<iframe src="x" width="100%" height="315"></iframe>'), embedSize('<iframe src="x" data-width="5" data-height="3"></iframe>'), embedSize(null), embedSize('<iframe src="x" width="0" height="3"></iframe>')]).toEqual([null, null, null, null]);
    fc.assert(fc.property(fc.string(), (text) => { const ratio = embedRatio(text); return ratio === null || (Number.isFinite(ratio) && ratio > 0); }));
  });

  it('knows a picture on a provider’s host (the facade asks nothing of them before play) from the site’s own', () => {
    expect(['https://i.ytimg.com/vi/x/hqdefault.jpg', '//i.vimeocdn.com/video/1_640.jpg', 'https://www.youtube.com/x.jpg'].map(isProviderAsset)).toEqual([true, true, true]);
    expect(['/images/photo-7.jpg', 'https://example.com/ytimg.com.jpg', 'https://notytimg.com/x.jpg', ''].map(isProviderAsset)).toEqual([false, false, false, false]);
  });

  it('a Vimeo Basic account is a Vimeo video whose account type is basic (§8)', () => {
    expect([isVimeoBasic('Vimeo', 'basic'), isVimeoBasic('Vimeo', ' Basic '), isVimeoBasic('Vimeo', 'plus'), isVimeoBasic('Vimeo', null), isVimeoBasic('YouTube', 'basic')]).toEqual([true, true, false, false, false]);
  });

  it('recognises YouTube, Vimeo, Wistia and Animoto from the address, or by the name the block gives', () => {
    const cases: Array<[string, string]> = [
      ['https://www.youtube.com/embed/x', 'YouTube'],
      ['https://youtu.be/x', 'YouTube'],
      ['https://www.youtube-nocookie.com/embed/x', 'YouTube'],
      ['https://player.vimeo.com/video/1', 'Vimeo'],
      ['https://fast.wistia.net/embed/iframe/x', 'Wistia'],
      ['https://animoto.com/play/x', 'Animoto'],
    ];
    for (const [src, provider] of cases) expect(videoProvider(iframe(src))).toBe(provider);
    expect(videoProvider(iframe('https://notyoutube.com.example/embed/x'))).toBeNull();
    expect(videoProvider(iframe('https://example.com/v'), 'vimeo')).toBe('Vimeo');
  });

  it('plays YouTube through its privacy-enhanced host with its API on, and every player with autoplay', () => {
    fc.assert(
      fc.property(id, (video) => {
        const url = new URL(playerUrl(`https://www.youtube.com/embed/${video}?rel=0`, 'YouTube'));
        expect([url.origin, url.pathname]).toEqual(['https://www.youtube-nocookie.com', `/embed/${video}`]);
        expect(Object.fromEntries(url.searchParams)).toEqual({ rel: '0', enablejsapi: '1', autoplay: '1' });
      }),
    );
    expect(playerUrl('https://player.vimeo.com/video/7', 'Vimeo')).toBe('https://player.vimeo.com/video/7?api=1&autoplay=1');
  });

  it('posts play and pause only to YouTube and Vimeo (§7)', () => {
    expect(JSON.parse(playerCommand('YouTube', 'pause')!)).toEqual({ event: 'command', func: 'pauseVideo', args: [] });
    expect(JSON.parse(playerCommand('Vimeo', 'play')!)).toEqual({ method: 'play' });
    expect([playerCommand('Wistia', 'play'), playerCommand(null, 'pause')]).toEqual([null, null]);
  });

  it('the facade is its thumbnail’s shape, else 56.3 %; a placeholder 100 / ratio, else 65 (§9)', () => {
    expect([aspectPadding(null), aspectPadding({ width: 0, height: 5 })]).toEqual([DEFAULT_ASPECT_PADDING, DEFAULT_ASPECT_PADDING]);
    expect(aspectPadding({ width: 400, height: 300 })).toBe(75);
    expect([placeholderPadding(null), placeholderPadding(2)]).toEqual([DEFAULT_PLACEHOLDER_RATIO, 50]);
    expect(placeholderPadding(embedRatio('<iframe src="x" width="640" height="360"></iframe>'))).toBe(56.25);
  });

  it('fit keeps the whole video inside its box, fill covers it; both centred', () => {
    const size = fc.double({ min: 10, max: 4000, noNaN: true });
    fc.assert(
      fc.property(size, size, fc.double({ min: 0.2, max: 5, noNaN: true }), (width, height, ratio) => {
        const fit = fitBox({ width, height }, ratio, 'fit');
        const fill = fitBox({ width, height }, ratio, 'fill');
        for (const placed of [fit, fill]) {
          expect(placed.width / placed.height).toBeCloseTo(ratio, 6);
          expect(placed.left * 2 + placed.width).toBeCloseTo(width, 6);
          expect(placed.top * 2 + placed.height).toBeCloseTo(height, 6);
        }
        expect(fit.width <= width + 1e-6 && fit.height <= height + 1e-6).toBe(true);
        expect(fill.width >= width - 1e-6 && fill.height >= height - 1e-6).toBe(true);
        expect(fitBox({ width, height }, ratio, 'none')).toEqual({ width, height, left: 0, top: 0 });
      }),
    );
  });
});
