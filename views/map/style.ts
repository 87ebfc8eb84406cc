import { mapAnatomy } from '../../machines/map/anatomy';

const part = mapAnatomy.selector;

/** The map needs a height of its own: the script draws into a box, it does not size one. */
export const mapCss = `
${part('root')} { position: relative; min-height: 300px; }
${part('canvas')} { height: 300px; min-height: inherit; }
${part('canvas')}[data-engaged] { outline: 2px solid currentColor; outline-offset: -2px; }
${part('placeholder')} { display: grid; place-items: center; min-height: inherit; background: #eee; color: #333; }
${part('fallback')} { padding: 1em; }
[hidden]${mapAnatomy.scopeSelector} { display: none; }
`;
