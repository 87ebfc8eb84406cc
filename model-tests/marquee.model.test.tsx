// @vitest-environment happy-dom
import { describe, expect } from 'vitest';
import { marqueeAnatomy } from '../machines/marquee/anatomy';
import { MARQUEE_CONTROL_LABEL, MARQUEE_CONTROL_TEXT } from '../machines/marquee/connect';
import { marqueeMachine, type MarqueeInput } from '../machines/marquee/machine';
import { layouts, marqueeCase } from './cases/marquee';
import { walkChart, type StateAssertion } from './harness';

const part = (container: HTMLElement, name: 'root' | 'track' | 'control') => container.querySelector<HTMLElement>(marqueeAnatomy.selector(name))!;
const groups = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(marqueeAnatomy.selector('group'))];

/** The line shows the chart's motion; the control says what it will do, and only when motion is allowed. */
const motion =
  (state: 'running' | 'paused' | 'stopped'): StateAssertion<typeof marqueeMachine> =>
  ({ container, snapshot }) => {
    expect(part(container, 'root').dataset.state).toBe(state);
    expect(part(container, 'track').dataset.state).toBe(state);
    const control = part(container, 'control') as HTMLButtonElement;
    const action = snapshot.context.pausedByVisitor ? 'play' : 'pause';
    expect(control.getAttribute('aria-label')).toBe(MARQUEE_CONTROL_LABEL[action]);
    expect(control.textContent).toBe(MARQUEE_CONTROL_TEXT[action]);
    expect(control.hidden).toBe(snapshot.context.reducedMotion);
    // the text is read once: the first group; its copy stays hidden
    expect(groups(container).map((g) => g.getAttribute('aria-hidden'))).toEqual([null, 'true']);
  };

const cases: Array<[string, MarqueeInput]> = [
  ['defaults', { pausedOnHover: false, reducedMotion: false }],
  ['paused on hover', { pausedOnHover: true, reducedMotion: false }],
  ['reduced motion at first', { pausedOnHover: true, reducedMotion: true }],
];

for (const [name, input] of cases) {
  describe(`marquee chart through the server's line it drives (${name})`, () => {
    walkChart({
      ...marqueeCase(name, input),
      paths: 'transitions',
      actions: {
        VISIBLE: ({ fromActor }) => fromActor('watch', { type: 'VISIBLE' }),
        HIDDEN: ({ fromActor }) => fromActor('watch', { type: 'HIDDEN' }),
        MOTION_REDUCED: ({ fromActor }) => fromActor('watch', { type: 'MOTION_REDUCED' }),
        MOTION_ALLOWED: ({ fromActor }) => fromActor('watch', { type: 'MOTION_ALLOWED' }),
        RESIZED: ({ fromActor }) => {
          layouts.atLastResize = layouts.made;
          fromActor('watch', { type: 'RESIZED' });
        },
        POINTER_ENTER: ({ container }) => void part(container, 'root').dispatchEvent(new Event('pointerenter')),
        POINTER_LEAVE: ({ container }) => void part(container, 'root').dispatchEvent(new Event('pointerleave')),
        TOGGLE: ({ container }) => part(container, 'control').click(),
      },
      states: {
        'motion.running': motion('running'),
        'motion.paused': motion('paused'),
        'motion.stopped': motion('stopped'),
        // Resizes in a row make one layout, 1000 ms after the last.
        'layout.waiting': () => expect(layouts.made).toBe(Math.max(layouts.atLastResize, 0)),
        'layout.settled': () => expect(layouts.made).toBe(layouts.atLastResize + 1),
      },
    });
  });
}
