import { logoutMachine, type SessionCrumbFailure } from '../../machines/logout/machine';
import { LogoutView } from '../../views/logout/LogoutView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The logout chart's walk (model-tests/logout.model.test.tsx) and its page in the chart lab: its view; the walk (or
// the lab) settles the two calls (postLogout, deleteSession).

export const DESTINATION = '/?logout=true';

/** Each effect appends its name to a log on the page. */
const log = (name: string) => () => void (document.body.dataset.effects = `${document.body.dataset.effects ?? ''} ${name}`.trim());
export const logoutEffects = {
  storeCrumb: (_: unknown, { crumb }: { crumb: string | undefined }) => log(`storeCrumb(${crumb ?? ''})`)(),
  forgetToken: log('forgetToken'),
  goToDestination: ({ context }: { context: { destination: string } }) => log(`goTo(${context.destination})`)(),
};

export const logoutCase: ChartCase<typeof logoutMachine> = {
  title: 'its view',
  machine: logoutMachine.provide({ actions: logoutEffects }),
  input: { cloneCart: true, destination: DESTINATION },
  mount: async (actorRef, container) => {
    delete document.body.dataset.effects;
    return reactView(LogoutView)(actorRef, container);
  },
  events: {
    'xstate.error.actor.postLogout': [{ error: new Error('Could not log out: Unable to connect…') }],
    'xstate.error.actor.deleteSession': [
      { error: { crumbFail: true, crumb: 'crumb-2' } satisfies SessionCrumbFailure },
      { error: new Error('Your session could not be ended: Unauthorized request') },
    ],
  },
};

export const labCases = [logoutCase];
