import { createActor } from 'xstate';
import { galleryAutoplayMachine, type AutoplayInput } from '../../machines/gallery-autoplay/machine';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { galleryMachine } from '../../machines/gallery/machine';
import { autoplayPageWatch, wireAutoplay } from '../../runtime/gallery/wire-autoplay';
import type { ChartCase } from '../harness/walk-chart';
import { immediateClock, renderGallery, testOptions, testSlides } from '../support/gallery';

// The gallery autoplay chart's walks (model-tests/gallery-autoplay.model.test.tsx) and its page in the chart lab: a
// slideshow of three slides (the third a video) driven by the chart, wired as the block wires them.

export const autoplayInputs: Array<[string, AutoplayInput]> = [
  ['autoplay on', { enabled: true, intervalMs: 5000, reducedMotion: false }],
  ['reduced motion: starts stopped', { enabled: true, intervalMs: 5000, reducedMotion: true }],
  ['nomotion in the address: off', { enabled: false, intervalMs: 5000, reducedMotion: false }],
];

export const autoplayCase = ([title, input]: [string, AutoplayInput]): ChartCase<typeof galleryAutoplayMachine> => ({
  title,
  machine: galleryAutoplayMachine,
  input,
  // The page watch is the runtime's own (the tab's visibility, the slide's video playing).
  actors: { watchPage: autoplayPageWatch(() => document.querySelector(galleryAnatomy.selector('root'))) },
  mount: async (actorRef, container, trigger = actorRef) => {
    // The gallery it drives, wired as the block wires them: advance → NEXT, slide changed → SLIDE_CHANGED.
    const gallery = createActor(galleryMachine, {
      input: { count: 3, loop: true, transitionMs: 1000, keyboard: false, grouped: false, slidesPerRow: 1, windowWidth: 1024 },
      clock: immediateClock,
    }).start();
    const unwire = wireAutoplay(gallery, trigger, { randomize: false });
    const unmount = await renderGallery(container, {
      id: 'a', label: 'Autoplay', slides: testSlides(3, [2]), design: 'stacked', gallery, autoplay: actorRef, options: testOptions('stacked'), onNavigate: () => {},
    });
    return async () => {
      unwire();
      await unmount();
      gallery.stop();
    };
  },
  // One pause reason at a time (each is walked on and off; together they only OR), so the graph stays small.
  events: ({ context: c }) => {
    const pausedBy = c.hovered || c.focused || c.hidden || c.videoPlaying;
    const only = (set: boolean) => (pausedBy && !set ? [] : [{}]);
    return {
      'xstate.done.actor.startTime': [{ output: 1000 }],
      'xstate.done.actor.pauseTime': [{ output: 2500 }],
      POINTER_ENTER: only(c.hovered),
      POINTER_LEAVE: only(c.hovered),
      FOCUS_IN: only(c.focused),
      FOCUS_OUT: only(c.focused),
      PAGE_HIDDEN: only(c.hidden),
      PAGE_VISIBLE: only(c.hidden),
      VIDEO_PLAYING: only(c.videoPlaying),
      VIDEO_STOPPED: only(c.videoPlaying),
    };
  },
});

export const labCases = [autoplayCase(autoplayInputs[0]!)];
