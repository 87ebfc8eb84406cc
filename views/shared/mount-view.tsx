import { startTransition, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Renders a view into a container; returns the unmount. The one way views reach the DOM. `yielding` renders it as a
 * transition, which React interrupts every few milliseconds for input: for a large view that is not urgent (a
 * gallery of 50 slides replacing its server-rendered copy), so that twenty of them do not make a long task. `sync`
 * draws it before returning: for a view that replaces markup the visitor may be typing into.
 */
export function mountView<P extends object>(
  View: ComponentType<P>,
  props: P,
  container: Element,
  { yielding = false, sync = false, onError }: { yielding?: boolean; sync?: boolean; onError?: () => void } = {},
): () => void {
  // A view that throws is reported as React would, and its caller told (a mount waiting for the first draw goes on).
  const root = createRoot(container, {
    onUncaughtError: (error) => {
      // React's own default: the page's error event where the environment has reportError (every browser), else the
      // console (a DOM emulation in tests has none, and throwing here escaped the test run)
      if (typeof reportError === 'function') reportError(error);
      else console.error(error);
      onError?.();
    },
  });
  const render = () => root.render(<View {...props} />);
  if (yielding) startTransition(render);
  else if (sync) flushSync(render);
  else render();
  return () => root.unmount();
}

/**
 * Binds a view to markup the server drew (its parts reached through portals or props on the server's elements): its
 * React root is a detached element of its own, never in the page, and it is drawn before returning, since the
 * visitor may already be using those elements.
 */
export const mountDetached = <P extends object>(View: ComponentType<P>, props: P): (() => void) =>
  mountView(View, props, document.createElement('div'), { sync: true });
