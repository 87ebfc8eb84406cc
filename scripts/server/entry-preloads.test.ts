import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withEntryFiles } from './entry-preloads';

const TABLE = {
  'blocks/gallery.js': ['blocks/gallery.js', 'chunks/chunk-A.js', 'blocks.js', 'chunks/chunk-R.js'],
  'blocks/gallery-designs.js': ['blocks/gallery-designs.js', 'chunks/chunk-R.js', 'chunks/chunk-D.js'],
};
const hrefs = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

describe('the reference server lists the files of a preloaded entry beside it', () => {
  it('adds each file the entry imports after its link, skipping what the page already names', () => {
    const html = `<head><script type="module" src="/assets/runtime.js"></script>
  <link rel="modulepreload" href="/assets/blocks.js">
  <link rel="modulepreload" href="/assets/blocks/gallery.js">
  <link rel="modulepreload" href="/assets/blocks/gallery-designs.js"></head>`;
    expect(hrefs(withEntryFiles(html, TABLE))).toEqual([
      '/assets/blocks.js',
      '/assets/blocks/gallery.js',
      '/assets/chunks/chunk-A.js',
      '/assets/chunks/chunk-R.js',
      '/assets/blocks/gallery-designs.js',
      '/assets/chunks/chunk-D.js',
    ]);
  });

  it('leaves a page without preloaded entries, and links outside the assets, as they were', () => {
    const html = '<head><link rel="modulepreload" href="/elsewhere/blocks/gallery.js"><link rel="modulepreload" href="/assets/blocks/unknown.js"></head>';
    expect(withEntryFiles(html, TABLE)).toBe(html);
    expect(withEntryFiles('<p>no links</p>', TABLE)).toBe('<p>no links</p>');
  });

  it('names every file of the listed entries exactly once, whatever the page already lists', () => {
    const files = ['blocks.js', 'blocks/gallery.js', 'blocks/gallery-designs.js', 'chunks/chunk-A.js', 'chunks/chunk-R.js', 'chunks/chunk-D.js'];
    fc.assert(
      fc.property(fc.subarray(files), fc.subarray(Object.keys(TABLE), { minLength: 1 }), (listed, entries) => {
        const page = [...new Set([...listed, ...entries])];
        const links = page.map((file) => `<link rel="modulepreload" href="/assets/${file}">`).join('\n');
        const out = hrefs(withEntryFiles(`<head>${links}</head>`, TABLE));
        // what the page lists, and the files of every entry among them
        const wanted = new Set([...page, ...page.flatMap((file) => TABLE[file as keyof typeof TABLE] ?? [])].map((file) => `/assets/${file}`));
        expect(new Set(out)).toEqual(wanted);
        expect(out).toHaveLength(wanted.size);
      }),
    );
  });
});
