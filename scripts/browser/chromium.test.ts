import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';

afterEach(() => vi.unstubAllEnvs());

describe('Chromium launcher', () => {
  it('says exactly how to install Chromium or its headless shell when it is not on PATH', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    vi.stubEnv('CHROMIUM_SHELL_PATH', '');
    vi.stubEnv('PATH', '/nonexistent');
    expect(() => chromiumPath()).toThrow("Chromium is not installed. Install Debian's package with: apt-get update && apt-get install -y chromium");
    expect(() => chromiumPath('chromium-headless-shell')).toThrow(
      "Chromium's headless shell is not installed. Install Debian's package with: apt-get update && apt-get install -y chromium-headless-shell",
    );
  });

  it('finds each program on PATH, or where its variable says', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/browser');
    vi.stubEnv('CHROMIUM_SHELL_PATH', '/opt/shell');
    expect([chromiumPath('chromium'), chromiumPath('chromium-headless-shell')]).toEqual(['/opt/browser', '/opt/shell']);
  });

  it('runs headless without sandbox, GPU or background networking', () => {
    for (const flag of ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']) {
      expect(CHROMIUM_FLAGS).toContain(flag);
    }
  });
});
