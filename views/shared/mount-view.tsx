import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders a view into a container; returns the unmount. The one way views reach the DOM. */
export function mountView<P extends object>(View: ComponentType<P>, props: P, container: Element): () => void {
  const root = createRoot(container);
  root.render(<View {...props} />);
  return () => root.unmount();
}
