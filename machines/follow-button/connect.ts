import type { EventFrom, SnapshotFrom } from 'xstate';
import { followButtonAnatomy } from './anatomy';
import type { followButtonMachine } from './machine';

type Snapshot = SnapshotFrom<typeof followButtonMachine>;
export type FollowButtonState = 'awaitingConsent' | 'loading' | 'shown' | 'hidden';

/** Site owners often type the handle as they see it ('@bakery'); the link and its text want it once, without '@'. */
export const handleOf = (username: string) => username.trim().replace(/^@+/, '');

/**
 * Pure: snapshot → the button's parts. The link exists only once shown; until then, and for good when the script
 * failed or timed out, the root is `hidden`, so nothing shows and nothing is announced (display-widgets §7: "shown on
 * success; otherwise not shown"). The profile address is `profileUrl` followed by the handle.
 */
// `_send`: the consent watcher and the script loader drive the chart, no part sends an event; the parameter keeps the one signature of every
// connect (docs/architecture.md).
export function connectFollowButton(snapshot: Snapshot, _send: (event: EventFrom<typeof followButtonMachine>) => void, { profileUrl }: { profileUrl: string }) {
  const state = snapshot.value as FollowButtonState;
  const handle = handleOf(snapshot.context.username);
  return {
    state,
    shown: state === 'shown',
    label: `Follow @${handle}`,
    rootProps: { ...followButtonAnatomy.attrs('root'), 'data-state': state, hidden: state !== 'shown' },
    linkProps: {
      ...followButtonAnatomy.attrs('link'),
      href: `${profileUrl}${encodeURIComponent(handle)}`,
      // The visitor stays on the site: the profile opens beside it, without handing it this page (noopener).
      target: '_blank',
      rel: 'noopener noreferrer',
    },
  };
}
