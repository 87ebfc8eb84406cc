// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadDetached } from './image-actors';

/** A document whose <img> elements the test can read afterwards. */
function recordingDocument() {
  const made: HTMLImageElement[] = [];
  const doc = {
    createElement: (tag: string) => {
      const element = document.createElement(tag) as HTMLImageElement;
      made.push(element);
      return element;
    },
  } as unknown as Document;
  return { doc, made };
}

describe('loadDetached', () => {
  it('downloads through a detached <img> and settles on its load', async () => {
    const { doc, made } = recordingDocument();
    const loaded = loadDetached(doc)('/images/a.jpg?format=500w', new AbortController().signal);
    const [loader] = made;
    expect(loader!.getAttribute('src')).toBe('/images/a.jpg?format=500w');
    loader!.onload!(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('stops an aborted download by emptying src, never by removing the attribute (Chromium keeps such an <img> for the page’s life)', async () => {
    const { doc, made } = recordingDocument();
    const controller = new AbortController();
    const loading = loadDetached(doc)('/images/a.jpg?format=500w', controller.signal);
    controller.abort(new Error('gone'));
    await expect(loading).rejects.toThrow('gone');
    const [loader] = made;
    expect(loader!.hasAttribute('src')).toBe(true);
    expect(loader!.getAttribute('src')).toBe('');
    expect(loader!.onload).toBeNull();
    expect(loader!.onerror).toBeNull();
  });
});
