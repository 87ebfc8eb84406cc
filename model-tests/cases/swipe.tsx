import { createActor } from 'xstate';
import { galleryMachine } from '../../machines/gallery/machine';
import { swipeMachine } from '../../machines/swipe/machine';
import { swipeGallery } from '../../runtime/gallery/link';
import { followPointer } from '../../runtime/gallery/watchers';
import type { ChartCase } from '../harness/walk-chart';
import { immediateClock, renderGallery, testOptions, testSlides } from '../support/gallery';

// The swipe chart's walk (model-tests/swipe.model.test.tsx) and its page in the chart lab: the slideshow with the
// swipe transition (loop on), the pointer followed by the runtime's own window listener.

export const swipeCase: ChartCase<typeof swipeMachine> = {
  title: 'the slideshow (swipe transition, loop on)',
  machine: swipeMachine,
  input: { boundaries: 'inertial', motion: true },
  actors: { followPointer: followPointer() },
  mount: async (actorRef, container) => {
    // The gallery the swipe moves, linked as the block links them; it finishes each move at once.
    const gallery = createActor(galleryMachine, {
      input: { count: 3, loop: true, transitionMs: 1000, keyboard: false, grouped: false, slidesPerRow: 1, windowWidth: 1024 },
      clock: immediateClock,
    }).start();
    const unlink = swipeGallery(actorRef, gallery);
    const unmount = await renderGallery(container, {
      id: 'w', label: 'Swiped', slides: testSlides(3), design: 'stacked', gallery, swipe: actorRef, options: { ...testOptions('stacked'), transition: 'swipe' }, onNavigate: () => {},
    });
    return async () => {
      unlink();
      await unmount();
      gallery.stop();
    };
  },
  events: {
    POINTER_DOWN: [{ pointerId: 1, x: 80, y: 50, time: 1000, width: 100, windowWidth: 1024, atStart: false, atEnd: false }],
    POINTER_MOVE: [
      { x: 75, y: 50, time: 1050 }, // 5 px: the axis is not decided yet
      { x: 50, y: 50, time: 1100 }, // 30 px leftwards: a horizontal drag
      { x: 80, y: 80, time: 1100 }, // 30 px down: the page's scroll
    ],
    POINTER_UP: [
      { x: 50, y: 50, time: 1400 }, // 30 px, slowly: the slides go back
      { x: 10, y: 50, time: 1400 }, // 70 px, past half the width: the next slide
    ],
    POINTER_CANCEL: [{}],
  },
};

export const labCases = [swipeCase];
