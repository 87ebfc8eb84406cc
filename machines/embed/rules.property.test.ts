import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_HEIGHT, EMBED_SANDBOX, embedFrame } from './rules';

describe('embed frame (docs/blocks.md "Embed")', () => {
  it('shows any non-blank html as the whole document of a sandboxed frame, never of the site’s origin', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }), (html, title, height) => {
        fc.pre(html.trim() !== '');
        const frame = embedFrame({ html, title, height })!;
        expect(frame.srcdoc).toBe(html);
        expect(frame.sandbox).toBe(EMBED_SANDBOX);
        expect(frame.sandbox.split(' ')).not.toContain('allow-same-origin');
        expect(frame.sandbox.split(' ')).not.toContain('allow-top-navigation');
        expect(frame.height).toBe(height ?? DEFAULT_EMBED_HEIGHT);
        expect(frame.title).toBe(title.trim() || 'Embedded content');
      }),
    );
  });

  it('shows nothing for blank html', () => {
    fc.assert(fc.property(fc.stringMatching(/^[ \t\n]*$/), (html) => {
      expect(embedFrame({ html, title: 'x' })).toBeNull();
    }));
  });
});
