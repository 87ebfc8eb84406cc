// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { videoAnatomy } from '../../machines/video/anatomy';
import { everyBlockNear } from '../../runtime/blocks/approach';
import type { BlockModule } from '../../runtime/blocks/contract';
import { blockRegistry } from '../../runtime/blocks/registry';
import { bootBlocks } from '../../runtime/blocks';
import { siteContextSchema } from '../../runtime/schemas/site-context';
import { defaultSiteContext } from '../../runtime/site-context';
import { publishedVideo, SWIM_SCHOOL_VIDEO } from '../../runtime/video/published-markup.test-support';
import * as video from './block';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const part = (name: Parameters<typeof videoAnatomy.selector>[0], root: ParentNode = document) => root.querySelector<HTMLElement>(videoAnatomy.selector(name));
const owner = siteContextSchema.parse({ authenticatedAccount: { id: 'a1' } });
const VIMEO = '<iframe src="https://player.vimeo.com/video/496218444" width="1920" height="1080" frameborder="0" allowfullscreen></iframe>';

/** Boots the page's blocks through the real bootstrap, noting the configuration each video block's chunk is given. */
async function boot(html: string, site = defaultSiteContext()) {
  document.body.innerHTML = html;
  const configs: unknown[] = [];
  const real = blockRegistry.video!.load!;
  blockRegistry.video!.load = async () => {
    const module = (await real()) as BlockModule;
    return { ...module, mount: (context, config) => (configs.push(config), module.mount(context, config)) };
  };
  let blocks!: ReturnType<typeof bootBlocks>;
  try {
    await act(async () => {
      blocks = bootBlocks(document, site, { approach: everyBlockNear() });
      await blocks.ready;
    });
  } finally {
    blockRegistry.video!.load = real;
  }
  return { configs, destroy: () => act(() => blocks.destroy()) };
}

// happy-dom loads no iframe page and writes so straight to stderr for each player: expected here, so not shown.
const writeError = process.stderr.write.bind(process.stderr);
beforeAll(() => {
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).includes('Iframe page loading is disabled') || writeError(chunk, ...rest)) as typeof process.stderr.write;
});
afterAll(() => {
  process.stderr.write = writeError;
});

let warnings: ReturnType<typeof vi.spyOn>;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a Vimeo Basic account (§8)', () => {
  const block = (json: object) => `<section id="v" data-block-type="video" data-block-json='${JSON.stringify(json).replace(/'/g, '&#39;')}'></section>`;

  it('is said in the console, and on the block only to a logged-in owner; the video still plays for everyone', async () => {
    for (const [site, shown] of [[defaultSiteContext(), false], [owner, true]] as const) {
      warnings.mockClear();
      const page = await boot(block({ html: VIMEO, account_type: 'basic', title: 'Reel' }), site);
      expect(warnings.mock.calls.map((call: unknown[]) => call[0])).toEqual(['[visitor-runtime] Vimeo Basic accounts are unsupported.']);
      expect(part('notice')?.textContent ?? null).toBe(shown ? 'Vimeo Basic accounts are unsupported.' : null);
      act(() => part('play')!.click());
      expect(part('player')).not.toBeNull();
      page.destroy();
    }
  });

  it('is not said for another account type, nor for another provider', async () => {
    for (const json of [{ html: VIMEO, account_type: 'plus' }, { html: VIMEO }, { html: SWIM_SCHOOL_VIDEO.dataHtml, account_type: 'basic' }]) {
      const page = await boot(block(json), owner);
      expect(part('notice')).toBeNull();
      page.destroy();
    }
    expect(warnings).not.toHaveBeenCalled();
  });
});

describe('published video blocks (code 32, docs/published-pages.md "Video")', () => {
  it('read from the swim school page: the embed, its own size for the box, the mode; the provider-hosted thumbnail left out', () => {
    document.body.innerHTML = publishedVideo(SWIM_SCHOOL_VIDEO);
    expect(video.readPublished(document.body.firstElementChild as HTMLElement)).toEqual({
      html: JSON.parse(SWIM_SCHOOL_VIDEO.json).html,
      width: 854,
      height: 480,
      mode: 'none',
    });
  });

  it('a contract page and a published page with the same video give its chunk the same configuration', async () => {
    const published = publishedVideo({
      json: JSON.stringify({ html: VIMEO, url: 'https://vimeo.com/496218444', providerName: 'Vimeo', title: 'Reel', width: 1920, height: 1080, thumbnailUrl: 'https://i.vimeocdn.com/video/1_640.jpg', account_type: 'basic' }),
      dataHtml: VIMEO,
      providerName: 'Vimeo',
      wrapperClass: 'video-fit',
      picture: { src: '/images/photo-3.jpg', dimensions: '2500x1667' },
    });
    const ours = `<section data-block-type="video" data-block-json='${JSON.stringify({ html: VIMEO, provider: 'Vimeo', title: 'Reel', thumbnailUrl: '/images/photo-3.jpg', thumbnailDimensions: '2500x1667', width: 1920, height: 1080, mode: 'fit', account_type: 'basic' })}'></section>`;
    const fromPublished = await boot(published);
    const fromOurs = await boot(ours);
    expect(fromPublished.configs).toHaveLength(1);
    expect(fromPublished.configs).toEqual(fromOurs.configs);
    fromPublished.destroy();
    fromOurs.destroy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('the facade takes the overlay’s place inside the wrapper, the caption stays, and destroy brings the server markup back', async () => {
    const html = publishedVideo({ json: JSON.stringify({ html: VIMEO, providerName: 'Vimeo', overlay: true }), dataHtml: VIMEO, providerName: 'Vimeo', picture: { src: '/images/photo-3.jpg', dimensions: '2500x1667' }, caption: 'Our reel' });
    document.body.innerHTML = html;
    const server = document.body.innerHTML;
    const page = await boot(html);
    const wrapper = document.querySelector('.sqs-video-wrapper')!;
    expect(part('root')!.parentElement).toBe(wrapper);
    expect(part('thumbnail')!.getAttribute('src')).toBe('/images/photo-3.jpg');
    expect(document.querySelector('.video-caption')?.textContent).toBe('Our reel');
    // The box is the video's own shape (1920×1080), as the platform sizes it.
    expect(part('root')!.style.getPropertyValue('--video-padding')).toBe('56.25%');
    page.destroy();
    expect(document.body.innerHTML).toBe(server);
  });
});
