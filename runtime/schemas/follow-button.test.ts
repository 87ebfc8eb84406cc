import { describe, expect, it } from 'vitest';
import { followButtonConfigSchema } from './follow-button';

describe('follow button configuration', () => {
  it('needs only a username; the script and profile addresses default to the stand-in and x.com', () => {
    expect(followButtonConfigSchema.parse({ username: '@demo.bakery' })).toEqual({
      username: '@demo.bakery',
      scriptUrl: '/follow/widget.js',
      profileUrl: 'https://x.com/',
    });
  });

  it.each([{}, { username: '' }, { username: '   ' }, { username: '@' }, { username: 7 }])('refuses %j: no account to follow', (data) => {
    const result = followButtonConfigSchema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['username']);
  });
});
