import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZE_STEPS } from '../../machines/image-loader/rules';
import { PHOTOS, photoList, renderPhoto } from './images';
import { startTestServer, type TestServer } from './test-support';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());

const get = (path: string, method = 'GET') => fetch(server.url + path, { method });
async function jpegSize(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  expect(format).toBe('jpeg');
  return { width, height };
}

describe('the photo list', () => {
  it('names photo-1 … photo-60 with landscape, portrait and square originals 2500 px on the long side', () => {
    expect(PHOTOS.map((photo) => photo.name)).toEqual(Array.from({ length: 60 }, (_, i) => `photo-${i + 1}`));
    expect(new Set(PHOTOS.map((photo) => photo.dimensions))).toEqual(new Set(['2500x1667', '1667x2500', '2500x2500']));
    for (const { width, height, dimensions } of PHOTOS) {
      expect(Math.max(width, height)).toBe(2500);
      expect(dimensions).toBe(`${width}x${height}`);
    }
  });

  it('is served as JSON at /images/index.json', async () => {
    const res = await get('/images/index.json');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual(photoList());
    expect(photoList()[1]).toEqual({ name: 'photo-2', dimensions: '1667x2500', url: '/images/photo-2.jpg' });
  });
});

describe('GET /images/<name>.jpg', () => {
  it('serves the original without a format', async () => {
    expect(await jpegSize(await get('/images/photo-2.jpg'))).toEqual({ width: 1667, height: 2500 });
  });

  it.each(IMAGE_SIZE_STEPS.filter((step) => step < 2500))('serves a JPEG exactly %i px wide in both forms', async (step) => {
    const byQuery = await jpegSize(await get(`/images/photo-1.jpg?format=${step}w`));
    expect(byQuery).toEqual({ width: step, height: Math.round((step * 1667) / 2500) });
    expect(await jpegSize(await get(`/images/photo-3-${step}w.jpg`))).toEqual({ width: step, height: step });
  });

  it('draws each photo in its own colours', async () => {
    const mean = async (name: string) => (await sharp((await renderPhoto(name, 100))!).stats()).channels.map((c) => Math.round(c.mean));
    expect(await mean('photo-1')).not.toEqual(await mean('photo-4'));
  });

  it('makes a size once and answers a repeat from memory, byte for byte', async () => {
    expect(renderPhoto('photo-5', 300)).toBe(renderPhoto('photo-5', 300));
    const [first, second] = await Promise.all([get('/images/photo-5-300w.jpg'), get('/images/photo-5.jpg?format=300w')]);
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);
  });

  it.each(['/images/photo-1.jpg?format=400w', '/images/photo-1-123w.jpg', '/images/photo-1.jpg?format=big'])(
    'answers 400 for %s, not a size step',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/is not one of 2500, 1500, 1000, 750, 500, 300, 100/);
    },
  );

  it.each(['/images/photo-61.jpg', '/images/photo-0-500w.jpg', '/images/nope.png', '/images/'])('answers 404 for %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await get('/images/photo-6-100w.jpg', 'HEAD');
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});
