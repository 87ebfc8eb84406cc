import { mapAnatomy } from '../../machines/map/anatomy';

const part = mapAnatomy.selector;

/** The map needs a height of its own: the script draws into a box, it does not size one. */
export const mapCss = `
${part('root')} { position: relative; min-height: 300px; }
${part('canvas')} { height: 300px; min-height: inherit; }
${part('canvas')}[data-engaged] { outline: 2px solid currentColor; outline-offset: -2px; }
${part('placeholder')} { display: grid; place-items: center; min-height: inherit; background: #eee; color: #333; }
${part('fallback')} { padding: 1em; }
${part('notice')} { margin: 0 0 0.5em; }
${part('root')}[data-sized] { min-height: 0; }
${part('root')}[data-sized] > ${part('canvas')}, ${part('root')}[data-sized] > ${part('placeholder')} { height: 100%; min-height: 0; }
${part('root')}[data-sized] > ${part('fallback')} { max-height: 100%; overflow: auto; box-sizing: border-box; }
[hidden]${mapAnatomy.scopeSelector} { display: none; }
`;
