// @vitest-environment happy-dom
import { act } from 'react';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { videoAnatomy } from '../machines/video/anatomy';
import { VIDEO_LOAD_EVENT, VIDEO_MODE_EVENT, VIDEO_UNLOAD_EVENT } from '../runtime/video/page-videos';
import { otherVideo, videoCase } from './cases/video';
import { walkChart } from './harness';

const part = (container: HTMLElement, name: Parameters<typeof videoAnatomy.selector>[0]) => container.querySelector<HTMLElement>(videoAnatomy.selector(name));
const root = (container: HTMLElement) => part(container, 'root')!;
const command = (container: HTMLElement, type: string, detail?: unknown) => act(() => void container.dispatchEvent(new CustomEvent(type, { detail })));

// happy-dom loads no iframe page and writes so straight to stderr for each player: expected here, so not shown.
const writeError = process.stderr.write.bind(process.stderr);
beforeAll(() => {
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).includes('Iframe page loading is disabled') || writeError(chunk, ...rest)) as typeof process.stderr.write;
});
afterAll(() => {
  process.stderr.write = writeError;
});

for (const mode of ['none', 'fit'] as const) {
  describe(`video chart through its facade (a YouTube embed, mode ${mode})`, () => {
    walkChart({
      ...videoCase(mode),
      // A reload counts up `loads`: states differ by what is shown, not by how many times it was loaded; the states
      // below check the context that is shown.
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.mode, snapshot.context.preconnected, snapshot.context.url]),
      compareContext: false,
      actions: {
        PLAY: ({ container }) => act(() => part(container, 'play')!.click()),
        PRECONNECT: ({ container }) => act(() => part(container, 'play')!.focus()),
        // Another video on the page starts.
        RESET: ({ container }) => act(() => void otherVideo(container).send({ type: 'PLAY' })),
        UNLOAD: ({ container }) => command(container, VIDEO_UNLOAD_EVENT),
        LOAD: ({ container }) => command(container, VIDEO_LOAD_EVENT),
        SET_MODE: ({ container, event }) => command(container, VIDEO_MODE_EVENT, { mode: event.mode }),
        LAYOUT_CHANGED: () => act(() => void window.dispatchEvent(new Event('resize'))),
      },
      states: {
        overlay: ({ container }) => {
          expect(root(container).dataset.state).toBe('overlay');
          expect(part(container, 'play')!.getAttribute('aria-label')).toBe('Play: Baking bread');
          expect(root(container).style.getPropertyValue('--video-padding')).toBe('56.3%');
          // Nothing of the provider's before the visitor plays.
          expect(part(container, 'player')).toBeNull();
        },
        unloaded: ({ container }) => {
          expect(root(container).dataset.state).toBe('unloaded');
          expect(part(container, 'player')).toBeNull();
          // An empty box of the embed's own shape (560×315) stands in (§9 placeholder): nothing to press.
          expect(part(container, 'play')).toBeNull();
          expect(root(container).style.getPropertyValue('--video-padding')).toBe(`${100 / (560 / 315)}%`);
        },
        playing: ({ container, snapshot }) => {
          const player = part(container, 'player') as HTMLIFrameElement;
          expect(root(container).dataset.state).toBe('playing');
          expect(root(container).dataset.mode).toBe(snapshot.context.mode);
          expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?rel=0&enablejsapi=1&autoplay=1');
          expect(player.title).toBe('Baking bread');
          // Sandboxed as the vendor table says for YouTube's player: its own origin's script, no top navigation.
          expect(player.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation');
          expect(part(container, 'play')).toBeNull();
          // Only one video plays on the page.
          expect(otherVideo(container).getSnapshot().value).not.toHaveProperty('playing');
        },
      },
    });
  });
}

describe('video chart with an invalid embed', () => {
  walkChart({
    ...videoCase('none'),
    input: { html: '<p>not a video</p>', player: null },
    events: {},
    actions: {},
    states: {
      invalid: ({ container }) => {
        expect(root(container).dataset.state).toBe('invalid');
        expect(part(container, 'error')!.textContent).toBe('Invalid video embed.');
        expect(part(container, 'play')).toBeNull();
        // No picture and no size of its own: the default placeholder ratio (§9).
        expect(root(container).style.getPropertyValue('--video-padding')).toBe('65%');
      },
    },
  });
});
