import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { connectAudio } from '../../machines/audio/connect';
import type { audioMachine } from '../../machines/audio/machine';
import { propBinder } from '../shared/bind-props';

export interface AudioViewProps {
  actorRef: ActorRefFrom<typeof audioMachine>;
  /** The server's block element and its `<audio>`, adopted where they are. */
  element: HTMLElement;
  media: HTMLAudioElement;
}

/** An audio block as the server drew it: the chart's state on the block and its element, their events to the chart. Renders nothing. */
export function AudioView({ actorRef, element, media }: AudioViewProps) {
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectAudio(snapshot, actorRef.send);
  const [binder] = useState(propBinder);
  useLayoutEffect(() => () => binder.restore(), [binder]);
  useLayoutEffect(() => {
    binder.bind(element, api.rootProps);
    binder.bind(media, api.mediaProps);
  });
  const latest = useRef(api);
  latest.current = api;
  useLayoutEffect(() => {
    const names = Object.keys(latest.current.mediaHandlers) as Array<keyof typeof api.mediaHandlers>;
    const listeners = names.map((name) => [name, () => latest.current.mediaHandlers[name]()] as const);
    listeners.forEach(([name, listener]) => media.addEventListener(name, listener));
    return () => listeners.forEach(([name, listener]) => media.removeEventListener(name, listener));
  }, [media]);
  return null;
}
