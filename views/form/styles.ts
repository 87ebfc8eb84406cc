import { formAnatomy } from '../../machines/form/anatomy';

const part = formAnatomy.selector;
const scope = formAnatomy.scopeSelector;

/**
 * Form family styles. Colours meet WCAG AA contrast on white (errors #a4001d: 7.6:1; hints #4a4a4a: 8.9:1).
 * A newsletter block stacks its fields in a container of 320 px or less (visitor-runtime §9).
 */
export const formCss = `
${part('root')}, ${part('done')} { display: grid; gap: 1rem; max-width: 40rem; font: inherit; }
${part('field')} { display: grid; gap: 0.3rem; margin: 0; padding: 0; border: 0; min-width: 0; }
${part('label')} { font-weight: 600; padding: 0; }
${part('section-title')} { margin: 0.5rem 0 0; font-size: 1.25em; }
${part('required')} { font-weight: 400; color: #4a4a4a; }
${part('description')} { margin: 0; color: #4a4a4a; font-size: 0.9em; }
${scope} input:not([type='radio']):not([type='checkbox']), ${scope} select, ${scope} textarea {
  box-sizing: border-box; width: 100%; padding: 0.5rem; border: 1px solid #595959; border-radius: 3px; font: inherit; color: #1a1a1a; background: #fff;
}
${scope} :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
${scope} input[aria-invalid='true']:not([type='radio']):not([type='checkbox']), ${scope} select[aria-invalid='true'],
${scope} textarea[aria-invalid='true'] { border: 2px solid #a4001d; }
${part('field-error')} { margin: 0; color: #a4001d; font-weight: 600; }
${part('parts')} { display: grid; grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr)); gap: 0.5rem; }
${part('part')} { display: grid; gap: 0.2rem; font-size: 0.9em; }
${part('option')}, ${part('likert-choice')} { display: flex; gap: 0.4rem; align-items: center; }
${part('likert-question')} { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0; padding: 0.25rem 0; border: 0; }
${part('likert-question')} > legend { width: 100%; padding: 0; }
${part('input-group')} { display: flex; align-items: center; gap: 0.3rem; }
${part('error-summary')} { padding: 1rem; border: 4px solid #a4001d; background: #fff; color: #1a1a1a; }
${part('error-summary')}:focus { outline: 3px solid #1d4ed8; }
${part('error-summary-title')} { margin: 0 0 0.5rem; font-size: 1.1em; }
${part('error-summary')} a { color: #a4001d; font-weight: 600; }
${part('bottom-message')} { margin: 0; color: #a4001d; font-weight: 600; }
${part('submit')} {
  justify-self: start; padding: 0.6rem 1.4rem; border: 0; border-radius: 3px; background: #1a1a1a; color: #fff; font: inherit; cursor: pointer;
}
${part('submit')}[aria-disabled='true'] { cursor: progress; }
${part('submit')}:disabled { background: #595959; cursor: not-allowed; }
${part('message')} { padding: 1rem; border-left: 4px solid #1a7f37; background: #fff; color: #1a1a1a; }
${scope}[data-newsletter] { container-type: inline-size; }
@container (max-width: 320px) {
  ${part('parts')} { grid-template-columns: 1fr; }
  ${part('submit')} { justify-self: stretch; }
}
`;
