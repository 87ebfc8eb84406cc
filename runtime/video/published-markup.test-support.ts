/**
 * Published video blocks (code 32) as the platform renders them (scripts/demo-site/published/README.md "Video"):
 * the block with its HTML-escaped `data-block-json`, the `.sqs-video-wrapper` with the embed HTML-escaped in
 * `data-html`, and, with an overlay, `.sqs-video-overlay` holding the thumbnail and the play icon.
 */
export interface PublishedVideo {
  id?: string;
  /** The attribute's text (null: no attribute). */
  json: string | null;
  /** The wrapper's data-html (null: no wrapper). */
  dataHtml?: string | null;
  providerName?: string;
  wrapperClass?: string;
  /** The overlay's picture (undefined: no overlay; null: an overlay without a picture). */
  picture?: { src: string; dimensions: string } | null;
  caption?: string;
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function publishedVideo({ id = 'block-video', json, dataHtml, providerName = '', wrapperClass = 'video-none', picture, caption }: PublishedVideo): string {
  const overlay =
    picture === undefined
      ? ''
      : `<div class="sqs-video-overlay${picture ? '' : ' no-thumb'}" style="opacity: 0;">${
          picture ? `<img data-load="false" data-src="${attr(picture.src)}" data-image-dimensions="${attr(picture.dimensions)}" data-image-focal-point="0.5,0.5" />` : ''
        }<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>`;
  const wrapper = dataHtml === null ? '' : `<div class="sqs-video-wrapper ${wrapperClass}" data-html="${attr(dataHtml ?? '')}" data-provider-name="${attr(providerName)}">${overlay}</div>`;
  const captionHtml = caption ? `<div class="video-caption-wrapper"><div class="video-caption"><p>${caption}</p></div></div>` : '';
  return `<div class="sqs-block video-block sqs-block-video"${json === null ? '' : ` data-block-json="${attr(json)}"`} data-block-type="32" id="${id}"><div class="sqs-block-content">${wrapper}${captionHtml}</div></div>`;
}

/** The swim school's video (scripts/demo-site/published/README.md): its block data and wrapper as published. */
export const SWIM_SCHOOL_VIDEO = {
  json: JSON.stringify({
    blockAnimation: 'none',
    layout: 'caption-hidden',
    overlay: false,
    description: { html: 'Speedo Swim Squad trainer Poppy tells us how to get little ones water confident' },
    hSize: null,
    floatDir: null,
    html: '<iframe src="//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;enablejsapi=1" height="480" width="854" scrolling="no" frameborder="0" allowfullscreen="">\n</iframe>',
    url: 'https://www.youtube.com/watch?v=3lxSMsXdaDE',
    thumbnailUrl: 'https://i.ytimg.com/vi/3lxSMsXdaDE/hqdefault.jpg',
    resolvedBy: 'youtube',
  }),
  dataHtml: '<iframe src="//www.youtube.com/embed/3lxSMsXdaDE?wmode=opaque&amp;enablejsapi=1" height="480" width="854" scrolling="no" frameborder="0" allowfullscreen=""><br/></iframe>',
};
