// @vitest-environment happy-dom
import fc from 'fast-check';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyBlockNear } from '../../runtime/blocks/approach';
import type { BlockModule } from '../../runtime/blocks/contract';
import { blockRegistry } from '../../runtime/blocks/registry';
import { bootBlocks } from '../../runtime/blocks';
import { identifyBlock } from '../../runtime/blocks/identify';
import { PublishedMarkupError } from '../../runtime/published-markup-error';
import { defaultSiteContext } from '../../runtime/site-context';
import * as imageBlock from './block';

// The image block of a published page (code 5, docs/published-pages.md "Image"): its image, marked
// data-load="false" because the platform's block script loaded it, is loaded by our image block in place.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The image of a published image block, as a real page has it (scripts/demo-site/published/README.md, "Image"). */
const image = (attributes = 'data-src="/images/photo-1.jpg" data-image-dimensions="2500x1667" data-image-focal-point="0.5,0.5" data-load="false"') =>
  `<img class="thumb-image" ${attributes} alt="" data-image-id="62cfca2b8afb6775a42c6bbe" data-type="image" style="left: 0%; top: 0%; width: 100%; height: 100%; position: absolute;" src="/images/photo-1.jpg?format=300w">`;

const publishedBlock = (content: string | null, id = 'block-yui_3_17_2_1_1622524326379_3365') =>
  `<div class="sqs-block image-block sqs-block-image sqs-text-ready" data-block-type="5" id="${id}">${
    content === null
      ? ''
      : `<div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline" data-test="image-block-inline-outer-wrapper"><figure class="sqs-block-image-figure intrinsic" style="max-width:1024px;"><div class="image-block-wrapper" data-animation-role="image"><div class="sqs-image-shape-container-element has-aspect-ratio" style="position: relative; padding-bottom:66.68%; overflow: hidden;"><noscript><img src="/images/photo-1.jpg" alt=""></noscript>${content}</div></div></figure></div></div>`
  }</div>`;

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

const read = (html: string) => imageBlock.readPublished!(element(html));

describe('reading a published image block', () => {
  it('is a published image by its code and class', () => {
    expect(identifyBlock(element(publishedBlock(image())))).toEqual({ kind: 'image', source: 'published' });
  });

  it('finds the image and has the block load it although it is marked data-load="false"', () => {
    expect(read(publishedBlock(image()))).toEqual({ loadWhenDataLoadFalse: true, lightbox: false, lightboxTheme: 'dark' });
  });

  it("names what is missing with the §8 messages: the block's root (its content), or an image with data-src", () => {
    expect(() => read(publishedBlock(null))).toThrow(new PublishedMarkupError('No root node'));
    expect(() => read(publishedBlock('<img src="/images/photo-1.jpg" alt="">'))).toThrow(new PublishedMarkupError('No images'));
  });

  it("reads the lightbox from the platform's button around the image, with its theme", () => {
    const inButton = (theme: string) => publishedBlock(`<button class="sqs-block-image-button lightbox" data-description="" data-lightbox-theme="${theme}">${image()}</button>`);
    expect(read(inButton('light'))).toEqual({ loadWhenDataLoadFalse: true, lightbox: true, lightboxTheme: 'light' });
    expect(read(inButton(''))).toEqual({ loadWhenDataLoadFalse: true, lightbox: true, lightboxTheme: 'dark' });
  });

  // Random and broken variants of the markup: any attributes on any number of images, parts missing. The reader
  // returns a configuration the schema accepts or throws PublishedMarkupError, never anything else.
  it('returns a configuration the schema accepts or throws PublishedMarkupError, whatever the markup holds', () => {
    const value = fc.oneof(fc.string(), fc.constantFrom('false', 'true', '2500x1667', '0.5,0.5', '/images/photo-1.jpg', 'javascript:alert(1)', ''));
    const attributes = fc
      .record({ 'data-src': value, 'data-image-dimensions': value, 'data-image-focal-point': value, 'data-load': value }, { requiredKeys: [] })
      .map((record) => Object.entries(record).map(([name, text]) => `${name}="${text.replace(/[&"<]/g, (c) => `&#${c.charCodeAt(0)};`)}"`).join(' '));
    const markup = fc.oneof(
      { weight: 5, arbitrary: fc.array(attributes.map(image), { maxLength: 3 }).map((images) => publishedBlock(images.join(''))) },
      { weight: 1, arbitrary: fc.constant(publishedBlock(null)) },
      { weight: 1, arbitrary: fc.string().map((junk) => publishedBlock(junk.replace(/[<&]/g, ''))) },
    );
    fc.assert(
      fc.property(markup, (html) => {
        let config: unknown;
        try {
          config = read(html);
        } catch (error) {
          expect(error).toBeInstanceOf(PublishedMarkupError);
          return;
        }
        expect(imageBlock.schema.safeParse(config).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the published image block on the page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    blockRegistry.image!.load = () => import('./block');
    document.body.innerHTML = '';
  });

  it('mounts with the configuration our contract gives the same block', async () => {
    const mount = vi.fn<BlockModule['mount']>(() => ({ unmount() {} }));
    blockRegistry.image!.load = async () => ({ ...imageBlock, mount }) as BlockModule;
    document.body.innerHTML = `<section id="ours" data-block-type="image" data-block-json='{"loadWhenDataLoadFalse": true}'>${image()}</section>${publishedBlock(image(), 'theirs')}`;
    await act(async () => {
      const blocks = bootBlocks(document, defaultSiteContext(), { approach: everyBlockNear() });
      await blocks.ready;
      blocks.destroy();
    });
    const calls = mount.mock.calls as unknown as [{ id: string }, unknown][];
    expect(calls.map(([context]) => context.id)).toEqual(['ours', 'theirs']);
    expect(calls[1]![1]).toEqual(calls[0]![1]);
  });

  it("loads the published image in place, where our contract's data-load=\"false\" keeps the page's src", async () => {
    document.body.innerHTML = `${publishedBlock(image(), 'theirs')}<section id="ours" data-block-type="image">${image()}</section>`;
    const theirs = document.querySelector<HTMLImageElement>('#theirs img[data-src]')!;
    let blocks!: ReturnType<typeof bootBlocks>;
    await act(async () => {
      blocks = bootBlocks(document, defaultSiteContext(), { approach: everyBlockNear() });
      await blocks.ready;
    });
    // The published image is the one the page rendered, now under the loader: not kept, not replaced.
    expect(document.querySelector('#theirs img[data-src]')).toBe(theirs);
    expect(theirs.dataset.state).not.toBe('kept');
    expect(theirs.dataset.state).not.toBe('failed');
    expect(document.querySelector<HTMLImageElement>('#ours img')!.dataset.state).toBe('kept');
    expect(theirs.closest('.sqs-image-shape-container-element')).not.toBeNull();
    act(() => blocks.destroy());
  });
});
