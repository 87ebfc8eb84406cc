import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inspectorUrl } from './inspector-url';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());
const search = (value: string) => `?${new URLSearchParams({ inspect: value })}`;

describe('the inspector address of ?inspect=', () => {
  it('takes an absolute http or https address', () => {
    expect(inspectorUrl(search('https://inspect.example.com/'))).toBe('https://inspect.example.com/');
    expect(inspectorUrl(search('http://localhost:3000/inspect'))).toBe('http://localhost:3000/inspect');
    expect(warn).not.toHaveBeenCalled();
  });

  it("means Stately's own inspector when no address is given", () => {
    expect(inspectorUrl('?inspect')).toBeUndefined();
    expect(inspectorUrl('?inspect=')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses javascript: and data: addresses with a warning naming the scheme', () => {
    expect(inspectorUrl(search('javascript:alert(document.cookie)'))).toBeUndefined();
    expect(String(warn.mock.calls[0]![0])).toMatch(/inspector address is refused.*not javascript:/);
    expect(inspectorUrl(search('data:text/html,<script>alert(1)</script>'))).toBeUndefined();
    expect(String(warn.mock.calls[1]![0])).toMatch(/not data:/);
    expect(inspectorUrl(search(' JavaScript:alert(1)'))).toBeUndefined();
    expect(inspectorUrl(search('//evil.example.com'))).toBeUndefined();
  });

  it('never answers an address that is not http(s), whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const url = inspectorUrl(search(value));
        if (url !== undefined) expect(new URL(url).protocol).toMatch(/^https?:$/);
      }),
    );
  });
});
