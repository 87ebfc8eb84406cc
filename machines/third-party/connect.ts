import type { EventFrom, SnapshotFrom } from 'xstate';
import { thirdPartyAnatomy } from './anatomy';
import type { thirdPartyMachine } from './machine';
import { TABLE_BOOKING_NOTICE } from './notice';
import { VENDOR_NAMES } from './rules';

type Snapshot = SnapshotFrom<typeof thirdPartyMachine>;
export type ThirdPartyState = 'idle' | 'invalid' | 'preview' | 'awaitingConsent' | 'loading' | 'loaded' | 'failed';

/** What the visitor reads while a tracking vendor waits for their consent (the server's fallback stays beside it). */
export const consentNotice = (vendor: string) => `The ${vendor} content loads once you accept cookies.`;

/**
 * Pure: snapshot → the block's parts. The root (the server's element) carries the state and is busy while loading;
 * a line of ours says why nothing loads (the owner's preview, consent still to give); SoundCloud's player frame is
 * there from `loading` on (its load is the chart's).
 */
// `_send`: the loader and the consent watcher drive the chart, no part sends an event; the parameter keeps the one
// signature of every connect (docs/architecture.md).
export function connectThirdParty(snapshot: Snapshot, _send: (event: EventFrom<typeof thirdPartyMachine>) => void) {
  const state = snapshot.value as ThirdPartyState;
  const { kind, source, frame } = snapshot.context;
  const vendor = VENDOR_NAMES[kind];
  const notice = state === 'preview' ? TABLE_BOOKING_NOTICE : state === 'awaitingConsent' ? consentNotice(vendor) : null;
  const playing = kind === 'soundcloud' && (state === 'loading' || state === 'loaded');
  return {
    state,
    rootProps: { ...thirdPartyAnatomy.attrs('root'), 'data-state': state, 'aria-busy': state === 'loading' ? true : undefined },
    notice,
    noticeProps: { ...thirdPartyAnatomy.attrs('notice'), role: 'note' },
    // The frame is sandboxed as the vendor table says: a player without its policy is not drawn.
    playerProps:
      playing && source !== null && frame !== null
        ? { ...thirdPartyAnatomy.attrs('player'), src: source, title: `${vendor} player`, sandbox: frame.sandbox, allow: frame.allow, width: '100%', height: '166' }
        : null,
  };
}
