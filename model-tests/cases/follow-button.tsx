import type { ActorRefFrom } from 'xstate';
import { followButtonMachine } from '../../machines/follow-button/machine';
import { followButtonEffects } from '../../runtime/follow-button/effects';
import { FollowButtonView } from '../../views/follow-button/FollowButtonView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The follow-button chart's walk (model-tests/follow-button.model.test.tsx) and its page in the chart lab: its view
// with the page's own warnings (runtime/follow-button/effects.ts); the script load is a stand-in the lab settles (the
// walk runs the reference server's stand-in script). The 10 s timeout is the chart's `after`.

export const BLOCK_ID = 'follow-1';
export const USERNAME = '@demo.bakery';
export const SCRIPT_URL = '/follow/widget.js';
export const PROFILE_URL = 'https://social.example/';

const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof followButtonMachine> }) => <FollowButtonView actorRef={actorRef} profileUrl={PROFILE_URL} />;

export const followButtonCase: ChartCase<typeof followButtonMachine> = {
  title: 'its view',
  machine: followButtonMachine.provide({ actions: followButtonEffects(BLOCK_ID) }),
  input: { username: USERNAME, scriptUrl: SCRIPT_URL, consented: true },
  mount: reactView(View),
};

/** The same button under a restrictive policy, before the visitor's consent: it waits, then loads. */
export const followButtonAwaitingConsentCase: ChartCase<typeof followButtonMachine> = {
  ...followButtonCase,
  title: 'its view under a restrictive policy, before consent',
  input: { username: USERNAME, scriptUrl: SCRIPT_URL, consented: false },
};

export const labCases = [followButtonCase, followButtonAwaitingConsentCase];
