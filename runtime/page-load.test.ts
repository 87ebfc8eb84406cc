import { afterEach, describe, expect, it, vi } from 'vitest';

const freshModule = async () => {
  vi.resetModules();
  return import('./page-load');
};

afterEach(() => vi.unstubAllGlobals());

describe('pageLoadId', () => {
  it('is one id for the whole page load, created on first use', async () => {
    const { pageLoadId } = await freshModule();
    const id = pageLoadId();
    expect(id).toMatch(/^[0-9a-f-]{8,}$/);
    expect(pageLoadId()).toBe(id);
    expect(pageLoadId()).toBe(id);
  });

  it('is another id in the next page load (a fresh module)', async () => {
    const first = (await freshModule()).pageLoadId();
    const second = (await freshModule()).pageLoadId();
    expect(second).not.toBe(first);
  });

  it('is a UUID where crypto.randomUUID exists, else random hex digits', async () => {
    expect((await freshModule()).pageLoadId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    vi.stubGlobal('crypto', {}); // e.g. a page served over plain http, where randomUUID is missing
    const a = (await freshModule()).pageLoadId();
    const b = (await freshModule()).pageLoadId();
    expect(a).toMatch(/^[0-9a-f]{8,}$/);
    expect(b).toMatch(/^[0-9a-f]{8,}$/);
    expect(a).not.toBe(b);
  });
});
