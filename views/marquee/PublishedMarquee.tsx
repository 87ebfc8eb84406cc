import { useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import { connectMarquee } from '../../machines/marquee/connect';
import type { marqueeMachine } from '../../machines/marquee/machine';
import type { ServerMarquee } from '../../runtime/marquee/read-published';
import { propBinder } from '../shared/bind-props';
import { useStyle } from '../shared/use-style';
import { marqueeCss } from './styles';

interface Props extends ServerMarquee {
  actorRef: ActorRefFrom<typeof marqueeMachine>;
}

/**
 * A marquee as the server drew it, driven by the chart: each render writes the chart's state onto the server's
 * line, track and groups (views/shared/bind-props.ts, undone on destroy); the pointer over the line goes to the
 * chart. React renders only what the markup lacks, the pause/play control (WCAG 2.2.2), into the line. The motion
 * itself is the runtime's animation: the chart changes state when it starts or stops, never per frame.
 */
export function PublishedMarquee({ actorRef, root, track, groups }: Props) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectMarquee(snapshot, actorRef.send);
  const [binder] = useState(propBinder);
  useStyle('marquee', marqueeCss);
  useLayoutEffect(() => () => binder.restore(), [binder]);

  useLayoutEffect(() => {
    binder.bind(root, api.rootProps);
    binder.bind(track, api.trackProps);
    groups.forEach((group, index) => binder.bind(group, api.getGroupProps(index)));
  });

  // The listeners stay for the view's life and call the handlers of the latest render.
  const latest = useRef(api);
  latest.current = api;
  useEffect(() => {
    const enter = () => latest.current.rootProps.onPointerEnter();
    const leave = () => latest.current.rootProps.onPointerLeave();
    root.addEventListener('pointerenter', enter);
    root.addEventListener('pointerleave', leave);
    return () => {
      root.removeEventListener('pointerenter', enter);
      root.removeEventListener('pointerleave', leave);
    };
  }, [root]);

  const { controlText, controlProps } = api;
  return createPortal(<button {...controlProps}>{controlText}</button>, root);
}
