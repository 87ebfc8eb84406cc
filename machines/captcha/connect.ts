import type { EventFrom, SnapshotFrom } from 'xstate';
import { captchaAnatomy } from './anatomy';
import type { captchaMachine } from './machine';

type Snapshot = SnapshotFrom<typeof captchaMachine>;

/** What the visitor reads when the provider script did not load ("captcha not set up", visitor-runtime §8). */
export const CAPTCHA_NOT_SET_UP = 'The CAPTCHA could not be loaded. Please reload the page and try again.';

/** The polite status line per state; '' where the widget speaks for itself. */
export const CAPTCHA_STATUS = {
  unrendered: 'Loading CAPTCHA…',
  unsolved: '',
  solved: 'CAPTCHA completed.',
  expired: 'The CAPTCHA expired. Please complete it again.',
  reset: 'Please complete the CAPTCHA again.',
  notSetUp: CAPTCHA_NOT_SET_UP,
  destroyed: '',
} as const;

export type CaptchaState = keyof typeof CAPTCHA_STATUS;

export function captchaState(snapshot: Snapshot): CaptchaState {
  if (snapshot.matches('rendered')) {
    return snapshot.matches({ rendered: 'solved' }) ? 'solved' : snapshot.matches({ rendered: 'expired' }) ? 'expired' : 'unsolved';
  }
  return snapshot.value as Exclude<CaptchaState, 'unsolved' | 'solved' | 'expired'>;
}

/** Pure: snapshot → the captcha's parts. The provider draws inside `widget`; `message` is a polite live region. */
// `_send`: the provider's widget sends the chart's events, no part of ours does; the parameter keeps the one
// signature of every connect (docs/architecture.md).
export function connectCaptcha(snapshot: Snapshot, _send: (event: EventFrom<typeof captchaMachine>) => void, { id = 'captcha' }: { id?: string } = {}) {
  const state = captchaState(snapshot);
  const ids = { root: `${id}:root`, widget: `${id}:widget`, message: `${id}:message` };
  const part = (name: (typeof captchaAnatomy.parts)[number]) => ({ ...captchaAnatomy.attrs(name), 'data-state': state });
  return {
    state,
    ids,
    /** The token to submit; null while unsolved (the form then says 'Complete CAPTCHA before submitting.'). */
    token: snapshot.context.token,
    solved: snapshot.context.token !== null,
    message: CAPTCHA_STATUS[state],
    rootProps: { ...part('root'), id: ids.root, hidden: state === 'destroyed' },
    widgetProps: { ...part('widget'), id: ids.widget, 'aria-busy': state === 'unrendered' || undefined },
    messageProps: {
      ...part('message'),
      id: ids.message,
      'aria-live': 'polite' as const,
      'data-error': state === 'notSetUp' || undefined,
    },
  };
}
