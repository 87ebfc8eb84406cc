// Demo photos for the gallery and the image loader: generated from an SVG with sharp (nothing downloaded), served
// at the platform's size steps (display-widgets §9) and kept in memory once made, so a repeat request is cheap.
import sharp from 'sharp';
import { IMAGE_SIZE_STEPS } from '../../machines/image-loader/rules';
import type { Reply } from './http-util';

export interface Photo {
  name: string;
  width: number;
  height: number;
  /** 'WxH', as a page writes it into data-image-dimensions */
  dimensions: string;
}

export const PHOTO_COUNT = 60;
const LONG_SIDE = 2500;
// 3:2 landscape, 2:3 portrait, 1:1 square, in turn.
const SHAPES = [
  [LONG_SIDE, Math.round((LONG_SIDE * 2) / 3)],
  [Math.round((LONG_SIDE * 2) / 3), LONG_SIDE],
  [LONG_SIDE, LONG_SIDE],
] as const;

/** photo-1 … photo-60 with their original sizes. */
export const PHOTOS: readonly Photo[] = Array.from({ length: PHOTO_COUNT }, (_, i) => {
  const [width, height] = SHAPES[i % SHAPES.length]!;
  return { name: `photo-${i + 1}`, width, height, dimensions: `${width}x${height}` };
});
const byName = new Map(PHOTOS.map((photo, i) => [photo.name, { photo, index: i + 1 }]));

/** The list the demo pages read: name, 'WxH' and the original's address. */
export const photoList = () => PHOTOS.map(({ name, dimensions }) => ({ name, dimensions, url: `/images/${name}.jpg` }));

/** A gradient with a distinct hue per photo, a few shapes and a big label, drawn at `width` px wide. */
function photoSvg({ width: w, height: h }: Photo, index: number, width: number): string {
  const hue = (index * 137) % 360; // the golden angle: neighbours differ clearly
  const min = Math.min(w, h);
  const shapes = [0, 1, 2]
    .map((k) => {
      const cx = ((index * (k + 3) * 211) % 100) / 100;
      const cy = ((index * (k + 5) * 97) % 100) / 100;
      return `<circle cx="${Math.round(cx * w)}" cy="${Math.round(cy * h)}" r="${Math.round(min * (0.1 + k * 0.07))}" fill="hsla(${(hue + 60 * (k + 1)) % 360},80%,70%,0.45)"/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * h) / w)}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,25%)"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes}` +
    `<text x="${w / 2}" y="${h / 2}" font-size="${Math.round(min / 6)}" font-family="sans-serif" font-weight="bold" ` +
    `text-anchor="middle" dominant-baseline="middle" fill="white">Photo ${index}</text></svg>`
  );
}

const rendered = new Map<string, Promise<Buffer>>();

/** The JPEG of `name` at `width` px wide (height by its ratio); made once, then from memory. */
export function renderPhoto(name: string, width: number): Promise<Buffer> | null {
  const found = byName.get(name);
  if (!found) return null;
  const key = `${name}@${width}`;
  let jpeg = rendered.get(key);
  if (!jpeg) {
    jpeg = sharp(Buffer.from(photoSvg(found.photo, found.index, width))).jpeg({ quality: 80 }).toBuffer();
    // A failed render is not kept, so the next request tries again.
    jpeg.catch(() => rendered.delete(key));
    rendered.set(key, jpeg);
  }
  return jpeg;
}

const IMAGE_PATH = /^\/images\/([a-z0-9-]+?)(?:-(\d+)w)?\.jpg$/;

/**
 * GET /images/<name>.jpg, /images/<name>-<N>w.jpg (filename form) or /images/<name>.jpg?format=<N>w (query form):
 * N must be a size step (else 400), an unknown name is a 404, no step is the original. /images/index.json lists them.
 */
export async function imageReply(url: URL): Promise<Reply> {
  if (url.pathname === '/images/index.json') return { status: 200, json: photoList() };
  const match = IMAGE_PATH.exec(url.pathname);
  if (!match) return { status: 404, body: `No image at ${url.pathname}` };
  const [, name, fileStep] = match as unknown as [string, string, string | undefined];
  const format = url.searchParams.get('format');
  const step = fileStep ?? (format === null ? undefined : /^(\d+)w$/.exec(format)?.[1] ?? format);
  const photo = byName.get(name)?.photo;
  if (!photo) return { status: 404, body: `No image named ${name}` };
  let width = photo.width;
  if (step !== undefined) {
    width = Number(step);
    if (!(IMAGE_SIZE_STEPS as readonly number[]).includes(width)) {
      return { status: 400, body: `format: ${step} is not one of ${IMAGE_SIZE_STEPS.join(', ')} (as <N>w)` };
    }
  }
  const body = await renderPhoto(name, width)!;
  // The same address always names the same bytes.
  return { status: 200, body, contentType: 'image/jpeg', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } };
}
