import { createActor } from 'xstate';
import { galleryAnatomy } from '../../machines/gallery/anatomy';
import { galleryMachine, type GalleryInput } from '../../machines/gallery/machine';
import { linkGalleries } from '../../runtime/gallery/link';
import { keyboardListener, viewportWatch } from '../../runtime/gallery/watchers';
import type { ChartCase } from '../harness/walk-chart';
import { immediateClock, renderGallery, testOptions, testSlides } from '../support/gallery';

// The gallery chart's walk through the slideshow with its linked thumbnail strip (model-tests/gallery.model.test.tsx)
// and its page in the chart lab.

export const galleryInput = (over: Partial<GalleryInput>): GalleryInput => ({
  count: 3, loop: false, transitionMs: 1000, keyboard: true, grouped: false, slidesPerRow: 3, windowWidth: 1024, ...over,
});

/** Real listeners: the document's keys (the gallery lies in view) and the window's resizes. */
export const galleryRealActors = {
  keyboard: keyboardListener(() => document.querySelector(galleryAnatomy.selector('root'))),
  watchViewport: viewportWatch(),
};

export const slideshowCase: ChartCase<typeof galleryMachine> = {
  title: 'slideshow with its linked thumbnail strip (loop off)',
  machine: galleryMachine,
  input: galleryInput({}),
  actors: galleryRealActors,
  mount: async (actorRef, container, trigger) => {
    // The thumbnail strip is a second gallery chart linked to this one, as the block links them.
    const strip = createActor(galleryMachine, { input: galleryInput({ keyboard: false, transitionMs: 500 }), clock: immediateClock }).start();
    const unlink = linkGalleries(trigger ?? actorRef, strip);
    const unmount = await renderGallery(container, {
      id: 'g', label: 'Photos', slides: testSlides(3), design: 'stacked', gallery: actorRef, thumbnails: strip, options: testOptions('stacked'), onNavigate: () => {},
    });
    return async () => {
      unlink();
      await unmount();
      strip.stop();
    };
  },
  events: {
    GO_TO: [],
    OPEN: [],
    SYNC: [{ index: 0 }, { index: 1 }, { index: 2 }],
    KEY: [{ command: 'NEXT' }, { command: 'PREVIOUS' }, { command: 'FIRST' }, { command: 'LAST' }],
    VIEWPORT: [{ width: 1024 }],
  },
};

export const labCases = [slideshowCase];
