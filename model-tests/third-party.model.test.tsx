// @vitest-environment happy-dom
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { thirdPartyAnatomy } from '../machines/third-party/anatomy';
import { consentNotice } from '../machines/third-party/connect';
import { thirdPartyMachine, type ThirdPartyInput } from '../machines/third-party/machine';
import { TABLE_BOOKING_NOTICE } from '../machines/third-party/notice';
import { CONSENT_CHANGE_EVENT } from '../runtime/consent/policy';
import { CONSENT_COOKIE, deleteCookie } from '../runtime/cookies';
import { writeConsent } from '../runtime/cookie-values';
import { thirdPartyActors, thirdPartyEffects } from '../runtime/third-party/effects';
import { vendorStandInScript } from '../scripts/server/vendor-stand-in';
import { ThirdPartyView } from '../views/third-party/ThirdPartyView';
import { renderNow } from './harness/render-now';
import { walkChart, type Mount } from './harness';

// The shared chart of the third-party blocks through its view on a server-drawn block, with the runtime's console
// lines and consent watcher. A script kind's load is the page's loader over a load the walk lets the reference
// server's stand-in script arrive through (or fail); SoundCloud's player frame load is the walk's stand-in
// (happy-dom loads no frame page).
const PLAYER = 'http://localhost:3000/soundcloud/player?url=https%3A%2F%2Fsoundcloud.com%2Fdemo-bakery%2Fmorning';
const ZOLA = 'http://localhost:3000/vendor/zola.js';
const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

// happy-dom loads no iframe page and writes so straight to stderr for each player: expected here, so not shown.
const writeError = process.stderr.write.bind(process.stderr);
beforeAll(() => {
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    String(chunk).includes('Iframe page loading is disabled') || writeError(chunk, ...rest)) as typeof process.stderr.write;
});
afterAll(() => {
  process.stderr.write = writeError;
});

/** The script load of the current path: the walk makes it arrive (the stand-in runs) or fail. */
let script: { arrive: () => void; fail: (error: unknown) => void };
const load = () =>
  new Promise<void>((resolve, reject) => {
    script = {
      arrive: () => {
        window.eval(vendorStandInScript('zola'));
        resolve();
      },
      fail: reject,
    };
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
const block = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-block-type]')!;
const notice = (container: HTMLElement) => container.querySelector(thirdPartyAnatomy.selector('notice'));
const player = (container: HTMLElement) => container.querySelector<HTMLIFrameElement>(thirdPartyAnatomy.selector('player'));
const widget = (container: HTMLElement) => container.querySelector('[data-vendor-widget]');

/** A server-drawn block of `kind` holding its fallback link, driven by the view; the console recorded. */
const mountBlock =
  (kind: string): Mount<typeof thirdPartyMachine> =>
  async (actorRef, container) => {
    container.innerHTML = `<div id="b" data-block-type="${kind}"><a href="/fallback">Open it on the vendor's site</a></div>`;
    const root = createRoot(document.createElement('div'));
    await renderNow(() => root.render(<ThirdPartyView actorRef={actorRef as ActorRefFrom<typeof thirdPartyMachine>} element={block(container)} />));
    return async () => {
      await renderNow(() => root.unmount());
      deleteCookie(CONSENT_COOKIE);
      delete (window as { vendorStandInRuns?: unknown }).vendorStandInRuns;
    };
  };

/** The server's fallback stays, the block says its state, and nothing of ours is drawn but `expected`. */
function expectBlock(container: HTMLElement, state: string, { note = null as string | null, frame = false } = {}) {
  expect(block(container).dataset.state).toBe(state);
  expect(block(container).querySelector('a[href="/fallback"]')).not.toBeNull();
  expect(notice(container)?.textContent ?? null).toBe(note);
  expect(player(container) !== null).toBe(frame);
  expect(block(container).getAttribute('aria-busy')).toBe(state === 'loading' ? 'true' : null);
}

const cases: Array<[string, ThirdPartyInput]> = [
  ['a valid SoundCloud track, tracking allowed', { kind: 'soundcloud', source: PLAYER, preview: false, consented: true }],
  ['an invalid SoundCloud address', { kind: 'soundcloud', source: null, preview: false, consented: true }],
  ['an OpenTable block seen by a logged-in owner', { kind: 'opentable', source: ZOLA, preview: true, consented: false }],
];

for (const [name, input] of cases) {
  describe(`third-party chart through its view (${name})`, () => {
    walkChart({
      machine: thirdPartyMachine.provide({ actions: thirdPartyEffects(input.kind, 'b', input.source === null ? 'https://example.com/song' : input.source) }),
      input,
      mount: mountBlock(input.kind),
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
  const site = RESTRICTIVE;
  walkChart({
    machine: thirdPartyMachine.provide({ actions: thirdPartyEffects('zola', 'b', ZOLA) }),
    input: { kind: 'zola', source: ZOLA, preview: false, consented: false },
    actors: thirdPartyActors(site, document, load),
    mount: mountBlock('zola'),
    actions: {
      // The visitor accepts cookies (the banner records the choice and announces it).
      CONSENTED: () => {
        writeConsent('accepted');
        document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'accepted' } }));
      },
      'xstate.done.actor.load': () => script.arrive(),
      'xstate.error.actor.load': ({ event }) => script.fail((event as { error?: unknown }).error),
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
