import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import { captchaMachine, type CaptchaInput } from '../../machines/captcha/machine';
import { CaptchaView } from './CaptchaView';
import { captchaEffects, type CaptchaActorRef } from './mount-captcha';

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

type Start = (logic: typeof captchaMachine, input: CaptchaInput) => CaptchaActorRef;
const startPlain: Start = (logic, input) => createActor(logic, { input }).start();

/**
 * A form's captcha: its actor, with the page's effects, and its view. `start` lets the form register the actor
 * (e.g. `(logic, input) => startActor(`${id}:captcha`, logic, { input })`).
 */
export function startCaptcha(config: CaptchaInput, idPrefix: string, start: Start = startPlain): CaptchaSlot {
  const actorRef = start(captchaMachine.provide({ actions: captchaEffects() }), config);
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
