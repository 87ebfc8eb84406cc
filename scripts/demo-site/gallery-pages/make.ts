// Writes the gallery demo pages (scripts/demo-site/gallery-*.html) from the definitions below: one page per design
// and transition, autoplay, linked thumbnails, address tracking, and 20 galleries of 50 slides (visitor-runtime §9
// layout limits). `npx tsx scripts/demo-site/gallery-pages/make.ts` rewrites them; a unit test keeps them in step.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { blockKind } from '../../../runtime/blocks/registry';
import { demoPhoto } from './photos';

export interface GalleryDef {
  id: string;
  json: Record<string, unknown>;
  slides: number;
  /** the first photo's number (galleries on one page show different photos) */
  first?: number;
  /** 1-based positions of video slides (a native video) */
  videos?: number[];
  /** 1-based positions of slides holding a provider's embed (its code in the wrapper's data-html) */
  embeds?: number[];
  fullUrl?: string;
  heading?: string;
  clickThrough?: boolean;
}

export interface PageDef {
  file: string;
  title: string;
  intro: string;
  galleries: GalleryDef[];
  /** extra markup after the galleries (a text field for the keyboard exceptions) */
  after?: string;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');

function slideMarkup(n: number, i: number, def: GalleryDef): string {
  const photo = demoPhoto(n);
  const isVideo = def.videos?.includes(i + 1);
  const isEmbed = def.embeds?.includes(i + 1);
  const link = def.clickThrough && i === 1 ? ` data-click-through-url="/gallery-stacked-fade#clicked"` : '';
  const embed = `<iframe src="https://www.youtube.com/embed/demo-${n}?rel=0" title="${photo.alt}" allowfullscreen></iframe>`;
  const media = isEmbed
    ? `<div data-video-wrapper data-provider-name="YouTube" data-thumbnail-url="${photo.src}?format=750w" data-html="${embed.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"></div>`
    : isVideo
    ? `<div data-video-wrapper><video controls muted playsinline preload="none" poster="${photo.src}?format=750w" title="Video ${i + 1}"></video></div>`
    : `<img src="${photo.src}?format=100w" data-src="${photo.src}" loading="lazy" alt="${photo.alt}" width="${photo.width}" height="${photo.height}">`;
  return `      <figure data-slide-id="${def.id}-item-${i + 1}" data-slide-url="${photo.name}"${link} data-image-dimensions="${photo.width}x${photo.height}" data-image-focal-point="0.5,0.5">
        ${media}
        <figcaption><span class="meta-title">${photo.alt}</span> <span class="meta-description">Slide ${i + 1} of ${def.slides}.</span></figcaption>
      </figure>`;
}

/** The demo photo of slide `i` (0-based): the gallery's photos follow on from its first, through the 60 there are. */
const photoNumber = (def: GalleryDef, i: number) => (((def.first ?? 1) - 1 + i) % 60) + 1;

/**
 * The site's stylesheet (demo.css) draws a slideshow's server markup in the box the booted gallery will have, from
 * these classes and the first slide's shape (its image's dimensions, as the gallery reads them): that slide alone, and
 * room for the thumbnail strip the gallery draws (docs/contract.md "A host draws a dormant block in its booted box").
 */
function galleryClasses(def: GalleryDef): string {
  const classes = ['gallery-block'];
  if (def.json.design === 'slideshow') classes.push('gallery-block--slideshow');
  if (def.json.design === 'slideshow' && def.json.thumbnails === true) classes.push('gallery-block--thumbnails');
  const first = demoPhoto(photoNumber(def, 0));
  const shape = def.json.design === 'slideshow' ? ` style="--first-slide-ratio: ${first.width} / ${first.height}"` : '';
  return `class="${classes.join(' ')}"${shape}`;
}

function galleryMarkup(def: GalleryDef): string {
  const slides = Array.from({ length: def.slides }, (_, i) => slideMarkup(photoNumber(def, i), i, def)).join('\n');
  const fullUrl = def.fullUrl ? ` data-collection-full-url="${def.fullUrl}"` : '';
  return `  ${def.heading ? `<h2>${def.heading}</h2>\n  ` : ''}<section id="${def.id}" ${galleryClasses(def)} data-block-type="gallery" data-block-json='${escapeAttr(JSON.stringify(def.json))}'>
    <div data-gallery-slides${fullUrl}>
${slides}
    </div>
  </section>`;
}

const SITE_CONTEXT = `{
  "website": { "id": "5f1e0c0ffee0000000000001", "identifier": "demo-bakery", "baseUrl": "http://localhost:4173", "developerMode": false, "cloneable": false, "typekitId": null },
  "websiteType": 1,
  "siteStatus": { "value": 8 },
  "authenticatedAccount": null,
  "websiteRoles": {},
  "accessPermissions": [],
  "cookieSettings": { "isCookieBannerEnabled": false },
  "collectionId": "5f1e0c0ffee0000000000010",
  "itemId": null,
  "templateId": "demo-template",
  "templateVersion": "7.1"
}`;

/**
 * The host lists the entries of the blocks in its first section (docs/contract.md "A host's first section"): on these
 * pages the first gallery follows the title and the intro. The server lists the files they import beside them.
 */
function firstSectionPreloads(page: PageDef): string {
  const first = page.galleries[0];
  if (!first) return '';
  const entries = ['blocks/gallery.js', ...(blockKind('gallery')?.parts?.(first.json) ?? [])];
  return entries.map((entry) => `\n  <link rel="modulepreload" href="/assets/${entry}">`).join('');
}

export function pageMarkup(page: PageDef): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${page.title} · Demo Bakery</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/demo.css">
  <script type="application/json" id="site-context">
${SITE_CONTEXT}
  </script>
  <script type="module" src="/assets/runtime.js"></script>
  <link rel="modulepreload" href="/assets/blocks.js">${firstSectionPreloads(page)}
</head>
<body>
  <header><a href="/">Demo Bakery</a> <nav><a href="/gallery-stacked-fade">Slideshow</a> <a href="/gallery-strip">Strip</a> <a href="/gallery-carousel">Carousel</a> <a href="/gallery-base">Stacked</a> <a href="/gallery-thumbnails">Thumbnails</a> <a href="/gallery-autoplay">Autoplay</a> <a href="/gallery-address/">Address</a> <a href="/gallery-swipe">Swipe</a> <a href="/gallery-grid">Grid</a> <a href="/gallery-autogrid">Auto grid</a> <a href="/gallery-autocolumns">Auto columns</a> <a href="/gallery-autorows">Auto rows</a> <a href="/gallery-list">List</a> <a href="/gallery-videos">Videos in a slideshow</a> <a href="/gallery-address-lightbox/photo-3">Lightbox from the address</a> <a href="/gallery-limits">20 × 50</a></nav></header>
  <main>
  <h1>${page.title}</h1>
  <p>${page.intro}</p>
${page.galleries.map(galleryMarkup).join('\n')}
${page.after ?? ''}
  </main>
</body>
</html>
`;
}

const slideshow = (id: string, transition: string, extra: Record<string, unknown> = {}): GalleryDef => ({
  id,
  json: { design: 'slideshow', transition, label: `Slideshow (${transition})`, ...extra },
  slides: 6,
  videos: [4],
  clickThrough: transition === 'fade',
});

export const PAGES: PageDef[] = [
  ...['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'].map((t) => ({
    file: `gallery-stacked-${t}.html`,
    title: `Slideshow: ${t}`,
    intro: `A slideshow with the ${t} transition. Arrow keys, the buttons, a click or a swipe change the slide.`,
    galleries: [slideshow('slideshow', t)],
    after: '  <label>Your name <input id="name" type="text"></label>',
  })),
  {
    file: 'gallery-strip.html',
    title: 'Strip',
    intro: 'A slider: the current slide sits in the middle; click another slide to make it current.',
    galleries: [
      { id: 'strip', json: { design: 'slider', label: 'Strip', loop: false }, slides: 12, videos: [5] },
      { id: 'strip-start', heading: 'Aligned at the start', json: { design: 'slider', 'active-alignment': 'left', label: 'Strip aligned at the start' }, slides: 8, first: 20 },
    ],
  },
  {
    file: 'gallery-carousel.html',
    title: 'Carousel',
    intro: 'Groups of three slides (two on narrow windows) moved sideways.',
    galleries: [
      { id: 'carousel', json: { design: 'carousel', label: 'Carousel' }, slides: 10 },
      { id: 'carousel-fits', heading: 'All in one row', json: { design: 'carousel', slidesPerRow: 4, label: 'Carousel in one row' }, slides: 3, first: 30 },
    ],
  },
  ...(
    [
      ['grid', 'Grid', 'Four thumbnails per row, fading in. Each opens the lightbox: arrow keys move between them, Enter opens.', { 'thumbnails-per-row': 4, lightbox: true, 'square-thumbs': true }],
      ['autogrid', 'Auto grid', 'As many 250 px columns as fit, equal widths; resize the window and the count follows.', { columnWidth: 250, gutter: 8, lightbox: true }],
      ['autocolumns', 'Auto columns', 'Masonry: each photo goes into the shortest column, at its own shape.', { columnWidth: 250, gutter: 8, lightbox: true }],
      ['autorows', 'Auto rows', 'Justified rows: every row but the last spans the width, each photo keeping its shape. The lightbox is on by default.', {}],
      ['list', 'List', 'Each photo beside its caption, taking 40 percent of the width.', { listImageSize: 40 }],
    ] as const
  ).map(([design, title, intro, extra], g) => ({
    file: `gallery-${design}.html`,
    title,
    intro: `${intro} 50 items, two of them videos.`,
    galleries: [{ id: design, json: { design, label: title, ...extra }, slides: 50, videos: [3, 17], first: 1 + g * 9 }],
  })),
  {
    file: 'gallery-swipe.html',
    title: 'Swipe boundaries',
    intro: 'Drag the slides with a mouse, a finger or a pen. With loop off, the ends are hard (the slides stop), inertial (they resist) or none (they follow).',
    galleries: (['hard', 'inertial', 'none'] as const).map((boundaries, g) => ({
      id: `swipe-${boundaries}`,
      heading: `Boundaries: ${boundaries}`,
      json: { design: 'slideshow', transition: 'swipe', loop: false, swipeBoundaries: boundaries, label: `Swipe, ${boundaries} boundaries` },
      slides: 4,
      first: 10 + g * 10,
    })),
  },
  {
    file: 'gallery-base.html',
    title: 'Stacked images',
    intro: 'The stacked design setting: every image one under another, loaded as it nears the window.',
    galleries: [{ id: 'stacked', json: { design: 'stacked', label: 'Stacked images' }, slides: 8, first: 40 }],
  },
  {
    file: 'gallery-thumbnails.html',
    title: 'Slideshow with thumbnails',
    intro: 'A slideshow linked to its thumbnail strip: either one moves the other.',
    galleries: [{ id: 'linked', json: { design: 'slideshow', thumbnails: true, label: 'Slideshow with thumbnails' }, slides: 10 }],
  },
  {
    file: 'gallery-autoplay.html',
    title: 'Autoplay',
    intro: 'Advances every 3 seconds; pauses while the pointer or focus is on it, while the tab is hidden and while a video plays.',
    galleries: [{ id: 'autoplay', json: { design: 'slideshow', autoplay: true, 'autoplay-duration': 3, label: 'Autoplay slideshow' }, slides: 5, videos: [3] }],
  },
  {
    file: 'gallery-videos.html',
    title: 'Slideshow with embedded videos',
    intro: 'Slides 2 and 4 are embedded videos: a picture and a Play button until played. Autoplay waits while one plays; leaving its slide returns it to its picture.',
    galleries: [{ id: 'videos', json: { design: 'slideshow', autoplay: true, 'autoplay-duration': 3, label: 'Slideshow with videos' }, slides: 5, embeds: [2, 4], first: 20 }],
  },
  {
    file: 'gallery-address/index.html',
    title: 'Address tracking',
    intro: 'The address names the current slide (replaced, never added to the history).',
    galleries: [{ id: 'tracked', json: { design: 'slideshow', historyHash: true, label: 'Tracked slideshow' }, slides: 5, fullUrl: '/gallery-address/' }],
  },
  {
    file: 'gallery-address-lightbox/index.html',
    title: 'Address tracking with the lightbox',
    intro: 'An address naming an item opens the lightbox on it; moving in the lightbox changes the address, Back closes it. Items 4 and 6 are embedded videos, played in the lightbox.',
    galleries: [{ id: 'tracked-rows', json: { design: 'autorows', historyHash: true, label: 'Tracked rows' }, slides: 8, embeds: [4, 6], fullUrl: '/gallery-address-lightbox/' }],
  },
  {
    file: 'gallery-errors.html',
    title: 'Broken galleries',
    intro: 'Each broken gallery says why in the console and keeps its server-rendered images; the last one works.',
    galleries: [
      { id: 'bad-transition', heading: 'Unknown transition', json: { design: 'slideshow', transition: 'wobble', label: 'Wobble' }, slides: 2 },
      { id: 'bad-ratio', heading: 'Invalid aspect ratio', json: { design: 'slideshow', imageAspectRatio: 'wide', label: 'Wide' }, slides: 2, first: 3 },
      { id: 'working', heading: 'A working slideshow', json: { design: 'slideshow', label: 'Working slideshow' }, slides: 3, first: 5 },
    ],
    after: `  <h2>No container</h2>
  <section id="no-container" data-block-type="gallery" data-block-json='{"design":"slideshow"}'><img src="/images/photo-9.jpg?format=300w" alt="Bread"></section>
  <h2>Broken JSON</h2>
  <section id="bad-json" data-block-type="gallery" data-block-json='{"design":'><div data-gallery-slides><figure><img src="/images/photo-10.jpg?format=300w" alt="Rolls"></figure></div></section>`,
  },
  {
    file: 'gallery-limits.html',
    title: '20 galleries of 50 slides',
    intro: 'The layout limits of one page: 20 galleries of 50 slides each.',
    galleries: Array.from({ length: 20 }, (_, g) => ({
      id: `limits-${g + 1}`,
      heading: `Gallery ${g + 1}`,
      json: { design: ['slideshow', 'slider', 'carousel', 'stacked'][g % 4], label: `Gallery ${g + 1}` },
      slides: 50,
      first: ((g * 7) % 60) + 1,
    })),
  },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const page of PAGES) writeFileSync(path.join(root, page.file), pageMarkup(page));
  console.log(`wrote ${PAGES.length} gallery pages`);
}
