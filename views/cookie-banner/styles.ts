import { cookieBannerAnatomy } from '../../machines/cookie-banner/anatomy';

const part = cookieBannerAnatomy.selector;
const scope = cookieBannerAnatomy.scopeSelector;

/**
 * Styles of the cookie banner, injected once by the view (a published page loads no stylesheet of ours).
 * Colours meet WCAG AA: text and icons #ffffff on #1c1c1c (17:1) in DARK, #1c1c1c on #ffffff in LIGHT; the focus
 * ring is the theme's text colour, drawn outside the button so it sits on the banner's own background.
 * z-index 30000 is the base of managed UI (visitor-runtime §9); the error overlay, appended later, stays above.
 */
export const cookieBannerCss = `
${part('root')} {
  box-sizing: border-box; z-index: 30000; display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1.5rem;
  margin: 0; padding: 1rem 1.5rem; font-family: inherit; font-size: 15px; line-height: 1.5; text-align: start;
  background: #1c1c1c; color: #ffffff;
}
${part('root')} * { box-sizing: border-box; }
${part('root')}[data-theme='light'] {
  background: #ffffff; color: #1c1c1c; box-shadow: 0 0 0 1px rgb(0 0 0 / 0.2), 0 4px 18px rgb(0 0 0 / 0.15);
}
${part('root')}:focus { outline: none; }
${scope}[data-variant='bar'] { width: 100%; }
${scope}[data-variant='bar'][data-position='top'] { position: relative; }
${scope}[data-variant='bar'][data-position='bottom'] { position: fixed; left: 0; right: 0; bottom: 0; }
${scope}[data-variant='popup'] {
  position: fixed; width: min(24rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); overflow: auto;
  flex-direction: column; align-items: stretch; padding: 1.25rem; border-radius: 8px;
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.3);
}
${scope}[data-variant='popup'][data-position^='top'] { top: 1rem; }
${scope}[data-variant='popup'][data-position^='bottom'] { bottom: 1rem; }
${scope}[data-variant='popup'][data-position^='center'] { top: 50%; }
${scope}[data-variant='popup'][data-position$='left'] { left: 1rem; }
${scope}[data-variant='popup'][data-position$='right'] { right: 1rem; }
${scope}[data-variant='popup'][data-position$='center'] { left: 50%; }
${scope}[data-variant='popup'][data-position='top-center'],
${scope}[data-variant='popup'][data-position='bottom-center'] { transform: translateX(-50%); }
${scope}[data-variant='popup'][data-position='center-left'],
${scope}[data-variant='popup'][data-position='center-right'] { transform: translateY(-50%); }
${scope}[data-variant='popup'][data-position='center'] { transform: translate(-50%, -50%); }
${part('title')} {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
}
${part('text')} { flex: 1 1 20rem; min-width: 0; }
${scope}[data-variant='popup'] ${cookieBannerAnatomy.partSelector('text')} { flex: none; }
${part('text')} p { margin: 0 0 0.5em; }
${part('text')} p:last-child { margin-bottom: 0; }
${part('text')} a { color: inherit; text-decoration: underline; }
${part('actions')} { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
${scope}[data-variant='popup'] ${cookieBannerAnatomy.partSelector('actions')} { justify-content: flex-end; }
${scope} button {
  margin: 0; font: inherit; font-weight: 600; color: inherit; cursor: pointer; min-height: 2.75rem;
}
${scope} button[data-variant='button'] {
  min-width: 6.5rem; padding: 0.5rem 1.25rem; border: 2px solid #ffffff; border-radius: 4px;
  background: #ffffff; color: #1c1c1c;
}
${scope}[data-theme='light'] button[data-variant='button'] {
  border-color: #1c1c1c; background: #1c1c1c; color: #ffffff;
}
${scope} button[data-variant='text'] {
  padding: 0.5rem 0.25rem; border: 0; background: none; text-decoration: underline; text-underline-offset: 0.2em;
}
${scope} button[data-variant='icon'] {
  display: inline-grid; place-items: center; width: 2.75rem; height: 2.75rem; padding: 0;
  border: 2px solid currentColor; border-radius: 50%; background: none;
}
${scope} button[data-variant='icon'] svg { width: 1.25rem; height: 1.25rem; }
${scope} button:focus-visible,
${scope} a:focus-visible { outline: 3px solid #ffffff; outline-offset: 3px; }
${scope}[data-theme='light'] button:focus-visible,
${scope}[data-theme='light'] a:focus-visible { outline-color: #1c1c1c; }
@media (max-width: 432px) {
  ${scope}[data-variant='bar'] { padding: 0.75rem 1rem; }
}
`;
