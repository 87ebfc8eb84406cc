// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest';
import { thirdPartyAnatomy } from '../machines/third-party/anatomy';
import { consentNotice } from '../machines/third-party/connect';
import type { thirdPartyMachine } from '../machines/third-party/machine';
import { TABLE_BOOKING_NOTICE } from '../machines/third-party/notice';
import { CONSENT_CHANGE_EVENT } from '../runtime/consent/policy';
import { CONSENT_COOKIE, deleteCookie } from '../runtime/cookies';
import { writeConsent } from '../runtime/cookie-values';
import { block, PLAYER, thirdPartyCase, thirdPartyInputs, vendorScript, ZOLA, zolaCase } from './cases/third-party';
import { walkChart, type ChartCase } from './harness';

// The shared chart of the third-party blocks through its view on a server-drawn block, with the runtime's console
// lines and consent watcher. A script kind's load is the page's loader over a load the walk lets the reference
// server's stand-in script arrive through (or fail); SoundCloud's player frame load is the walk's stand-in
// (happy-dom loads no frame page).
// happy-dom loads no iframe page and writes so straight to stderr for each player: expected here, so not shown.
const writeError = process.stderr.write.bind(process.stderr);
beforeAll(() => {
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).includes('Iframe page loading is disabled') || writeError(chunk, ...rest)) as typeof process.stderr.write;
});
afterAll(() => {
  process.stderr.write = writeError;
});

// The console is recorded from before the actor starts: an invalid address is logged as the chart starts.
let errors: string[];
let warnings: string[];
beforeEach(() => {
  errors = [];
  warnings = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  deleteCookie(CONSENT_COOKIE);
});
afterEach(() => vi.restoreAllMocks());
const notice = (container: HTMLElement) => container.querySelector(thirdPartyAnatomy.selector('notice'));
const player = (container: HTMLElement) => container.querySelector<HTMLIFrameElement>(thirdPartyAnatomy.selector('player'));
const widget = (container: HTMLElement) => container.querySelector('[data-vendor-widget]');

/** The shared case's block, its consent cookie gone after it (the console is recorded around every walk). */
const withoutConsent = (shared: ChartCase<typeof thirdPartyMachine>): ChartCase<typeof thirdPartyMachine> => ({
  ...shared,
  mount: async (actorRef, container, trigger) => {
    const unmount = await shared.mount(actorRef, container, trigger);
    return async () => {
      await unmount();
      deleteCookie(CONSENT_COOKIE);
    };
  },
});

/** The server's fallback stays, the block says its state, and nothing of ours is drawn but `expected`. */
function expectBlock(container: HTMLElement, state: string, { note = null as string | null, frame = false } = {}) {
  expect(block(container).dataset.state).toBe(state);
  expect(block(container).querySelector('a[href="/fallback"]')).not.toBeNull();
  expect(notice(container)?.textContent ?? null).toBe(note);
  expect(player(container) !== null).toBe(frame);
  expect(block(container).getAttribute('aria-busy')).toBe(state === 'loading' ? 'true' : null);
}

for (const thirdParty of thirdPartyInputs) {
  const [name] = thirdParty;
  describe(`third-party chart through its view (${name})`, () => {
    walkChart({
      ...withoutConsent(thirdPartyCase(thirdParty)),
      actions: {},
      states: {
        invalid: ({ container }) => {
          expectBlock(container, 'invalid');
          expect(errors).toEqual(['[visitor-runtime] Invalid SoundCloud URL (#b: "https://example.com/song")']);
        },
        preview: ({ container }) => {
          expectBlock(container, 'preview', { note: TABLE_BOOKING_NOTICE });
          expect(errors).toEqual([]);
        },
        loading: ({ container }) => {
          expectBlock(container, 'loading', { frame: true });
          expect(player(container)!.src).toBe(PLAYER);
          expect(player(container)!.title).toBe('SoundCloud player');
          // Sandboxed as the vendor table says: SoundCloud's own origin's script, no top navigation, no forms.
          expect(player(container)!.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
        },
        loaded: ({ container }) => {
          expectBlock(container, 'loaded', { frame: true });
          expect(warnings).toEqual([]);
        },
        failed: ({ container }) => {
          expectBlock(container, 'failed');
          expect(warnings).toEqual([`[visitor-runtime] The SoundCloud block #b shows its fallback: ${PLAYER} failed to load.`]);
        },
      },
    });
  });
}

describe('third-party chart through its view (a Zola block under a restrictive policy, the page’s loader and consent watcher)', () => {
  walkChart({
    ...withoutConsent(zolaCase),
    actions: {
      // The visitor accepts cookies (the banner records the choice and announces it).
      CONSENTED: () => {
        writeConsent('accepted');
        document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'accepted' } }));
      },
      'xstate.done.actor.load': () => vendorScript.arrive(),
      'xstate.error.actor.load': ({ event }) => vendorScript.fail((event as { error?: unknown }).error),
    },
    states: {
      awaitingConsent: ({ container }) => {
        expectBlock(container, 'awaitingConsent', { note: consentNotice('Zola') });
        expect((window as { vendorStandInRuns?: unknown }).vendorStandInRuns).toBeUndefined();
      },
      loading: ({ container }) => {
        expectBlock(container, 'loading');
        expect(widget(container)).toBeNull();
      },
      loaded: ({ container }) => {
        expectBlock(container, 'loaded');
        // The vendor's script ran once and drew its widget into the block.
        expect((window as { vendorStandInRuns?: Record<string, number> }).vendorStandInRuns).toEqual({ zola: 1 });
        expect(widget(container)?.textContent).toBe('Zola registry widget (stand-in)');
      },
      failed: ({ container }) => {
        expectBlock(container, 'failed');
        expect(widget(container)).toBeNull();
        expect(warnings).toEqual([`[visitor-runtime] The Zola block #b shows its fallback: ${ZOLA} failed to load.`]);
      },
    },
  });
});
