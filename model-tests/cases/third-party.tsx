import { createRoot } from 'react-dom/client';
import type { ActorRefFrom } from 'xstate';
import { thirdPartyMachine, type ThirdPartyInput } from '../../machines/third-party/machine';
import { thirdPartyActors, thirdPartyEffects } from '../../runtime/third-party/effects';
import { VENDORS } from '../../runtime/vendors';
import { vendorStandInScript } from '../../scripts/server/vendor-stand-in';
import { ThirdPartyView } from '../../views/third-party/ThirdPartyView';
import { renderNow } from '../harness/render-now';
import type { ChartCase, Mount } from '../harness/walk-chart';

// The third-party chart's walks (model-tests/third-party.model.test.tsx) and its page in the chart lab: the shared
// chart of the third-party blocks through its view on a server-drawn block, with the runtime's console lines. A
// script kind's load is the page's loader over a load the walk lets the reference server's stand-in script arrive
// through (or fail).

export const PLAYER = 'http://localhost:3000/soundcloud/player?url=https%3A%2F%2Fsoundcloud.com%2Fdemo-bakery%2Fmorning';
export const ZOLA = 'http://localhost:3000/vendor/zola.js';
const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

/** The script load of the current path: the walk makes it arrive (the stand-in runs) or fail. */
export let vendorScript: { arrive: () => void; fail: (error: unknown) => void };
const load = () =>
  new Promise<void>((resolve, reject) => {
    vendorScript = {
      arrive: () => {
        window.eval(vendorStandInScript('zola'));
        resolve();
      },
      fail: reject,
    };
  });

export const block = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-block-type]')!;

/** A server-drawn block of `kind` holding its fallback link, driven by the view. */
const mountBlock =
  (kind: string): Mount<typeof thirdPartyMachine> =>
  async (actorRef, container) => {
    container.innerHTML = `<div id="b" data-block-type="${kind}"><a href="/fallback">Open it on the vendor's site</a></div>`;
    const root = createRoot(document.createElement('div'));
    await renderNow(() => root.render(<ThirdPartyView actorRef={actorRef as ActorRefFrom<typeof thirdPartyMachine>} element={block(container)} />));
    return async () => {
      await renderNow(() => root.unmount());
      delete (window as { vendorStandInRuns?: unknown }).vendorStandInRuns;
    };
  };

export const thirdPartyInputs: Array<[string, ThirdPartyInput]> = [
  ['a valid SoundCloud track, tracking allowed', { kind: 'soundcloud', source: PLAYER, frame: VENDORS.soundcloud.frame, preview: false, consented: true }],
  ['an invalid SoundCloud address', { kind: 'soundcloud', source: null, frame: null, preview: false, consented: true }],
  ['an OpenTable block seen by a logged-in owner', { kind: 'opentable', source: ZOLA, frame: null, preview: true, consented: false }],
];

export const thirdPartyCase = ([title, input]: [string, ThirdPartyInput]): ChartCase<typeof thirdPartyMachine> => ({
  title,
  machine: thirdPartyMachine.provide({
    actions: thirdPartyEffects(input.kind, 'b', { field: 'url', given: input.source === null ? 'https://example.com/song' : input.source, problem: null }),
  }),
  input,
  mount: mountBlock(input.kind),
});

/** A Zola block under a restrictive policy, with the page's loader and consent watcher. */
export const zolaCase: ChartCase<typeof thirdPartyMachine> = {
  title: 'a Zola block under a restrictive policy',
  machine: thirdPartyMachine.provide({ actions: thirdPartyEffects('zola', 'b', { field: 'data-script-src', given: ZOLA, problem: null }) }),
  input: { kind: 'zola', source: ZOLA, frame: null, preview: false, consented: false },
  actors: thirdPartyActors(RESTRICTIVE, document, load),
  mount: mountBlock('zola'),
};

// The lab shows the Zola block with its actors as the lab's stand-ins: the lab says when consent comes and settles the
// script's load (the SoundCloud player's frame would ask a server the lab does not run).
const { actors: _pageActors, ...zolaSettledFromTheLab } = zolaCase;
export const labCases = [{ ...zolaSettledFromTheLab, title: `${zolaCase.title} (its consent watch and script load settled from the lab)` }];
