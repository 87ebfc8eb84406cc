import { assign, setup } from 'xstate';
import type { ConsentChoice } from '../consent/machine';
import { allowsDecline, normaliseCookieBannerSettings, type CookieBannerSettings } from './settings';
import { isRecord } from '../shared/values';

export type { ConsentChoice };

export interface CookieBannerInput {
  /** Normalised settings (`normaliseCookieBannerSettings`). */
  settings: CookieBannerSettings;
  /** The choice stored in the consent cookie when the banner starts, or null (none, or unreadable). */
  consent: ConsentChoice | null;
  /** Start in forced mode (shown whatever the cookie says). Default false. */
  forced?: boolean;
}

export type CookieBannerEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'FORCE' }
  /** `settings`: new cookie settings in either reading, laid over the current ones (a partial update changes only
   * what it names); anything but an object changes nothing. */
  | { type: 'UPDATE'; settings?: unknown }
  | { type: 'UNFORCE' };

/**
 * The cookie banner (visitor-runtime §4 "Cookie banner"). One rule decides whether it shows:
 * forced, or enabled while no choice is stored. `deciding` applies the rule at the start and after every event
 * that changes one of its terms (FORCE, UPDATE, UNFORCE); ACCEPT and DECLINE store the choice and hide the banner.
 *
 * - FORCE (the editor previews the banner) shows it even with a choice stored or the banner disabled.
 * - UPDATE takes new settings (normalised here); the view re-renders with them (a shown banner stays shown while
 *   the rule holds).
 * - UNFORCE leaves forced mode: the banner stays only if the visitor would see it unforced.
 * - DECLINE exists only for OPT_IN_AND_OUT (OPT_IN has no decline button).
 *
 * A choice made in forced mode is stored like any other; forced mode stays on, so the editor's next UPDATE shows
 * the banner again. Skipping on the forced-v2 marker happens before this chart starts (runtime/consent/banner-initialiser.ts).
 * Effect, provided by the runtime: `storeChoice` (recordConsent: the 30-day cookie and the consent-change event).
 */
export const cookieBannerMachine = setup({
  types: {
    input: {} as CookieBannerInput,
    context: {} as { settings: CookieBannerSettings; consent: ConsentChoice | null; forced: boolean },
    events: {} as CookieBannerEvent,
  },
  guards: {
    shouldShow: ({ context }) =>
      context.forced || (context.settings.isCookieBannerEnabled && context.consent === null),
    allowsDecline: ({ context }) => allowsDecline(context.settings),
  },
  actions: {
    force: assign({ forced: true }),
    unforce: assign({ forced: false }),
    takeSettings: assign({
      settings: ({ context, event }) =>
        event.type === 'UPDATE' && isRecord(event.settings)
          ? normaliseCookieBannerSettings({ ...context.settings, ...event.settings })
          : context.settings,
    }),
    rememberChoice: assign({ consent: (_, params: { choice: ConsentChoice }) => params.choice }),
    // Provided by the runtime: recordConsent(choice).
    storeChoice: (_, _params: { choice: ConsentChoice }) => {},
  },
}).createMachine({
  id: 'cookieBanner',
  context: ({ input }) => ({ settings: input.settings, consent: input.consent, forced: input.forced ?? false }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'shouldShow', target: 'shown' }, { target: 'hidden' }],
    },
    hidden: {
      on: {
        FORCE: { target: 'deciding', actions: 'force' },
        UPDATE: { target: 'deciding', actions: 'takeSettings' },
        UNFORCE: { target: 'deciding', actions: 'unforce' },
      },
    },
    shown: {
      on: {
        ACCEPT: {
          target: 'hidden',
          actions: [
            { type: 'rememberChoice', params: { choice: 'accepted' } },
            { type: 'storeChoice', params: { choice: 'accepted' } },
          ],
        },
        DECLINE: {
          guard: 'allowsDecline',
          target: 'hidden',
          actions: [
            { type: 'rememberChoice', params: { choice: 'declined' } },
            { type: 'storeChoice', params: { choice: 'declined' } },
          ],
        },
        FORCE: { target: 'deciding', actions: 'force' },
        UPDATE: { target: 'deciding', actions: 'takeSettings' },
        UNFORCE: { target: 'deciding', actions: 'unforce' },
      },
    },
  },
});

