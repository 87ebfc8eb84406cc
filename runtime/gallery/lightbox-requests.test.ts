import { describe, expect, it, vi } from 'vitest';
import { loadLightboxOnRequest, OPEN_EVENT } from './lightbox-requests';

const request = (target: EventTarget, index: number) => target.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: { galleryId: 'g', index, slide: undefined } }));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the gallery block asks for the lightbox', () => {
  it('downloads the chunk on the first request only, and opens it at each requested item', async () => {
    const block = new EventTarget();
    const handle = { open: vi.fn(), stop: vi.fn() };
    const load = vi.fn(async () => handle);
    loadLightboxOnRequest(block, load);
    expect(load).not.toHaveBeenCalled();
    request(block, 3);
    request(block, 5);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(handle.open.mock.calls).toEqual([[3], [5]]);
  });

  it('stopped while the chunk loads: the lightbox is stopped, never opened; later requests are not heard', async () => {
    const block = new EventTarget();
    const handle = { open: vi.fn(), stop: vi.fn() };
    const stop = loadLightboxOnRequest(block, async () => handle);
    request(block, 1);
    stop();
    request(block, 2);
    await flush();
    expect(handle.open).not.toHaveBeenCalled();
    expect(handle.stop).toHaveBeenCalledTimes(1);
  });
});
