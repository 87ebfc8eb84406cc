import { popupOverlayAnatomy } from '../../machines/popup-overlay/anatomy';

const part = popupOverlayAnatomy.selector;

/** Styles of the popup overlay, injected once by the view (a published page loads no stylesheet of ours). */
export const popupOverlayCss = `
${part('backdrop')} {
  position: fixed;
  inset: 0;
  z-index: 30000;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgb(0 0 0 / 0.55);
  animation: popup-overlay-fade 0.3s ease-out;
}
${part('root')} {
  position: relative;
  box-sizing: border-box;
  width: min(30rem, 100%);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 2rem 1.75rem 1.75rem;
  border-radius: 8px;
  background: #fff;
  color: #1a1a1a;
  font: 16px/1.5 system-ui, sans-serif;
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.35);
  animation: popup-overlay-scale 0.3s ease-out;
}
/* The dialog takes focus as a whole (tabindex -1, never a Tab stop): no ring around the whole card. */
${part('root')}:focus { outline: none; }
${part('title')} {
  margin: 0 2rem 0.5rem 0;
  font-size: 1.5rem;
  line-height: 1.25;
}
${part('body')} {
  margin: 0 0 1rem;
}
${part('close')} {
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: #1a1a1a;
  font: 1.75rem/1 system-ui, sans-serif;
  cursor: pointer;
}
${part('close')}:hover { background: #eee; }
${part('close')}:focus-visible { outline: 3px solid #1a5fb4; }
@keyframes popup-overlay-fade { from { opacity: 0; } }
@keyframes popup-overlay-scale { from { transform: scale(0.94); opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  ${part('backdrop')},
  ${part('root')} { animation: none; }
}
`;
