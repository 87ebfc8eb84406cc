import { logoutAnatomy } from '../../machines/logout/anatomy';

const part = logoutAnatomy.selector;
const scope = logoutAnatomy.scopeSelector;

/** Styles of the logout status and failure dialog, injected once by the view (z-index base 30000, §9). */
export const logoutCss = `
${part('status')} {
  position: fixed; top: 1rem; left: 50%; transform: translateX(-50%); z-index: 30000; margin: 0;
  padding: 0.625rem 1.25rem; border-radius: 6px; background: #1a1a1a; color: #fff; font: 16px/1.5 system-ui, sans-serif;
  box-shadow: 0 4px 18px rgb(0 0 0 / 0.25);
}
${part('status')}:empty { display: none; }
${part('backdrop')} {
  position: fixed; inset: 0; z-index: 30000; display: grid; place-items: center; background: rgb(0 0 0 / 0.5);
}
${part('root')} {
  box-sizing: border-box; width: min(24rem, calc(100vw - 2rem)); padding: 1.5rem; border-radius: 8px; background: #fff;
  color: #1a1a1a; font: 16px/1.5 system-ui, sans-serif; box-shadow: 0 10px 30px rgb(0 0 0 / 0.3);
}
${part('root')}:focus { outline: none; }
${part('title')} { margin: 0 0 0.5rem; font-size: 1.25rem; }
${part('message')} { margin: 0 0 1rem; }
${part('actions')} { display: flex; gap: 0.5rem; justify-content: flex-end; }
${scope} button {
  padding: 0.5rem 1rem; border: 1px solid #1a1a1a; border-radius: 4px; background: #fff; color: #1a1a1a; font: inherit;
  cursor: pointer;
}
${scope} button${logoutAnatomy.partSelector('retry')} { background: #1a1a1a; color: #fff; }
${scope} button:focus-visible { outline: 2px solid #1a56db; outline-offset: 2px; }
`;
