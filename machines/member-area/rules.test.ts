import { describe, expect, it } from 'vitest';
import { memberAreaViewer } from './rules';

describe('member area viewer (docs/blocks.md "Member area")', () => {
  it('is a member for any signed-in account, a visitor without one', () => {
    expect(memberAreaViewer({ id: 'a1' })).toBe('member');
    expect(memberAreaViewer({})).toBe('member');
    expect(memberAreaViewer(null)).toBe('visitor');
    expect(memberAreaViewer(undefined)).toBe('visitor');
  });
});
