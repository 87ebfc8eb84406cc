import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectFollowButton } from '../../machines/follow-button/connect';
import type { followButtonMachine } from '../../machines/follow-button/machine';

export interface FollowButtonViewProps {
  actorRef: ActorRefFrom<typeof followButtonMachine>;
  /** The network's profile address before the handle, e.g. 'https://x.com/'. */
  profileUrl: string;
}

/** A real link, 'Follow @handle', drawn only once the follow script has loaded; otherwise an empty hidden root. */
export function FollowButtonView({ actorRef, profileUrl }: FollowButtonViewProps) {
  const api = useSelector(actorRef, (snapshot) => connectFollowButton(snapshot, actorRef.send, { profileUrl }), sameState);
  return <span {...api.rootProps}>{api.shown && <a {...api.linkProps}>{api.label}</a>}</span>;
}

// The context never changes: the state alone decides what is drawn.
const sameState = (a: { state: string }, b: { state: string }) => a.state === b.state;
