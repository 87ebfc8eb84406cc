/** Whether the visitor asked for reduced motion (false where the browser cannot tell). */
export const prefersReducedMotion = (win: Window = window): boolean =>
  typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
