// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { ActorRefFrom } from 'xstate';
import { describe, expect } from 'vitest';
import { marqueeAnatomy } from '../machines/marquee/anatomy';
import { MARQUEE_CONTROL_LABEL, MARQUEE_CONTROL_TEXT } from '../machines/marquee/connect';
import { marqueeMachine, type MarqueeInput } from '../machines/marquee/machine';
import { serverMarquee } from '../runtime/marquee/markup';
import { PublishedMarquee } from '../views/marquee/PublishedMarquee';
import { walkChart, type StateAssertion } from './harness';

/** A marquee block as the server draws it (docs/blocks.md "Marquee"): two groups of items, both hidden from reading. */
const group = '<div class="Marquee-items" aria-hidden="true"><div class="Marquee-item">Fresh bread</div><div class="Marquee-item">Open at seven</div></div>';
const serverMarkup = `<div class="Marquee"><div class="Marquee-body" data-animation-direction="left" data-animation-speed="1">${group}${group}</div></div>`;

const part = (container: HTMLElement, name: 'root' | 'track' | 'control') => container.querySelector<HTMLElement>(marqueeAnatomy.selector(name))!;
const groups = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(marqueeAnatomy.selector('group'))];

/** The layouts the runtime's `relayout` made, and how many there were when the last resize came. */
const layouts = { made: 0, atLastResize: -1 };
const machine = marqueeMachine.provide({ actions: { relayout: () => void (layouts.made += 1) } });

const mount = async (actorRef: ActorRefFrom<typeof marqueeMachine>, container: HTMLElement) => {
  layouts.made = 0;
  layouts.atLastResize = -1;
  container.innerHTML = serverMarkup;
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<PublishedMarquee actorRef={actorRef} {...serverMarquee(container)!} />));
  return () => act(() => root.unmount());
};

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
      machine,
      input,
      mount,
      paths: 'shortest',
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
