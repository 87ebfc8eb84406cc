import { videoAnatomy as v } from '../../machines/video/anatomy';

const p = v.partSelector;
const root = v.selector('root');

/** The facade and the player share one box whose height is the padding the rules give (56.3% by default). */
export const videoCss = `
${root} { position: relative; width: 100%; padding-top: var(--video-padding, 56.3%); overflow: hidden; background: #111; }
${root}[data-fill] { height: 100%; padding-top: 0; }
${root} > * { position: absolute; inset: 0; }
${root} ${p('thumbnail')} { width: 100%; height: 100%; object-fit: cover; }
${root} ${p('play')} { inset: 50% auto auto 50%; transform: translate(-50%, -50%); min-width: 4.25rem; min-height: 3rem; border: 0; border-radius: 0.75rem; background: rgb(0 0 0 / 0.7); color: #fff; font-size: 1.5rem; cursor: pointer; }
${root} ${p('play')}:hover, ${root} ${p('play')}:focus-visible { background: #c00; }
${root} ${p('play')}:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
${root} ${p('player')} { width: 100%; height: 100%; border: 0; }
${root}[data-mode="fit"] ${p('player')}, ${root}[data-mode="fill"] ${p('player')} { inset: auto; }
${root} ${p('notice')} { inset: 0 0 auto 0; margin: 0; padding: 0.5rem 0.75rem; color: #1a1a1a; background: #fff3c4; font-size: 0.875rem; }
${root} ${p('error')} { display: flex; align-items: center; justify-content: center; margin: 0; color: #fff; background: #5c1a1a; }
`;
