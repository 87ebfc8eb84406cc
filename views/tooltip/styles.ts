import { tooltipAnatomy } from '../../machines/tooltip/anatomy';

const part = tooltipAnatomy.selector;

/** Styles of the tooltip, injected once by the view. Position, width and z-index are set inline by the view. It takes
 * the pointer (no `pointer-events: none`): the visitor may move onto it to read it (WCAG 1.4.13 "hoverable"). */
export const tooltipCss = `
${part('root')} {
  position: fixed;
  box-sizing: border-box;
  padding: 8px 12px;
  border-radius: 4px;
  background: #1f1f1f;
  color: #fff;
  font: 14px/1.4 system-ui, sans-serif;
  text-align: left;
  overflow-wrap: break-word;
  box-shadow: 0 4px 14px rgb(0 0 0 / 0.25);
}
`;
