import { setup } from 'xstate';
import { providedCallback, providedPromise } from '../shared/provided';
import type { FramePolicy } from '../shared/frame-policy';
import type { ThirdPartyKind } from './types';

export interface ThirdPartyInput {
  kind: ThirdPartyKind;
  /**
   * The vendor's script (or SoundCloud's player) address, absolute, as the runtime's vendor table took it; null when
   * the block's is not valid or the table refused it.
   */
  source: string | null;
  /** SoundCloud's player frame: its sandbox and permissions (the vendor table's); null for the script kinds. */
  frame: FramePolicy | null;
  /** A table-booking kind shown to a logged-in account: the owner notice, and no script (visitor-runtime §2). */
  preview: boolean;
  /** Whether the page may load a tracking third party now (the visitor's consent under a restrictive policy). */
  consented: boolean;
}

export type ThirdPartyEvent = { type: 'CONSENTED' };

/**
 * A third-party block (visitor-runtime §2, §7: SoundCloud, Acuity, Zola and the two table-booking kinds): decides
 * once at mount (`idle`), then `invalid` (its address is not one: logged by `reportInvalid`), `preview` (the owner's
 * notice), `awaitingConsent` (the vendor tracks, so nothing loads until the visitor accepts: `watchConsent`, provided
 * by the runtime, answers CONSENTED) or `loading`: the runtime's `load` (the page's one load of that script, or the
 * SoundCloud player's frame) → `loaded` | `failed` (`warnFailed`). How long a script may take is the vendor's: a slow
 * one stays `loading`, with the server's fallback content shown meanwhile.
 */
export const thirdPartyMachine = setup({
  types: {
    input: {} as ThirdPartyInput,
    context: {} as ThirdPartyInput,
    events: {} as ThirdPartyEvent,
  },
  actors: {
    load: providedPromise<void, { kind: ThirdPartyKind; source: string }>(),
    watchConsent: providedCallback(),
  },
  guards: {
    invalid: ({ context }) => context.source === null,
    preview: ({ context }) => context.preview,
    consentPending: ({ context }) => !context.consented,
  },
  actions: {
    // Provided by the runtime (runtime/third-party/effects.ts): the console lines.
    reportInvalid: () => {},
    warnFailed: () => {},
  },
}).createMachine({
  id: 'thirdParty',
  context: ({ input }) => ({ ...input }),
  initial: 'idle',
  states: {
    idle: {
      always: [
        { guard: 'invalid', target: 'invalid' },
        { guard: 'preview', target: 'preview' },
        { guard: 'consentPending', target: 'awaitingConsent' },
        { target: 'loading' },
      ],
    },
    invalid: { type: 'final', entry: 'reportInvalid' },
    preview: { type: 'final' },
    awaitingConsent: {
      invoke: { id: 'watchConsent', src: 'watchConsent' },
      on: { CONSENTED: 'loading' },
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ kind: context.kind, source: context.source! }),
        onDone: 'loaded',
        onError: { target: 'failed', actions: 'warnFailed' },
      },
    },
    loaded: { type: 'final' },
    failed: { type: 'final' },
  },
});
