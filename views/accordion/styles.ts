import { accordionAnatomy } from '../../machines/accordion/anatomy';

const root = accordionAnatomy.selector('root');
// A published page's items keep the site's own look: the button rules are our rendered view's only.
const trigger = `${root}:not([data-published]) ${accordionAnatomy.selector('trigger')}`;
const panel = accordionAnatomy.selector('panel');

/** Panels grow and shrink over the accordion's 250 ms (visitor-runtime §9); no motion when the visitor asks for none. */
export const accordionCss = `
${trigger} {
  display: flex; width: 100%; justify-content: space-between; align-items: center;
  padding: 0.75rem 0; border: 0; border-bottom: 1px solid currentColor; background: none;
  font: inherit; color: inherit; text-align: start; cursor: pointer;
}
${trigger}::after { content: '+'; transition: transform 250ms; }
${trigger}[aria-expanded='true']::after { transform: rotate(45deg); }
${root}:not([data-published]) ${panel} { padding: 0.5rem 0; }
${panel} { overflow: hidden; }
${panel}[data-state='opening'] { animation: runtime-accordion-open 250ms ease-out; }
${panel}[data-state='closing'] { animation: runtime-accordion-close 250ms ease-in forwards; }
@keyframes runtime-accordion-open { from { opacity: 0; max-height: 0; } to { opacity: 1; max-height: 40rem; } }
@keyframes runtime-accordion-close { from { opacity: 1; max-height: 40rem; } to { opacity: 0; max-height: 0; } }
@media (prefers-reduced-motion: reduce) {
  ${accordionAnatomy.scopeSelector} * { animation: none !important; transition: none !important; }
}
`;
