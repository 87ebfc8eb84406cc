import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

afterEach(() => vi.unstubAllEnvs());

describe('Chromium launcher', () => {
  it('says exactly how to install Chromium when it is not on PATH', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    vi.stubEnv('PATH', '/nonexistent');
    expect(() => chromiumPath()).toThrow("Chromium is not installed. Install Debian's package with: apt-get update && apt-get install -y chromium");
  });

  it('runs headless without sandbox, GPU or background networking', () => {
    for (const flag of ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']) {
      expect(CHROMIUM_FLAGS).toContain(flag);
    }
  });
});
