// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { videoMachine } from '../../machines/video/machine';
import { joinPageVideos } from '../video/page-videos';
import type { GallerySlide } from './read-slides';
import { VENDORS } from '../vendors';
import { startSlideVideos } from './slide-videos';

const EMBED = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';
const SITE = {};
const slide = (embed: boolean): GallerySlide => ({
  type: embed ? 'video' : 'image', id: null, url: null, clickThroughUrl: null, image: null, title: '', description: '', videoHtml: embed ? '<div data-video-wrapper></div>' : null,
  embed: embed ? { html: EMBED, provider: null, thumbnailUrl: null } : null,
});
const start = (_id: string, logic: AnyActorLogic, options?: object) => createActor(logic, options).start();

describe("a gallery's embed slides (display-widgets §4 'Video embeds', 'Gallery index', 'Autoplay')", () => {
  it('starts one video chart per embed slide; the slide the gallery leaves returns to its overlay', () => {
    const videos = startSlideVideos([slide(false), slide(true), slide(true)], 'g', start as never, SITE);
    expect(videos.refs.map((ref) => ref !== null)).toEqual([false, true, true]);
    videos.refs[1]!.send({ type: 'PLAY' });
    expect(videos.refs[1]!.getSnapshot().matches('playing')).toBe(true);
    videos.reset(1);
    videos.reset(0); // an image slide: nothing to reset
    expect(videos.refs[1]!.getSnapshot().value).toBe('overlay');
    videos.stop();
  });

  it('tells autoplay whether any of its videos plays, once per change; a video elsewhere on the page stops it too', () => {
    const videos = startSlideVideos([slide(true), slide(true)], 'g', start as never, SITE);
    const heard: boolean[] = [];
    const stopListening = videos.whilePlaying((playing) => heard.push(playing));
    const elsewhere = createActor(videoMachine, { input: { html: EMBED, player: { source: 'https://www.youtube.com/embed/abc', frame: VENDORS.youtube.frame } } }).start();
    const leave = joinPageVideos(elsewhere);
    videos.refs[0]!.send({ type: 'PLAY' });
    videos.refs[1]!.send({ type: 'PLAY' }); // one at a time: the first goes back, still one playing
    elsewhere.send({ type: 'PLAY' }); // a video block on the page starts: the gallery's goes back
    expect(heard).toEqual([true, false]);
    stopListening();
    leave();
    videos.stop();
  });

  it('gives no video to a slide whose embed address the vendor table refuses, with one console error; the others play', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hostile = (src: string): GallerySlide => ({ ...slide(true), embed: { html: `<iframe src="${src}"></iframe>`, provider: 'YouTube', thumbnailUrl: null } });
    const videos = startSlideVideos([hostile('javascript:top.x=1'), slide(true), hostile('https://www.youtube.com.evil.example/embed/a')], 'g', start as never, SITE);
    expect(videos.refs.map((ref) => ref !== null)).toEqual([false, true, false]);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[visitor-runtime] The video of slide 1 of #g is not shown: its embed address "javascript:top.x=1" is refused (it is not an https address).',
      '[visitor-runtime] The video of slide 3 of #g is not shown: its embed address "https://www.youtube.com.evil.example/embed/a" is refused (www.youtube.com.evil.example is not a host of YouTube, Vimeo, Wistia, Animoto).',
    ]);
    videos.stop();
    error.mockRestore();
  });
});
