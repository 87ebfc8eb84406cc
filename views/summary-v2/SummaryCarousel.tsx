import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { galleryMachine } from '../../machines/gallery/machine';
import { connectSummaryCarousel, type GalleryConnect } from '../../machines/summary/carousel-connect';
import type { ServerSummaryCarousel } from '../../runtime/summary/read-published';
import { propBinder } from '../shared/bind-props';

interface Props extends ServerSummaryCarousel {
  gallery: ActorRefFrom<typeof galleryMachine>;
  blockId: string;
  gutter: number;
  /** the gallery's connect, from its chunk */
  connect: GalleryConnect;
}

/**
 * A summary carousel as the server drew it, moved by the gallery's chart: each render writes the chart's state onto
 * the server's container, list, items and pager (undone on destroy); presses and Enter or Space on the pager go to
 * connect's handlers. Renders only the status line.
 */
export function SummaryCarousel({ gallery, blockId, gutter, connect, container, list, items, previous, next, heading }: Props) {
  const snapshot = useSelector(gallery, (s) => s);
  const api = connectSummaryCarousel(snapshot, gallery.send, { id: blockId, label: heading ?? 'Summary', gutter, gallery: connect });
  const [binder] = useState(propBinder);
  useLayoutEffect(() => () => binder.restore(), [binder]);

  useLayoutEffect(() => {
    binder.bind(container, api.regionProps);
    binder.bind(list, api.trackProps);
    items.forEach((item, index) => binder.bind(item, api.getSlideProps(index)));
    binder.bind(previous, api.previousProps);
    binder.bind(next, api.nextProps);
  });

  // The listeners stay for the view's life and call the handlers of the latest render. Attached in the commit, so a
  // press held while the block loaded, replayed a task after mounting, finds them.
  const latest = useRef(api);
  latest.current = api;
  useLayoutEffect(() => {
    const controls = [
      [previous, () => latest.current.previousProps.onClick()],
      [next, () => latest.current.nextProps.onClick()],
    ] as const;
    const detach = controls.map(([element, press]) => {
      const onKey = (event: KeyboardEvent) => {
        // A span with the button role activates as a button does.
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        press();
      };
      element.addEventListener('click', press);
      element.addEventListener('keydown', onKey);
      return () => {
        element.removeEventListener('click', press);
        element.removeEventListener('keydown', onKey);
      };
    });
    return () => detach.forEach((off) => off());
  }, [previous, next]);

  return <div {...api.statusProps}>{api.statusText}</div>;
}
