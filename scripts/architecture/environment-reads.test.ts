import { describe, expect, it } from 'vitest';
import { environmentReadsInViews, formatEnvironmentRead } from './environment-reads';
import { readSources } from './source-files';

const file = (path: string, text: string) => ({ path, text });

describe('the environment-reads check', () => {
  it('finds a view that imports or calls prefersReducedMotion, or reads location.search', () => {
    const reads = environmentReadsInViews([
      file('views/gallery/block.tsx', "import { prefersReducedMotion } from '../../runtime/reduced-motion';\nconst reduced = prefersReducedMotion();"),
      file('views/lightbox/mount.tsx', "const nomotion = new URLSearchParams(location.search).get('nomotion');\nconst q = window.location.search;\nconst r = window.location?.search;"),
    ]);
    expect(reads.map(formatEnvironmentRead)).toEqual([
      'views/gallery/block.tsx:1 prefersReducedMotion',
      'views/gallery/block.tsx:2 prefersReducedMotion',
      'views/lightbox/mount.tsx:1 location.search',
      'views/lightbox/mount.tsx:2 location.search',
      'views/lightbox/mount.tsx:3 location.search',
    ]);
  });

  it('lets the runtime read them, and does not count comments, other names or CSS media queries', () => {
    const reads = environmentReadsInViews([
      file('runtime/gallery/plan.ts', 'const reducedMotion = prefersReducedMotion(win);\nconst q = win.location.search;'),
      file('views/accordion/block.tsx', '// prefersReducedMotion() is the runtime\'s\n/* location.search */ const searchBox = form.search;'),
      file('views/accordion/styles.ts', 'export const css = `@media (prefers-reduced-motion: reduce) { * { transition: none; } }`;'),
    ]);
    expect(reads).toEqual([]);
  });
});

describe('views read neither reduced motion nor the address query', () => {
  it('holds for every file under views/', () => {
    const files = readSources(['views']);
    expect(files.length).toBeGreaterThan(100);
    expect(environmentReadsInViews(files).map(formatEnvironmentRead)).toEqual([]);
  });
});
