import { marqueeAnatomy } from '../../machines/marquee/anatomy';

const root = marqueeAnatomy.selector('root');

/**
 * The marquee once booted: one line that clips what overflows, the groups side by side without wrapping (the
 * track's transform is the Web Animation's), and the pause/play control at the line's end, above the text.
 */
export const marqueeCss = `
${root} { position: relative; overflow: hidden; }
${marqueeAnatomy.selector('track')} { display: flex; width: max-content; will-change: transform; }
${marqueeAnatomy.selector('group')} { display: flex; flex: none; white-space: nowrap; }
${marqueeAnatomy.selector('control')} {
  position: absolute; inset-inline-end: 0.25rem; top: 50%; transform: translateY(-50%);
  font: 600 0.875rem/1.2 system-ui, sans-serif; padding: 0.35rem 0.7rem; min-height: 24px;
  color: #fff; background: #1a1a1a; border: 2px solid #fff; border-radius: 999px; cursor: pointer;
}
${marqueeAnatomy.selector('control')}:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
${marqueeAnatomy.selector('control')}[hidden] { display: none; }
`;
