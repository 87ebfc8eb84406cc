import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  CATEGORY_MAX_LENGTH,
  chartDataset,
  expectedOption,
  listSelected,
  megabytes,
  pageUrl,
  TAG_MAX_LENGTH,
  tagName,
  uploadProblem,
} from './interface-rules';

describe('expectedOption', () => {
  it("passes a value among the options and names any other: '{val} is not one of the expected options'", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1 }), fc.string(), (options, other) => {
        for (const option of options) expect(expectedOption(option, options)).toBeNull();
        if (!options.includes(other)) expect(expectedOption(other, options)).toBe(`${other} is not one of the expected options`);
      }),
    );
  });
});

describe('pageUrl', () => {
  it('passes a path on this site and an absolute http(s) address', () => {
    for (const ok of ['/', '/menu', '/shop/tee?colour=blue#size', 'https://bakery.example/menu', ' http://bakery.example ']) expect(pageUrl(ok)).toBeNull();
  });

  it("names another site's protocol-relative path, other schemes, text and control characters: '{val} is not a valid page URL'", () => {
    for (const bad of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'mailto:a@b.example', 'menu', '', '/a\nb', 'https://']) {
      expect(pageUrl(bad)).toBe(`${bad} is not a valid page URL`);
    }
  });

  it('any path of path-safe segments passes; the same with a leading second slash does not', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        expect(pageUrl(`/${segments.join('/')}`)).toBeNull();
        expect(pageUrl(`//${segments.join('/')}`)).not.toBeNull();
      }),
    );
  });
});

describe('tagName', () => {
  const tagType = fc.constantFrom('tag' as const, 'category' as const);

  it('keeps at most 50 characters for a tag and 25 for a category, trimmed, never splitting a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), tagType, (name, type) => {
        const result = tagName(name, type, []);
        expect('name' in result).toBe(true);
        if (!('name' in result)) return;
        expect(Array.from(result.name).length).toBeLessThanOrEqual(type === 'tag' ? TAG_MAX_LENGTH : CATEGORY_MAX_LENGTH);
        expect(result.name).toBe(result.name.trim());
        expect(name.trim().startsWith(result.name)).toBe(true);
      }),
    );
  });

  it("refuses a name that exists already, whatever its case and spaces: 'This {tagType} already exists'", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/), tagType, (name, type) => {
        expect(tagName(`  ${name.toUpperCase()} `, type, [name.toLowerCase()])).toEqual({ message: `This ${type} already exists` });
      }),
    );
  });
});

describe('uploadProblem', () => {
  const file = (name: string, size: number, type: string) => ({ name, size, type });

  it("states the maximum in decimal megabytes (1,000,000 bytes each) when a file is larger", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 10_000 }), (mb, extra) => {
        const max = mb * BYTES_PER_MB;
        expect(uploadProblem(file('menu.pdf', max, 'application/pdf'), ['application/pdf'], max)).toBeNull();
        expect(uploadProblem(file('menu.pdf', max + extra, 'application/pdf'), ['application/pdf'], max)).toBe(
          `The file menu.pdf is too large. The maximum allowed file size is ${mb} MB.`,
        );
      }),
    );
    expect(megabytes(2_500_000)).toBe('2.5 MB');
  });

  it('asks for a file name first, then refuses a type not accepted (a type or a family like image/*)', () => {
    expect(uploadProblem(file('  ', 10, 'image/png'), ['image/*'], 100)).toBe('Please enter a file name');
    expect(uploadProblem(file('cat.png', 10, 'image/png'), ['image/*'], 100)).toBeNull();
    expect(uploadProblem(file('cat.PNG', 10, 'IMAGE/PNG'), ['image/png'], 100)).toBeNull();
    expect(uploadProblem(file('run.exe', 10, 'application/x-msdownload'), ['image/*', 'application/pdf'], 100)).toBe(
      'The file run.exe does not appear to be a supported file.',
    );
  });
});

describe('chartDataset', () => {
  it("needs a column and a data row: 'Your dataset must have at least one column' / '… row'", () => {
    expect(chartDataset([], 10, 10)).toEqual({ message: 'Your dataset must have at least one column' });
    expect(chartDataset([[]], 10, 10)).toEqual({ message: 'Your dataset must have at least one column' });
    expect(chartDataset([['Month', 'Loaves']], 10, 10)).toEqual({ message: 'Your dataset must have at least one row' });
  });

  it('cuts any dataset to the maximum rows and columns and says whether it cut', () => {
    const cell = fc.string({ maxLength: 3 });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 8 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        (dataset, maxRows, maxColumns) => {
          const result = chartDataset(dataset, maxRows, maxColumns);
          if (!('dataset' in result)) throw new Error('a dataset with a header and a row is accepted');
          expect(result.dataset.length).toBe(1 + Math.min(dataset.length - 1, maxRows));
          for (const row of result.dataset) expect(row.length).toBeLessThanOrEqual(Math.min(dataset[0]!.length, maxColumns));
          const cut = dataset.length - 1 > maxRows || dataset.some((row) => row.length > Math.min(dataset[0]!.length, maxColumns));
          expect(result.truncated).toBe(cut);
          result.dataset.forEach((row, r) => row.forEach((value, c) => expect(value).toBe(dataset[r]![c])));
        },
      ),
    );
  });
});

describe('listSelected', () => {
  it("says 'A List must be selected' until a list is chosen", () => {
    expect(listSelected(null)).toBe('A List must be selected');
    expect(listSelected(' ')).toBe('A List must be selected');
    expect(listSelected('list-1')).toBeNull();
  });
});
