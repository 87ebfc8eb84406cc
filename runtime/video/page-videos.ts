import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { VideoMode } from '../../machines/video/rules';
import type { videoMachine } from '../../machines/video/machine';
import { VIDEO_RESET_EVENT } from '../gallery/video-reset';

export type VideoRef = ActorRefFrom<typeof videoMachine>;

/** The editor's style panel opening or closing (docs/video.md): fit-mode videos re-centre. */
export const STYLE_EDITOR_EVENT = 'visitor-runtime:style-editor';

const videos = new Set<VideoRef>();

/**
 * Joins a video to the page's one-at-a-time rule (display-widgets §4 "Video embeds"): when it starts, every other
 * video on the page (blocks, gallery slides, the lightbox) returns to its overlay. Its `preconnect` warms the
 * player's host up once per origin. The answer takes it out again.
 */
export function joinPageVideos(actor: VideoRef, doc: Document = document): () => void {
  videos.add(actor);
  const started = actor.on('started', () => videos.forEach((other) => other !== actor && other.send({ type: 'RESET' })));
  const preconnect = actor.on('preconnect', ({ origin }) => addPreconnect(doc, origin));
  return () => {
    started.unsubscribe();
    preconnect.unsubscribe();
    videos.delete(actor);
  };
}

function addPreconnect(doc: Document, origin: string): void {
  if (!origin || Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')).some((link) => link.href.startsWith(origin))) return;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  doc.head.append(link);
}

/** The chart's `layoutChanges`: window resizes, fullscreen changes and the style editor, each as LAYOUT_CHANGED. */
export const layoutChanges = (win: Window = window) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const changed = () => sendBack({ type: 'LAYOUT_CHANGED' });
    win.addEventListener('resize', changed, { passive: true });
    win.addEventListener(STYLE_EDITOR_EVENT, changed);
    win.document.addEventListener('fullscreenchange', changed);
    return () => {
      win.removeEventListener('resize', changed);
      win.removeEventListener(STYLE_EDITOR_EVENT, changed);
      win.document.removeEventListener('fullscreenchange', changed);
    };
  });

/** What the page may ask of a video, as events on its element (docs/video.md): the gallery's reset among them. */
export const VIDEO_UNLOAD_EVENT = 'visitor-runtime:video-unload';
export const VIDEO_LOAD_EVENT = 'visitor-runtime:video-load';
/** detail: { mode: 'none' | 'fit' | 'fill' } (the editor changing the video's mode). */
export const VIDEO_MODE_EVENT = 'visitor-runtime:video-mode';

/** Hands the page's video events on `element` to its chart; the answer stops listening. */
export function listenForVideoCommands(element: Element, actor: VideoRef): () => void {
  const listeners: Array<[string, (event: Event) => void]> = [
    [VIDEO_RESET_EVENT, () => actor.send({ type: 'RESET' })],
    [VIDEO_UNLOAD_EVENT, () => actor.send({ type: 'UNLOAD' })],
    [VIDEO_LOAD_EVENT, () => actor.send({ type: 'LOAD' })],
    [
      VIDEO_MODE_EVENT,
      (event) => {
        const mode = (event as CustomEvent<{ mode?: VideoMode }>).detail?.mode;
        if (mode === 'none' || mode === 'fit' || mode === 'fill') actor.send({ type: 'SET_MODE', mode });
      },
    ],
  ];
  listeners.forEach(([type, listener]) => element.addEventListener(type, listener));
  return () => listeners.forEach(([type, listener]) => element.removeEventListener(type, listener));
}
