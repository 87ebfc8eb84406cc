// @vitest-environment happy-dom
import { describe, expect, vi } from 'vitest';
import { captchaAnatomy } from '../machines/captcha/anatomy';
import { CAPTCHA_NOT_SET_UP, CAPTCHA_STATUS } from '../machines/captcha/connect';
import type { GrecaptchaApi } from '../runtime/captcha/provider';
import { captchaStandInScript } from '../scripts/server/captcha-stand-in';
import { captchaActors } from '../runtime/captcha/effects';
import { captchaSlot } from '../views/captcha/start-captcha';
import { captchaCase, captchaView, ID_PREFIX, LOAD_ERROR, TOKEN } from './cases/captcha';
import { walkChart } from './harness';

// The provider is the reference server's stand-in script, run in happy-dom, and the chart's actors are the page's
// own: `renderWidget` draws the stand-in's widget into the mounted view once the script has arrived (the walk
// decides when: the loader below is the only stand-in), `widgetCallbacks` routes its callbacks, so SOLVED and
// EXPIRED come from ticking and unticking the stand-in's checkbox. The load timeout is the chart's `after`.
const provider = () => (window as unknown as { grecaptcha: GrecaptchaApi }).grecaptcha;
/** The script load of the current path: the walk makes it arrive or fail. */
let script: { arrive: () => void; fail: (error: unknown) => void };
const load = () =>
  new Promise<GrecaptchaApi>((resolve, reject) => {
    script = {
      arrive: () => {
        window.eval(captchaStandInScript); // a fresh provider per path, so that the first widget is always widget 0
        resolve(provider());
      },
      fail: reject,
    };
  });
let warn: ReturnType<typeof vi.spyOn>;

const part = (container: HTMLElement, name: (typeof captchaAnatomy.parts)[number]) =>
  container.querySelector<HTMLElement>(captchaAnatomy.selector(name));
const checkbox = (container: HTMLElement) => part(container, 'widget')!.querySelector<HTMLInputElement>('input[type="checkbox"]');

describe('captcha chart through its view and the stand-in provider', () => {
  walkChart({
    ...captchaCase,
    actors: captchaActors(load),
    mount: async (actorRef, container) => {
      delete (window as { grecaptcha?: unknown }).grecaptcha;
      const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
      warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const unmount = await captchaCase.mount(actorRef, container);
      return async () => {
        await unmount();
        random.mockRestore();
        warn.mockRestore();
      };
    },
    actions: {
      // The provider script arrives (the widget is drawn: widget 0), or fails to load.
      'xstate.done.actor.renderWidget': () => script.arrive(),
      'xstate.error.actor.renderWidget': ({ event }) => script.fail((event as { error?: unknown }).error),
      SOLVED: ({ container }) => checkbox(container)!.click(),
      // Unticking is the stand-in's way to play the provider's expiry.
      EXPIRED: ({ container }) => checkbox(container)!.click(),
      // The form resets the captcha through its slot after a failed submission…
      RESET: ({ trigger }) => captchaSlot(trigger, ID_PREFIX).reset(),
      // …and destroys it by taking its view off the page.
      DESTROY: () => captchaView.unmount(),
    },
    states: {
      unrendered: ({ container }) => {
        expect(part(container, 'widget')!.childElementCount).toBe(0);
        expect(part(container, 'widget')!.getAttribute('aria-busy')).toBe('true');
        expect(part(container, 'message')!.textContent).toBe(CAPTCHA_STATUS.unrendered);
      },
      rendered: ({ container, snapshot }) => {
        const box = checkbox(container)!;
        expect(box.closest('label')!.textContent).toBe("I'm not a robot");
        expect(box.checked).toBe(snapshot.context.token !== null);
        expect(provider().getResponse(snapshot.context.widgetId!)).toBe(snapshot.context.token ?? '');
        expect(part(container, 'widget')!.hasAttribute('aria-busy')).toBe(false);
        expect(part(container, 'widget')!.id).toBe(`${ID_PREFIX}:widget`);
      },
      'rendered.unsolved': ({ container }) => expect(part(container, 'message')!.textContent).toBe(''),
      'rendered.solved': ({ container, snapshot }) => {
        expect(snapshot.context.token).toBe(TOKEN);
        expect(part(container, 'message')!.textContent).toBe(CAPTCHA_STATUS.solved);
      },
      'rendered.expired': ({ container }) => expect(part(container, 'message')!.textContent).toBe(CAPTCHA_STATUS.expired),
      reset: ({ container, snapshot }) => {
        expect(checkbox(container)!.checked).toBe(false);
        expect(provider().getResponse(snapshot.context.widgetId!)).toBe('');
        expect(part(container, 'message')!.textContent).toBe(CAPTCHA_STATUS.reset);
      },
      notSetUp: ({ container, snapshot }) => {
        // The loader's rejection, or the chart's own load timeout.
        expect([LOAD_ERROR, 'Captcha not set up: /captcha/api.js drew no widget in time']).toContain(snapshot.context.error);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(snapshot.context.error!));
        expect(checkbox(container)).toBeNull();
        const message = part(container, 'message')!;
        expect(message.textContent).toBe(CAPTCHA_NOT_SET_UP);
        expect(message.getAttribute('aria-live')).toBe('polite');
        expect(message.hasAttribute('data-error')).toBe(true);
      },
      destroyed: ({ container, snapshot }) => {
        expect(snapshot.context.token).toBeNull();
        expect(part(container, 'root')).toBeNull();
      },
    },
  });
});
