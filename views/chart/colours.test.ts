import { describe, expect, it } from 'vitest';
import { SERIES_COLOURS } from './block';

// WCAG 2.x relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);

describe('chart series colours', () => {
  it('are ten, each at least 3:1 against white (WCAG 1.4.11 non-text contrast)', () => {
    expect(new Set(SERIES_COLOURS).size).toBe(10);
    for (const colour of SERIES_COLOURS) expect(contrast(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(3);
  });
});
