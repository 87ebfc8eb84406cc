import { fontsMachine } from '../../machines/fonts/machine';
import type { ChartCase } from '../harness/walk-chart';

// The fonts chart's page in the chart lab and what its walk (model-tests/fonts.model.test.tsx) shares with it.
export const KIT = '/typekit/abc1234.css';
export const GOOGLE = '/fonts/css?family=Lato%3A400%2C700';

// The chart has no view: the walk's mount wires up the runtime around it instead.

export const fontsCase: ChartCase<typeof fontsMachine> = {
  title: 'no view',
  machine: fontsMachine,
  input: { typekitUrl: KIT, googleFontsUrl: GOOGLE, consented: true },
  events: {
    'xstate.error.actor.typekit': [{ error: new Error(`${KIT} could not be loaded`) }],
    'xstate.error.actor.googleFonts': [{ error: new Error(`${GOOGLE} could not be loaded`) }],
  },
  mount: () => () => {},
  noView: "it loads the site's font kits into the page",
};

/** The same fonts under a restrictive policy, before the visitor's consent: they wait, then load. */
export const fontsAwaitingConsentCase: ChartCase<typeof fontsMachine> = {
  ...fontsCase,
  title: 'no view, under a restrictive policy before consent',
  input: { typekitUrl: KIT, googleFontsUrl: GOOGLE, consented: false },
};

export const labCases = [fontsCase, fontsAwaitingConsentCase];
