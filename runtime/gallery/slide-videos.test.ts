// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic } from 'xstate';
import { videoMachine } from '../../machines/video/machine';
import { joinPageVideos } from '../video/page-videos';
import type { GallerySlide } from './read-slides';
import { startSlideVideos } from './slide-videos';

const EMBED = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';
const slide = (embed: boolean): GallerySlide => ({
  type: embed ? 'video' : 'image', id: null, url: null, clickThroughUrl: null, image: null, title: '', description: '', videoHtml: embed ? '<div data-video-wrapper></div>' : null,
  embed: embed ? { html: EMBED, provider: null, thumbnailUrl: null } : null,
});
const start = (_id: string, logic: AnyActorLogic, options?: object) => createActor(logic, options).start();

describe("a gallery's embed slides (display-widgets §4 'Video embeds', 'Gallery index', 'Autoplay')", () => {
  it('starts one video chart per embed slide; the slide the gallery leaves returns to its overlay', () => {
    const videos = startSlideVideos([slide(false), slide(true), slide(true)], 'g', start as never);
    expect(videos.refs.map((ref) => ref !== null)).toEqual([false, true, true]);
    videos.refs[1]!.send({ type: 'PLAY' });
    expect(videos.refs[1]!.getSnapshot().matches('playing')).toBe(true);
    videos.reset(1);
    videos.reset(0); // an image slide: nothing to reset
    expect(videos.refs[1]!.getSnapshot().value).toBe('overlay');
    videos.stop();
  });

  it('tells autoplay whether any of its videos plays, once per change; a video elsewhere on the page stops it too', () => {
    const videos = startSlideVideos([slide(true), slide(true)], 'g', start as never);
    const heard: boolean[] = [];
    const stopListening = videos.whilePlaying((playing) => heard.push(playing));
    const elsewhere = createActor(videoMachine, { input: { html: EMBED } }).start();
    const leave = joinPageVideos(elsewhere);
    videos.refs[0]!.send({ type: 'PLAY' });
    videos.refs[1]!.send({ type: 'PLAY' }); // one at a time: the first goes back, still one playing
    elsewhere.send({ type: 'PLAY' }); // a video block on the page starts: the gallery's goes back
    expect(heard).toEqual([true, false]);
    stopListening();
    leave();
    videos.stop();
  });
});
