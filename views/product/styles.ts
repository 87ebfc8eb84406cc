import { productAnatomy } from '../../machines/product/anatomy';

const part = (name: Parameters<typeof productAnatomy.selector>[0]) => productAnatomy.selector(name);

export const productCss = `
${part('root')} label { display: block; font-size: 0.875rem; }
${part('root')} select, ${part('quantity')} { font: inherit; min-height: 2.25rem; }
${part('original-price')} { margin-inline-start: 0.5rem; }
${part('add-to-cart')} { font: inherit; padding: 0.75rem 1.5rem; }
${part('stock')}:empty, ${part('status')}:empty { display: none; }
`;
