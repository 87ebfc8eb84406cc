import { fromCallback, type ActorRefFrom, type AnyActorLogic, type EventObject } from 'xstate';
import { videoAnatomy } from '../../machines/video/anatomy';
import { playerCommand, type VideoMode } from '../../machines/video/rules';
import { videoMachine, type PlayerCommandsInput } from '../../machines/video/machine';
import { videoText } from '../../machines/shared/text/video';
import { logError } from '../log';
import { VIDEO_RESET_EVENT } from '../gallery/video-reset';
import { joinPagePlayers } from '../media/one-at-a-time';

export type VideoRef = ActorRefFrom<typeof videoMachine>;

/** The editor's style panel opening or closing (docs/video.md): fit-mode videos re-centre. */
export const STYLE_EDITOR_EVENT = 'visitor-runtime:style-editor';

/**
 * Joins a video to the page's one-at-a-time rule (display-widgets §4 "Video embeds", runtime/media/one-at-a-time.ts):
 * when it starts, every other player on the page (video blocks, gallery slides, the lightbox, audio blocks) returns
 * to its overlay or pauses. Its `preconnect` warms the player's host up once per origin. The answer takes it out again.
 */
export function joinPageVideos(actor: VideoRef, doc: Document = document): () => void {
  const leave = joinPagePlayers(actor);
  const preconnect = actor.on('preconnect', ({ origin }) => addPreconnect(doc, origin));
  return () => {
    leave();
    preconnect.unsubscribe();
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

const PLAYER = videoAnatomy.selector('player');

/**
 * The chart's `playerCommands` (display-widgets §7): once the player's iframe (the video part whose address is the
 * chart's player address) has loaded, posts `play` to it: the click already asked for autoplay, but a browser that
 * wants a second gesture for that (iOS Safari) still starts. Its cleanup, as the video leaves `playing` and before
 * the view removes the player, posts `pause`. Messages go to the player's origin only; providers without commands
 * (Wistia, Animoto) get none.
 */
export const playerCommands = (doc: Document = document) =>
  fromCallback<EventObject, PlayerCommandsInput>(({ input }) => {
    let origin: string | null = null;
    try {
      origin = new URL(input.url).origin;
    } catch {
      // No address, nobody to talk to.
    }
    let player: HTMLIFrameElement | null = null;
    const post = (command: 'play' | 'pause') => {
      const message = playerCommand(input.provider, command);
      if (message && origin && player?.contentWindow) player.contentWindow.postMessage(message, origin);
    };
    // A frame's load does not bubble: it is heard on its way down (capture).
    const loaded = (event: Event) => {
      const target = event.target as Element | null;
      if (!target?.matches?.(PLAYER) || target.getAttribute('src') !== input.url) return;
      player = target as HTMLIFrameElement;
      post('play');
    };
    doc.addEventListener('load', loaded, true);
    return () => {
      doc.removeEventListener('load', loaded, true);
      post('pause');
    };
  });

/** The video chart with the runtime's effects: the layout watcher, the player's commands, the console. */
export const videoLogic = (win: Window = window): AnyActorLogic =>
  videoMachine.provide({
    actors: { layoutChanges: layoutChanges(win), playerCommands: playerCommands(win.document) },
    actions: { reportInvalid: () => logError(videoText['video.invalidEmbed']) },
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
