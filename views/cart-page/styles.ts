import { cartAnatomy } from '../../machines/cart/anatomy';

const part = (name: Parameters<typeof cartAnatomy.selector>[0]) => cartAnatomy.selector(name);

export const cartCss = `
${part('entries')} { list-style: none; padding: 0; margin: 0 0 1rem; }
${part('entry')} { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; padding: 0.75rem 0; border-bottom: 1px solid #ccc; }
${part('entry')} > :first-child { flex: 1 1 12rem; }
${part('decrement')}, ${part('increment')} { min-width: 2.25rem; min-height: 2.25rem; font: inherit; }
${part('quantity')} { min-width: 2rem; text-align: center; }
${part('message')}:empty { display: none; }
${part('message')} { color: #a00000; margin: 0.5rem 0; }
${part('checkout')} { font: inherit; padding: 0.75rem 1.5rem; }
${part('root')}[aria-busy='true'] ${part('subtotal')} { opacity: 0.7; }
`;
