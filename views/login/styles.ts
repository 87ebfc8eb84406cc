import { loginAnatomy } from '../../machines/login/anatomy';

const part = loginAnatomy.selector;
const scope = loginAnatomy.scopeSelector;

/**
 * Styles of the login dialog, injected once by the view. Text #1a1a1a on #fff (17:1); the error #a4161a on #fff
 * (7.6:1); the focus ring is a 2 px #1a56db outline. z-index 30000 is the base of managed UI (visitor-runtime §9).
 */
export const loginCss = `
${part('backdrop')} {
  position: fixed; inset: 0; z-index: 30000; display: grid; place-items: center; background: rgb(0 0 0 / 0.5);
}
${part('root')} {
  box-sizing: border-box; width: min(24rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); overflow: auto;
  padding: 1.5rem; border-radius: 8px; background: #fff; color: #1a1a1a; font: 16px/1.5 system-ui, sans-serif;
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.3);
}
${scope} * { box-sizing: border-box; }
${part('root')}:focus, ${part('error')}:focus,
${part('status')}:focus { outline: none; }
${part('title')} { margin: 0 0 1rem; font-size: 1.375rem; }
${part('form')} { display: grid; gap: 0.75rem; margin: 0; }
${part('field')} { display: grid; gap: 0.25rem; }
${part('email-label')}, ${part('password-label')} { font-weight: 600; }
${scope} input[type='email'], ${scope} input[type='password'] {
  width: 100%; padding: 0.5rem 0.625rem; border: 1px solid #6b6b6b; border-radius: 4px; font: inherit; color: inherit;
  background: #fff;
}
${scope} input[aria-invalid='true'] { border-color: #a4161a; box-shadow: 0 0 0 1px #a4161a; }
${part('remember')} { display: flex; gap: 0.5rem; align-items: center; }
${part('remember')} input { width: 1.125rem; height: 1.125rem; margin: 0; }
${part('error')} { margin: 0; color: #a4161a; font-weight: 600; }
${part('error')}:empty { display: none; }
${part('actions')} {
  display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: flex-end;
}
${scope} button {
  padding: 0.5rem 1rem; border: 1px solid #1a1a1a; border-radius: 4px; background: #fff; color: #1a1a1a;
  font: inherit; cursor: pointer;
}
${scope} button${loginAnatomy.partSelector('submit')} { background: #1a1a1a; color: #fff; }
${scope} button:disabled { cursor: not-allowed; opacity: 0.6; }
${scope} :is(button, input, a):focus-visible { outline: 2px solid #1a56db; outline-offset: 2px; }
${part('create-account-row')} {
  margin: 1rem 0 0; padding-top: 1rem; border-top: 1px solid #d6d6d6; display: grid; gap: 0.25rem; justify-items: start;
}
${part('create-account')} { padding: 0.25rem 0; border: 0; text-decoration: underline; }
${part('create-account-hint')} { margin: 0; font-size: 0.875rem; color: #4a4a4a; }
${part('status')} { margin: 0 0 1rem; }
${part('config-link')} { margin-inline-end: auto; color: #1a56db; }
`;
