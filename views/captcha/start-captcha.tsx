import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import type { CaptchaInput } from '../../machines/captcha/machine';
import { CaptchaView } from './CaptchaView';
import { captchaLogic, type CaptchaActorRef } from '../../runtime/captcha/effects';

export interface CaptchaSlot {
  actorRef: CaptchaActorRef;
  /** Render once, where the widget goes; unmounting it destroys the captcha. */
  view: ReactNode;
  /** The token to submit as captchaKey; null while unsolved. */
  token(): string | null;
  solved(): boolean;
  /** Called on every change (solved, expired, reset…); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** After a failed submission (visitor-runtime §4 "Form"). */
  reset(): void;
}

type Logic = ReturnType<typeof captchaLogic>;
type Start = (logic: Logic, input: CaptchaInput) => CaptchaActorRef;
const startPlain: Start = (logic, input) => createActor(logic, { input }).start();

/** What the form holds of a running captcha actor: its view, its token, and the reset it asks for. */
export function captchaSlot(actorRef: CaptchaActorRef, idPrefix: string): CaptchaSlot {
  return {
    actorRef,
    view: <CaptchaView actorRef={actorRef} idPrefix={idPrefix} />,
    token: () => actorRef.getSnapshot().context.token,
    solved: () => actorRef.getSnapshot().context.token !== null,
    subscribe: (listener) => {
      const subscription = actorRef.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    reset: () => actorRef.send({ type: 'RESET' }),
  };
}

/**
 * A form's captcha: its actor, with the page's actors and effects, and its view. `start` lets the form register the
 * actor (e.g. `(logic, input) => startActor(`${id}:captcha`, logic, { input })`).
 */
export function startCaptcha(config: CaptchaInput, idPrefix: string, start: Start = startPlain): CaptchaSlot {
  return captchaSlot(start(captchaLogic(), config), idPrefix);
}
