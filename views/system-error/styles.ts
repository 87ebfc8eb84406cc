import { systemErrorAnatomy } from '../../machines/system-error/anatomy';

const part = systemErrorAnatomy.selector;
const scope = systemErrorAnatomy.scopeSelector;

/** Styles of the overlay, injected once by the view (a published page loads no stylesheet of ours). */
export const systemErrorCss = `
${part('backdrop')} {
  position: fixed;
  inset: 0;
  z-index: 30000;
  display: grid;
  place-items: center;
  background: rgb(0 0 0 / 0.5);
}
${part('root')} {
  max-width: min(28rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border-radius: 6px;
  background: #fff;
  color: #1a1a1a;
  font: 16px/1.5 system-ui, sans-serif;
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.3);
}
${part('title')} {
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
}
${part('messages')} {
  margin: 0 0 1rem;
  padding-left: 1.25rem;
}
${part('actions')} {
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
}
${scope} button {
  padding: 0.5rem 1rem;
  border: 1px solid #1a1a1a;
  border-radius: 4px;
  background: #fff;
  font: inherit;
  cursor: pointer;
}
${part('reload')} {
  background: #1a1a1a;
  color: #fff;
}
`;
