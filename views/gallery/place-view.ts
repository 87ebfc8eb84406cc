import type { ComponentProps } from 'react';
import { mountView } from '../shared/mount-view';
import type { SlideMarkup } from './types';
import { GalleryView } from './GalleryView';

export type ViewProps = Omit<ComponentProps<typeof GalleryView>, 'onDrawn'>;

/**
 * A moving design adopts the server's slides where they are: its frame (region, controls, status, thumbnails) is
 * drawn in a box put where the slide container was, and the design moves the container into its viewport at its
 * first commit, in the same task, so the page never shows the block empty. A published page's markup is put aside at
 * that commit (its slides were drawn again in ours) and comes back on unmount; ours comes back by itself, and the
 * adopted elements get their own attributes back.
 */
export function adoptInBlock(element: HTMLElement, container: HTMLElement, markup: SlideMarkup, view: ViewProps, drawn: () => void): () => void {
  const host = element.ownerDocument.createElement('div');
  const published = markup.track !== container;
  if (published) element.append(host);
  else container.before(host);
  let aside: ChildNode[] = [];
  const onDrawn = () => {
    if (published) {
      aside = Array.from(element.childNodes).filter((node) => node !== host);
      aside.forEach((node) => node.remove());
    } else {
      // What the server drew beside the slides (its own controls) is drawn by the view now: hidden until destroy,
      // and kept in place, where the slide container goes back to.
      for (const child of Array.from(element.children)) if (child !== host && child !== markup.track) markup.binder.bind(child, { hidden: true });
    }
    drawn();
  };
  // Not a transition: the frame is small (the slides are the server's), so each gallery renders in a short task of
  // its own at once, rather than waiting behind every other gallery's interruptible render.
  const unmount = mountView(GalleryView, { ...view, onDrawn }, host, { onError: drawn });
  return () => {
    unmount();
    markup.binder.restore();
    host.remove();
    if (published) element.prepend(...aside);
  };
}

/**
 * A grid-like design draws its items: the server-rendered markup is kept aside and comes back on unmount (a later
 * boot enhances it again). It stays until the view's first commit, which clears the root's container: an emptied
 * block would collapse the page until then, bringing the blocks below it (and their images) near the viewport.
 */
export function renderInBlock(element: HTMLElement, view: ViewProps, drawn: () => void): () => void {
  const serverRendered = Array.from(element.childNodes);
  const unmount = mountView(GalleryView, { ...view, onDrawn: drawn }, element, { yielding: true, onError: drawn });
  return () => {
    unmount();
    element.replaceChildren(...serverRendered);
  };
}
