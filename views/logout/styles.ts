/** Styles of the logout status and failure dialog, injected once by the view (z-index base 30000, §9). */
export const logoutCss = `
[data-scope='logout'][data-part='status'] {
  position: fixed; top: 1rem; left: 50%; transform: translateX(-50%); z-index: 30000; margin: 0;
  padding: 0.625rem 1.25rem; border-radius: 6px; background: #1a1a1a; color: #fff; font: 16px/1.5 system-ui, sans-serif;
  box-shadow: 0 4px 18px rgb(0 0 0 / 0.25);
}
[data-scope='logout'][data-part='status']:empty { display: none; }
[data-scope='logout'][data-part='backdrop'] {
  position: fixed; inset: 0; z-index: 30000; display: grid; place-items: center; background: rgb(0 0 0 / 0.5);
}
[data-scope='logout'][data-part='root'] {
  box-sizing: border-box; width: min(24rem, calc(100vw - 2rem)); padding: 1.5rem; border-radius: 8px; background: #fff;
  color: #1a1a1a; font: 16px/1.5 system-ui, sans-serif; box-shadow: 0 10px 30px rgb(0 0 0 / 0.3);
}
[data-scope='logout'][data-part='root']:focus { outline: none; }
[data-scope='logout'][data-part='title'] { margin: 0 0 0.5rem; font-size: 1.25rem; }
[data-scope='logout'][data-part='message'] { margin: 0 0 1rem; }
[data-scope='logout'][data-part='actions'] { display: flex; gap: 0.5rem; justify-content: flex-end; }
[data-scope='logout'] button {
  padding: 0.5rem 1rem; border: 1px solid #1a1a1a; border-radius: 4px; background: #fff; color: #1a1a1a; font: inherit;
  cursor: pointer;
}
[data-scope='logout'] button[data-part='retry'] { background: #1a1a1a; color: #fff; }
[data-scope='logout'] button:focus-visible { outline: 2px solid #1a56db; outline-offset: 2px; }
`;
