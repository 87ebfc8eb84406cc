import { dialogAnatomy } from '../../machines/dialog/anatomy';
import { DIALOG_PADDING, DIALOG_WIDTH } from '../../machines/dialog/connect';

const part = dialogAnatomy.selector;
const scope = dialogAnatomy.scopeSelector;

/** The hide animation; the chart's 600 ms fallback ends the hiding if it never reports its end. */
export const DIALOG_HIDE_ANIMATION_MS = 200;

/**
 * Styles of the dialog family, injected once by the view. Width 350 and padding 20 (display-widgets §9); the
 * information popup sits top right; z-index comes from the layer stack (inline). No motion when the visitor asks
 * for none: the view then ends the hiding at once.
 */
export const dialogCss = `
${part('backdrop')} {
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${DIALOG_PADDING}px;
  background: rgb(0 0 0 / 0.5);
  animation: runtime-dialog-fade-in 200ms ease-out;
}
${part('backdrop')}[data-state='hiding'] {
  pointer-events: none;
  animation: runtime-dialog-fade-out ${DIALOG_HIDE_ANIMATION_MS}ms ease-in forwards;
}
${part('root')} {
  box-sizing: border-box;
  width: ${DIALOG_WIDTH}px;
  max-width: calc(100vw - ${2 * DIALOG_PADDING}px);
  padding: ${DIALOG_PADDING}px;
  border-radius: 6px;
  background: #fff;
  color: #1a1a1a;
  font: 16px/1.5 system-ui, sans-serif;
  text-align: start;
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.3);
  animation: runtime-dialog-show 200ms ease-out;
}
${part('root')}[data-kind='information'] {
  position: fixed;
  top: ${DIALOG_PADDING}px;
  right: ${DIALOG_PADDING}px;
  border-left: 4px solid #1a1a1a;
}
${part('root')}[data-state='hiding'] {
  animation: runtime-dialog-hide ${DIALOG_HIDE_ANIMATION_MS}ms ease-in forwards;
}
${part('root')}:focus { outline: none; }
${part('root')}:focus-visible { outline: 2px solid #1a1a1a; outline-offset: 2px; }
${part('title')} {
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
  line-height: 1.3;
}
${part('message')} {
  margin: 0 0 1rem;
  white-space: pre-line;
}
${part('actions')} {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
}
${scope} button {
  padding: 0.5rem 1rem;
  border: 1px solid #1a1a1a;
  border-radius: 4px;
  background: #fff;
  color: #1a1a1a;
  font: inherit;
  cursor: pointer;
}
${scope} button:focus-visible { outline: 2px solid #1a1a1a; outline-offset: 2px; }
${part('confirm')} {
  background: #1a1a1a;
  color: #fff;
}
@keyframes runtime-dialog-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes runtime-dialog-fade-out { from { opacity: 1; } to { opacity: 0; } }
@keyframes runtime-dialog-show { from { opacity: 0; transform: scale(0.94); } to { opacity: 1; transform: scale(1); } }
@keyframes runtime-dialog-hide { from { opacity: 1; transform: scale(1); } to { opacity: 0; transform: scale(0.94); } }
@media (prefers-reduced-motion: reduce) {
  ${scope} { animation: none !important; }
}
`;
