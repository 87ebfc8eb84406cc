// @vitest-environment happy-dom
import { describe, expect, vi } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { CAPTCHA_NOT_SET_UP, CAPTCHA_STATUS } from '../machines/captcha/connect';
import { captchaMachine } from '../machines/captcha/machine';
import type { GrecaptchaApi } from '../runtime/captcha-provider';
import { captchaStandInScript } from '../scripts/server/captcha-stand-in';
import { CaptchaView } from '../views/captcha/CaptchaView';
import { captchaEffects, renderCaptchaWidget } from '../views/captcha/mount-captcha';
import { reactView, walkChart } from './harness';

// The provider is the reference server's stand-in script, run in happy-dom. Its loading is the walk's to drive:
// RENDERED draws the widget the way the loaded provider would, LOAD_FAILED is the loader's rejection. SOLVED and
// EXPIRED come through the provider's callbacks: the walk ticks and unticks the stand-in's checkbox.
const SITE_KEY = 'site-key-for-tests';
// Math.random is pinned so that the stand-in's token is known to the model.
const TOKEN = `standin-${(0.5).toString(36).slice(2)}`;
const LOAD_ERROR = 'Captcha script failed to load: /captcha/api.js';

const provider = () => (window as unknown as { grecaptcha: GrecaptchaApi }).grecaptcha;
const View = ({ actorRef }: { actorRef: ActorRefFrom<typeof captchaMachine> }) => (
  <CaptchaView actorRef={actorRef} idPrefix="contact:captcha" />
);
const part = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-scope="captcha"][data-part="${name}"]`)!;
const checkbox = (container: HTMLElement) => part(container, 'widget').querySelector<HTMLInputElement>('input[type="checkbox"]');

describe('captcha chart through its view and the stand-in provider', () => {
  walkChart({
    // Sent straight to the actor until this chart's entry points and effects are caused by the page (issue 10).
    environment: ['DESTROY', 'LOAD_FAILED', 'RENDERED', 'RESET'],
    // loadAndRender's loading is replaced by the walk; resetting and destroying are the page's own effects.
    machine: captchaMachine.provide({ actions: { ...captchaEffects(), loadAndRender: () => {} } }),
    input: { siteKey: SITE_KEY },
    mount: async (actorRef, container) => {
      // A fresh provider per path, so that the first widget is always widget 0.
      delete (window as { grecaptcha?: unknown }).grecaptcha;
      window.eval(captchaStandInScript);
      const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
      const unmount = await reactView(View)(actorRef, container);
      return async () => {
        await unmount();
        random.mockRestore();
      };
    },
    events: { RENDERED: [{ widgetId: 0 }], LOAD_FAILED: [{ message: LOAD_ERROR }], SOLVED: [{ token: TOKEN }] },
    actions: {
      // The provider's callbacks (solved, expired) are the runtime's triggers.
      RENDERED: ({ actorRef, trigger, event }) => {
        expect(renderCaptchaWidget(trigger, provider(), SITE_KEY)).toBe(event.widgetId);
        actorRef.send(event);
      },
      LOAD_FAILED: ({ actorRef, event }) => actorRef.send(event),
      SOLVED: ({ container }) => checkbox(container)!.click(),
      // Unticking is the stand-in's way to play the provider's expiry.
      EXPIRED: ({ container }) => checkbox(container)!.click(),
      // The form resets the captcha after a failed submission and destroys it when torn down.
      RESET: ({ actorRef }) => actorRef.send({ type: 'RESET' }),
      DESTROY: ({ actorRef }) => actorRef.send({ type: 'DESTROY' }),
    },
    states: {
      unrendered: ({ container }) => {
        expect(part(container, 'widget').childElementCount).toBe(0);
        expect(part(container, 'widget').getAttribute('aria-busy')).toBe('true');
        expect(part(container, 'message').textContent).toBe(CAPTCHA_STATUS.unrendered);
      },
      rendered: ({ container, snapshot }) => {
        const box = checkbox(container)!;
        expect(box.closest('label')!.textContent).toBe("I'm not a robot");
        expect(box.checked).toBe(snapshot.context.token !== null);
        expect(provider().getResponse(snapshot.context.widgetId!)).toBe(snapshot.context.token ?? '');
        expect(part(container, 'widget').hasAttribute('aria-busy')).toBe(false);
      },
      'rendered.unsolved': ({ container }) => expect(part(container, 'message').textContent).toBe(''),
      'rendered.solved': ({ container, snapshot }) => {
        expect(snapshot.context.token).toBe(TOKEN);
        expect(part(container, 'message').textContent).toBe(CAPTCHA_STATUS.solved);
      },
      'rendered.expired': ({ container }) => expect(part(container, 'message').textContent).toBe(CAPTCHA_STATUS.expired),
      reset: ({ container, snapshot }) => {
        expect(checkbox(container)!.checked).toBe(false);
        expect(provider().getResponse(snapshot.context.widgetId!)).toBe('');
        expect(part(container, 'message').textContent).toBe(CAPTCHA_STATUS.reset);
      },
      notSetUp: ({ container, snapshot }) => {
        expect(snapshot.context.error).toBe(LOAD_ERROR);
        expect(checkbox(container)).toBeNull();
        const message = part(container, 'message');
        expect(message.textContent).toBe(CAPTCHA_NOT_SET_UP);
        expect(message.getAttribute('aria-live')).toBe('polite');
        expect(message.hasAttribute('data-error')).toBe(true);
      },
      destroyed: ({ container, snapshot }) => {
        expect(snapshot.context.token).toBeNull();
        expect(part(container, 'widget').childElementCount).toBe(0);
        expect(part(container, 'root').hidden).toBe(true);
      },
    },
  });
});
