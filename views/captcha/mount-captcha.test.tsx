// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CAPTCHA_LOAD_TIMEOUT_MS } from '../../machines/captcha/machine';
import type { GrecaptchaApi, GrecaptchaParams } from '../../runtime/captcha/provider';
import { CaptchaView } from './CaptchaView';
import { captchaStandInScript } from '../../scripts/server/captcha-stand-in';
import { captchaHostCount, captchaLogic } from '../../runtime/captcha/effects';
import { startCaptcha } from './start-captcha';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A provider that records what it was asked, so the test can play its callbacks. */
function fakeProvider() {
  const calls: string[] = [];
  // What the provider keeps for the page's life, as reCAPTCHA does.
  const drawnInto: HTMLElement[] = [];
  let params: GrecaptchaParams | undefined;
  const api: GrecaptchaApi = {
    render: (container, given) => {
      params = given;
      drawnInto.push(container);
      calls.push(`render ${container.parentElement?.id} ${given.sitekey}`); // into an element of its own inside the widget part
      return 7;
    },
    reset: (id) => void calls.push(`reset ${id}`),
    getResponse: () => '',
  };
  return { api, calls, drawnInto, params: () => params! };
}

let cleanup = () => {};
afterEach(() => cleanup());

function start(load: (url: string) => Promise<GrecaptchaApi>) {
  const actor = createActor(captchaLogic(load), {
    input: { siteKey: 'key-1', scriptUrl: '/provider.js' },
  }).start();
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const mount = () => act(() => root.render(<CaptchaView actorRef={actor} idPrefix="f" />));
  const unmount = () => act(() => root.unmount());
  cleanup = () => {
    unmount();
    container.remove();
  };
  return { actor, mount, unmount };
}

const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

describe('captcha effects on the page', () => {
  it('leaves the provider, which keeps its widgets, holding nothing of the form or the actor once the captcha goes', async () => {
    const provider = fakeProvider();
    const { actor, mount, unmount } = start(() => Promise.resolve(provider.api));
    mount();
    await settle();
    const [drawn] = provider.drawnInto;
    expect(drawn!.isConnected).toBe(true);
    unmount();
    expect(drawn!.parentNode).toBeNull(); // a detached element of its own: no way up to the form
    act(() => provider.params().callback('late'));
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('loads the provider, draws into the container once it is mounted, and routes the callbacks', async () => {
    const provider = fakeProvider();
    const load = vi.fn(() => Promise.resolve(provider.api));
    const { actor, mount } = start(load);
    expect(load).toHaveBeenCalledWith('/provider.js');
    await settle();
    expect(actor.getSnapshot().value).toBe('unrendered'); // loaded, but no container yet
    mount();
    await settle();
    expect(provider.calls).toEqual(['render f:widget key-1']);
    expect(actor.getSnapshot().context.widgetId).toBe(7);
    act(() => provider.params().callback('tok'));
    expect(actor.getSnapshot().context.token).toBe('tok');
    act(() => provider.params()['error-callback']());
    expect(actor.getSnapshot().value).toEqual({ rendered: 'expired' });
    act(() => actor.send({ type: 'RESET' }));
    expect(provider.calls).toEqual(['render f:widget key-1', 'reset 7']);
  });

  it('shows the not-set-up state and logs why when the provider fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, mount } = start(() => Promise.reject(new Error('Captcha script failed to load: /provider.js')));
    mount();
    await settle();
    expect(actor.getSnapshot().value).toBe('notSetUp');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Captcha script failed to load: /provider.js'));
    warn.mockRestore();
  });

  it('is not set up when the provider draws nothing within the load timeout, and draws nothing later', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const provider = fakeProvider();
      let arrive = (_: GrecaptchaApi) => {};
      const { actor, mount } = start(() => new Promise((resolve) => (arrive = resolve)));
      mount();
      act(() => void vi.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT_MS - 1));
      expect(actor.getSnapshot().value).toBe('unrendered');
      act(() => void vi.advanceTimersByTime(1));
      expect(actor.getSnapshot().value).toBe('notSetUp');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('/provider.js drew no widget in time'));
      arrive(provider.api); // the script comes after all: leaving `unrendered` aborted the drawing
      await act(async () => void (await vi.runAllTimersAsync()));
      expect(provider.calls).toEqual([]);
      expect(actor.getSnapshot().value).toBe('notSetUp');
    } finally {
      warn.mockRestore();
      vi.useRealTimers();
    }
  });

  it('keeps nothing of a captcha once its view has unmounted', async () => {
    const before = captchaHostCount();
    const provider = fakeProvider();
    const { mount, unmount } = start(() => Promise.resolve(provider.api));
    mount();
    await settle();
    expect(captchaHostCount()).toBe(before + 1);
    unmount();
    expect(captchaHostCount()).toBe(before);
  });

  it('keeps nothing of a captcha whose actor stopped before its view mounted (a form torn down before its first draw)', async () => {
    const before = captchaHostCount();
    const { actor } = start(() => new Promise<GrecaptchaApi>(() => {})); // the provider script still loading
    expect(captchaHostCount()).toBe(before + 1); // the drawing waits for the view's container
    actor.stop();
    await settle();
    expect(captchaHostCount()).toBe(before);
  });

  it('destroys the captcha when its view unmounts', async () => {
    const provider = fakeProvider();
    const { actor, mount, unmount } = start(() => Promise.resolve(provider.api));
    mount();
    await settle();
    unmount();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('destroyed');
  });
});

describe('startCaptcha (the form\'s captcha slot)', () => {
  it('loads the provider, reports the token, tells its subscribers and resets', async () => {
    window.eval(captchaStandInScript); // already on the page: nothing to fetch
    const slot = startCaptcha({ siteKey: 'key-2', scriptUrl: '/captcha/api.js' }, 'form-1:captcha');
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    act(() => root.render(slot.view));
    cleanup = () => {
      act(() => root.unmount());
      container.remove();
    };
    await settle();
    let changes = 0;
    const unsubscribe = slot.subscribe(() => (changes += 1));
    const box = container.querySelector<HTMLInputElement>('#form-1\\:captcha\\:widget input[type="checkbox"]')!;
    expect(slot.solved()).toBe(false);
    act(() => box.click());
    expect(slot.token()).toMatch(/^standin-/);
    expect(slot.solved()).toBe(true);
    act(() => slot.reset());
    expect([slot.token(), box.checked, changes]).toEqual([null, false, 2]);
    unsubscribe();
  });
});
