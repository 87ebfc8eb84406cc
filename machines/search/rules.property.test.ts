import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREVIEW_LIMIT, previewQuery, previewResults, resultsStatus, SEARCH_PAGE, searchPageUrl } from './rules';

describe('search rules (docs/blocks.md "Search")', () => {
  it('searches the trimmed text from two characters on', () => {
    expect(previewQuery('  rye ')).toBe('rye');
    expect(previewQuery(' r ')).toBeNull();
    expect(previewQuery('🍞🍞')).toBe('🍞🍞');
    fc.assert(fc.property(fc.string(), (text) => {
      const query = previewQuery(text);
      if (query === null) expect([...text.trim()].length).toBeLessThan(2);
      else expect(query).toBe(text.trim());
    }));
  });

  it('addresses the search page with the query as q, whatever it holds', () => {
    fc.assert(fc.property(fc.string(), (query) => {
      const url = new URL(searchPageUrl(query), 'https://bakery.example');
      expect(url.pathname).toBe(SEARCH_PAGE);
      expect(url.searchParams.get('q')).toBe(query.trim());
      expect(url.origin).toBe('https://bakery.example');
    }));
  });

  it('keeps at most five results, each titled and on this site or over http(s); anything else is no answer', () => {
    expect(previewResults(null)).toBeNull();
    expect(previewResults({ items: 'x' })).toBeNull();
    expect(previewResults({ items: [{ title: ' Rye ', url: '/shop' }, { title: 'Bad', url: 'javascript:alert(1)' }, { title: 'Off', url: '//evil.example' }, { title: '', url: '/x' }] })).toEqual([
      { title: 'Rye', url: '/shop' },
    ]);
    const item = fc.record({ title: fc.oneof(fc.string(), fc.integer()), url: fc.oneof(fc.webUrl(), fc.string(), fc.constant('/shop')) });
    fc.assert(fc.property(fc.array(item, { maxLength: 12 }), (items) => {
      const results = previewResults({ items })!;
      expect(results.length).toBeLessThanOrEqual(PREVIEW_LIMIT);
      for (const result of results) {
        expect(result.title.trim()).not.toBe('');
        expect(/^\/(?![/\\])/.test(result.url) || /^https?:\/\//i.test(result.url)).toBe(true);
      }
    }));
  });

  it('says how many results there are for the query', () => {
    expect(resultsStatus(0, 'x')).toBe('No results for “x”');
    expect(resultsStatus(1, 'rye')).toBe('1 result for “rye”');
    expect(resultsStatus(3, 'rye')).toBe('3 results for “rye”');
  });
});
