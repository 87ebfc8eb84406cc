import { useSelector } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ActorRefFrom } from 'xstate';
import { connectThirdParty } from '../../machines/third-party/connect';
import type { thirdPartyMachine } from '../../machines/third-party/machine';
import { propBinder } from '../shared/bind-props';

export interface ThirdPartyViewProps {
  actorRef: ActorRefFrom<typeof thirdPartyMachine>;
  /** The server's block element: its fallback content (a link to book or listen) stays; ours is appended. */
  element: HTMLElement;
}

/**
 * A third-party block as the server drew it: the chart's state is written onto the block (undone on destroy), and
 * React adds, by a portal, only what the markup lacks: the line that says why nothing loads (the owner's preview,
 * consent to give) and SoundCloud's player. A vendor's script draws its widget itself.
 */
export function ThirdPartyView({ actorRef, element }: ThirdPartyViewProps) {
  const api = useSelector(actorRef, (snapshot) => connectThirdParty(snapshot, actorRef.send), (a, b) => a.state === b.state);
  const [binder] = useState(propBinder);
  useLayoutEffect(() => () => binder.restore(), [binder]);
  useLayoutEffect(() => binder.bind(element, api.rootProps));
  return createPortal(
    <>
      {api.notice && <p {...api.noticeProps}>{api.notice}</p>}
      {api.playerProps && <iframe {...api.playerProps} />}
    </>,
    element,
  );
}
