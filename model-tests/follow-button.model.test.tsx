// @vitest-environment happy-dom
import { describe, expect, vi } from 'vitest';
import { followButtonAnatomy } from '../machines/follow-button/anatomy';
import type { followButtonMachine } from '../machines/follow-button/machine';
import { CONSENT_CHANGE_EVENT } from '../runtime/consent/policy';
import { writeConsent } from '../runtime/cookie-values';
import { CONSENT_COOKIE, deleteCookie } from '../runtime/cookies';
import { followStandInScript } from '../scripts/server/follow-stand-in';
import { followButtonActors } from '../runtime/follow-button/effects';
import { followButtonAwaitingConsentCase, followButtonCase } from './cases/follow-button';
import { walkChart, type ChartCase } from './harness';

// The script is the reference server's stand-in, run in happy-dom when the walk lets it arrive; the chart's actor
// and warnings are the page's own (runtime/follow-button/effects.ts). The 10 s timeout is the chart's `after`.

/** The script load of the current path: the walk makes it arrive or fail. */
let script: { arrive: () => void; fail: (error: unknown) => void };
const load = () =>
  new Promise<void>((resolve, reject) => {
    script = {
      arrive: () => {
        window.eval(followStandInScript);
        resolve();
      },
      fail: reject,
    };
  });
let warn: ReturnType<typeof vi.spyOn>;

const root = (container: HTMLElement) => container.querySelector<HTMLElement>(followButtonAnatomy.selector('root'))!;
const link = (container: HTMLElement) => container.querySelector<HTMLAnchorElement>(followButtonAnatomy.selector('link'));

/** Nothing to see or hear: an empty root, hidden from sight and from assistive technology. */
function expectNothingShown(container: HTMLElement, state: string) {
  expect(root(container).dataset.state).toBe(state);
  expect(root(container).hidden).toBe(true);
  expect(root(container).childElementCount).toBe(0);
  expect(container.textContent).toBe('');
}

const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

/** The walk of one case: the page's consent watch and a script load the walk settles. */
const walk = (shared: ChartCase<typeof followButtonMachine>) =>
  walkChart({
    ...shared,
    actors: followButtonActors(RESTRICTIVE, load),
    mount: async (actorRef, container) => {
      warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const unmount = await shared.mount(actorRef, container);
      return async () => {
        await unmount();
        warn.mockRestore();
        deleteCookie(CONSENT_COOKIE);
      };
    },
    actions: {
      // The visitor accepts cookies (the banner records the choice and announces it).
      CONSENTED: () => {
        writeConsent('accepted');
        document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'accepted' } }));
      },
      // The script arrives (and runs), or fails to load: the only two answers of the environment.
      'xstate.done.actor.loadFollowScript': () => script.arrive(),
      'xstate.error.actor.loadFollowScript': ({ event }) => script.fail((event as { error?: unknown }).error),
    },
    states: {
      awaitingConsent: ({ container }) => {
        expectNothingShown(container, 'awaitingConsent');
        expect(warn).not.toHaveBeenCalled();
      },
      loading: ({ container }) => {
        expectNothingShown(container, 'loading');
        expect(warn).not.toHaveBeenCalled();
      },
      shown: ({ container }) => {
        expect((window as { followStandInRuns?: number }).followStandInRuns).toBeGreaterThan(0);
        expect(root(container).hidden).toBe(false);
        expect(root(container).dataset.state).toBe('shown');
        const followLink = link(container)!;
        expect(followLink.textContent).toBe('Follow @demo.bakery');
        expect(followLink.getAttribute('href')).toBe('https://social.example/demo.bakery');
        expect(followLink.getAttribute('rel')).toBe('noopener noreferrer');
        expect(warn).not.toHaveBeenCalled();
      },
      hidden: ({ container }) => {
        expectNothingShown(container, 'hidden');
        // Failed or timed out: one warning naming the button and its script.
        expect(warn).toHaveBeenCalledTimes(1);
        const [message] = warn.mock.calls[0]! as [string];
        expect(message).toMatch(/^\[visitor-runtime\] Follow button #follow-1 \(@demo\.bakery\) is not shown: its script \/follow\/widget\.js /);
        expect(message).toMatch(/ (failed to load|did not load within 10 s)\.$/);
      },
    },
  });

describe('follow-button chart through its view and the stand-in script', () => {
  walk(followButtonCase);
});

describe('follow-button chart under a restrictive policy: nothing loads before the visitor consents', () => {
  walk(followButtonAwaitingConsentCase);
});
