import type { ActorRefFrom } from 'xstate';
import { loginMachine } from '../../machines/login/machine';
import { LoginView } from '../../views/login/LoginView';
import { reactView } from '../harness/react-view';
import type { ChartCase } from '../harness/walk-chart';

// The login chart's walk (model-tests/login.model.test.tsx) and its page in the chart lab: its view; effects leave a
// mark on the page, the walk (or the lab) settles the session login (sendLogin).

export const CONFIG = '/config/?frameUrl=%2Fowner';

export const loginEffects = {
  storeToken: (_: unknown, { xsrfToken }: { xsrfToken: string }) => void (document.body.dataset.storedToken = xsrfToken),
  openAccountCreation: () => void (document.body.dataset.accountCreation = 'opened'),
};

const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof loginMachine> }) => <LoginView actorRef={actorRef} configPanelHref={CONFIG} />;

export const loginCase = (useEscapeKeyToLogin: boolean): ChartCase<typeof loginMachine> => ({
  title: `useEscapeKeyToLogin ${useEscapeKeyToLogin}`,
  machine: loginMachine.provide({ actions: loginEffects }),
  input: { useEscapeKeyToLogin },
  mount: async (actorRef, container) => {
    for (const key of ['storedToken', 'accountCreation']) delete document.body.dataset[key];
    return reactView(View)(actorRef, container);
  },
  events: {
    EDIT_EMAIL: [{ value: 'owner@demo-bakery.test' }],
    EDIT_PASSWORD: [{ value: 'sourdough at seven' }],
    SET_REMEMBER_ME: [{ value: true }, { value: false }],
    'xstate.done.actor.sendLogin': [{ output: 'token-1' }],
    'xstate.error.actor.sendLogin': [{ error: new Error('Invalid email or password.') }],
  },
});

export const labCases = [loginCase(false)];
