// The pages and bundles of the side-by-side benchmark: N slideshows of M slides, each with autoplay, keyboard and a
// linked thumbnail strip, as our gallery block, as Embla Carousel (+ its autoplay plugin) and as Swiper. The
// competitors are bundled here with esbuild (minified ESM, like dist/) and served by the benchmark through
// page.route; their images are the reference server's, native lazy-loaded.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { pageMarkup } from '../demo-site/gallery-pages/make';
import { demoPhoto } from '../demo-site/gallery-pages/photos';

export type Library = 'ours' | 'embla' | 'swiper';
export const LIBRARIES: Library[] = ['ours', 'embla', 'swiper'];

const here = path.dirname(fileURLToPath(import.meta.url));

export interface Bundle {
  code: string;
  gzip: number;
}

/** The competitor's script for the page, minified; its gzip size is what a visitor downloads. */
export async function bundle(library: Exclude<Library, 'ours'>): Promise<Bundle> {
  const result = await build({
    entryPoints: [path.join(here, 'competitors', `${library}.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.text;
  return { code, gzip: gzipSync(code, { level: 9 }).length };
}

const photos = (count: number, first: number) => Array.from({ length: count }, (_, i) => demoPhoto(((first - 1 + i) % 60) + 1));

function emblaGallery(g: number, slides: number): string {
  const list = photos(slides, g * 7 + 1);
  return `<section class="embla" id="gallery-${g + 1}" aria-label="Slideshow ${g + 1}">
  <div class="embla__viewport"><div class="embla__container">${list.map((p) => `<div class="embla__slide"><img src="${p.src}?format=750w" alt="${p.alt}" loading="lazy" width="${p.width}" height="${p.height}"></div>`).join('')}</div></div>
  <button class="embla__prev" type="button" aria-label="Previous slide">‹</button><button class="embla__next" type="button" aria-label="Next slide">›</button>
  <div class="embla-thumbs__viewport"><div class="embla-thumbs__container">${list.map((p) => `<button class="embla-thumbs__slide" type="button"><img src="${p.src}?format=300w" alt="" loading="lazy"></button>`).join('')}</div></div>
</section>`;
}

function swiperGallery(g: number, slides: number): string {
  const list = photos(slides, g * 7 + 1);
  return `<section class="slideshow" id="gallery-${g + 1}" aria-label="Slideshow ${g + 1}">
  <div class="swiper swiper-main"><div class="swiper-wrapper">${list.map((p) => `<div class="swiper-slide"><img src="${p.src}?format=750w" alt="${p.alt}" loading="lazy" width="${p.width}" height="${p.height}"></div>`).join('')}</div>
  <div class="swiper-button-prev"></div><div class="swiper-button-next"></div></div>
  <div class="swiper swiper-thumbs"><div class="swiper-wrapper">${list.map((p) => `<div class="swiper-slide"><img src="${p.src}?format=300w" alt="" loading="lazy"></div>`).join('')}</div></div>
</section>`;
}

const EMBLA_CSS = `.embla{position:relative;margin:0 0 2rem}.embla__viewport{overflow:hidden}.embla__container{display:flex}.embla__slide{flex:0 0 100%;min-width:0;aspect-ratio:3/2}
.embla__slide img{width:100%;height:100%;object-fit:cover;display:block}.embla__prev,.embla__next{position:absolute;top:40%}.embla__next{right:0}
.embla-thumbs__viewport{overflow:hidden;margin-top:10px}.embla-thumbs__container{display:flex;gap:8px}.embla-thumbs__slide{flex:0 0 18%;height:80px;padding:0;border:0}
.embla-thumbs__slide img{width:100%;height:100%;object-fit:cover}.embla-thumbs__slide.is-selected{outline:3px solid #1a73e8}`;

function shell(title: string, head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/demo.css">${head}</head><body><main><h1>${title}</h1>
${body}
</main></body></html>`;
}

/** The page of `galleries` slideshows of `slides` slides each, for one library. */
export function benchPage(library: Library, galleries: number, slides: number): string {
  if (library === 'ours') {
    return pageMarkup({
      file: 'bench.html',
      title: `${galleries} slideshows × ${slides}`,
      intro: 'Benchmark page.',
      galleries: Array.from({ length: galleries }, (_, g) => ({
        id: `gallery-${g + 1}`,
        json: { design: 'slideshow', thumbnails: true, autoplay: true, label: `Slideshow ${g + 1}` },
        slides,
        first: g * 7 + 1,
      })),
    });
  }
  const body = Array.from({ length: galleries }, (_, g) => (library === 'embla' ? emblaGallery(g, slides) : swiperGallery(g, slides))).join('\n');
  const css = library === 'embla' ? `<style>${EMBLA_CSS}</style>` : `<style>${readFileSync('node_modules/swiper/swiper-bundle.min.css', 'utf8')}.swiper-main .swiper-slide{aspect-ratio:3/2}.swiper-slide img{width:100%;height:100%;object-fit:cover;display:block}.swiper-thumbs{margin:10px 0 2rem;height:80px}</style>`;
  return shell(`${galleries} slideshows × ${slides}`, `${css}<script type="module" src="/bench/${library}.js"></script>`, body);
}

/** `name=dir#recorder-off` in BENCH_BUILDS or AB_DISTS: that build's page turns the flight recorder off. */
export const RECORDER_OFF = '#recorder-off';

/** Our page with the flight recorder off (the site context's `flightRecorder: false`), to measure its cost. */
export function withoutRecorder(html: string): string {
  const opening = '<script type="application/json" id="site-context">\n{';
  if (!html.includes(opening)) throw new Error('The benchmark page has no site context to turn the flight recorder off in.');
  return html.replace(opening, `${opening}"flightRecorder":false,`);
}

/** The element whose click goes to the next slide of the first slideshow, and its draggable viewport. */
export const SELECTORS: Record<Library, { next: string; viewport: string; gallery: string }> = {
  ours: {
    next: `#gallery-1 [data-design] > ${galleryAnatomy.selector('controls')} ${galleryAnatomy.selector('next')}`,
    viewport: `#gallery-1 [data-design] > ${galleryAnatomy.selector('viewport')}`,
    gallery: '#gallery-1',
  },
  embla: { next: '#gallery-1 .embla__next', viewport: '#gallery-1 .embla__viewport', gallery: '#gallery-1' },
  swiper: { next: '#gallery-1 .swiper-button-next', viewport: '#gallery-1 .swiper-main', gallery: '#gallery-1' },
};
