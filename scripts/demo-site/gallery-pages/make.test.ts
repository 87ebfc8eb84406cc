import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES, pageMarkup } from './make';

describe('gallery demo pages', () => {
  it('the committed pages are what the generator writes (run scripts/demo-site/gallery-pages/make.ts)', () => {
    for (const page of PAGES) expect(readFileSync(path.join('scripts/demo-site', page.file), 'utf8'), page.file).toBe(pageMarkup(page));
  });
  it('the limits page holds 20 galleries of 50 slides (visitor-runtime §9)', () => {
    const limits = PAGES.find((p) => p.file === 'gallery-limits.html')!;
    expect(limits.galleries.map((g) => g.slides)).toEqual(Array(20).fill(50));
  });
});
