import { describe, expect, it } from 'vitest';
import { followButtonConfigSchema } from './follow-button.schema';

describe('follow button configuration', () => {
  it('needs only a username; the profile address defaults to x.com, the script to the vendor table’s (runtime/vendors.ts)', () => {
    expect(followButtonConfigSchema.parse({ username: '@demo.bakery' })).toEqual({
      username: '@demo.bakery',
      profileUrl: 'https://x.com/',
    });
  });

  it.each([{}, { username: '' }, { username: '   ' }, { username: '@' }, { username: 7 }])('refuses %j: no account to follow', (data) => {
    const result = followButtonConfigSchema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['username']);
  });
});
